/** The one table the load run prints: a row per backend and scenario, then the goals each row missed. */
import { countStatuses, percentile, totalResponses, type LoadFigures } from "./run-load";

export type FiguresRow = {
  backend: string;
  processes: number;
  scenario: string;
  figures: LoadFigures;
  outcome: string;
  failures: string[];
};

const milliseconds = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(0));

function cells(row: FiguresRow): Record<string, string> {
  const { figures } = row;
  const responses = totalResponses(figures);
  return {
    backend: row.backend,
    procs: String(row.processes),
    scenario: row.scenario,
    conns: String(figures.connections),
    responses: String(responses),
    "req/s": (responses / figures.durationSeconds).toFixed(0),
    "p50 ms": milliseconds(percentile(figures.latencies, 50)),
    "p95 ms": milliseconds(percentile(figures.latencies, 95)),
    "p99 ms": milliseconds(percentile(figures.latencies, 99)),
    "max ms": milliseconds(figures.latencies.at(-1) ?? Number.NaN),
    "2xx": String(countStatuses(figures, 200, 300)),
    "3xx": String(countStatuses(figures, 300, 400)),
    "4xx": String(countStatuses(figures, 400, 500)),
    "5xx": String(countStatuses(figures, 500, 600)),
    errors: String(figures.errors),
    outcome: row.outcome,
    goals: row.failures.length === 0 ? "met" : "MISSED",
  };
}

export function printFiguresTable(rows: FiguresRow[], write: (line: string) => void = console.log): void {
  if (rows.length === 0) return;
  const table = rows.map(cells);
  const columns = Object.keys(table[0]!);
  const widths = columns.map((column) => Math.max(column.length, ...table.map((row) => row[column]!.length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i]!)).join(" | ");
  write(line(columns));
  write(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const row of table) write(line(columns.map((column) => row[column]!)));
  for (const row of rows) {
    for (const failure of row.failures) write(`MISSED  ${row.backend} / ${row.scenario}: ${failure}`);
  }
}
