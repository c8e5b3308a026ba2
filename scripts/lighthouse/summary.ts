/** Turns several Lighthouse runs of each page into one row of medians, checked against the goals. */

export type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** milliseconds */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

type Goal = {
  label: string;
  key: keyof RunFigures;
  atLeast?: number;
  atMost?: number;
  unit: "score" | "ms" | "";
};

export const goals: Goal[] = [
  { label: "Perf", key: "performance", atLeast: 95, unit: "score" },
  { label: "A11y", key: "accessibility", atLeast: 100, unit: "score" },
  { label: "BP", key: "bestPractices", atLeast: 100, unit: "score" },
  { label: "SEO", key: "seo", atLeast: 100, unit: "score" },
  { label: "FCP", key: "fcp", atMost: 1500, unit: "ms" },
  { label: "LCP", key: "lcp", atMost: 1800, unit: "ms" },
  { label: "TBT", key: "tbt", atMost: 150, unit: "ms" },
  { label: "CLS", key: "cls", atMost: 0.02, unit: "" },
];

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle]!;
  return sorted.length % 2 === 1 ? upper : (sorted[middle - 1]! + upper) / 2;
}

/**
 * Each figure's own median across the runs. A figure some run could not measure (NaN: Lighthouse reports
 * no value when, say, it saw no contentful paint) stays missing rather than taking the others' median.
 */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const result = {} as RunFigures;
  for (const key of Object.keys(runs[0] ?? {}) as (keyof RunFigures)[]) {
    const values = runs.map((run) => run[key]);
    result[key] = values.some(Number.isNaN) ? Number.NaN : median(values);
  }
  return result;
}

/** Whether a figure meets its goal; a missing one never does. */
export function meetsGoal(goal: Goal, value: number): boolean {
  if (Number.isNaN(value)) return false;
  if (goal.atLeast !== undefined && value < goal.atLeast) return false;
  if (goal.atMost !== undefined && value > goal.atMost) return false;
  return true;
}

function formatValue(goal: Goal, value: number): string {
  if (Number.isNaN(value)) return "missing";
  if (goal.unit === "ms") return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
  if (goal.unit === "score") return String(Math.round(value));
  return value.toFixed(3);
}

/** A Markdown table, one row per page, a cross after every figure that misses its goal. */
export function figuresTable(rows: { page: string; figures: RunFigures }[]): string {
  const header = ["page", ...goals.map((goal) => goal.label)];
  const goalRow = [
    "goal",
    ...goals.map((goal) =>
      goal.atLeast !== undefined
        ? `>= ${formatValue(goal, goal.atLeast)}`
        : `<= ${formatValue(goal, goal.atMost!)}`,
    ),
  ];
  const body = rows.map(({ page, figures }) => [
    page,
    ...goals.map(
      (goal) => formatValue(goal, figures[goal.key]) + (meetsGoal(goal, figures[goal.key]) ? "" : " ✗"),
    ),
  ]);
  const lines = [header, goalRow, ...body].map((cells) => `| ${cells.join(" | ")} |`);
  lines.splice(1, 0, `|${header.map(() => "---").join("|")}|`);
  return lines.join("\n");
}

export function allGoalsMet(rows: { figures: RunFigures }[]): boolean {
  return rows.every(({ figures }) => goals.every((goal) => meetsGoal(goal, figures[goal.key])));
}
