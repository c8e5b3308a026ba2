import { describe, expect, it } from "vitest";

import { allGoalsMet, figuresTable, median, medianFigures, type RunFigures } from "./summary";

const good: RunFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 40,
  cls: 0,
};

describe("lighthouse summary", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("takes each figure's median on its own", () => {
    const runs = [
      { ...good, performance: 90, tbt: 300 },
      { ...good, performance: 97, tbt: 10 },
      { ...good, performance: 95, tbt: 50 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, tbt: 50 });
  });

  it("marks the figures that miss their goal and says whether all were met", () => {
    const rows = [
      { page: "/", figures: good },
      { page: "/shop", figures: { ...good, lcp: 2400, cls: 0.05 } },
    ];
    const table = figuresTable(rows);
    expect(table).toContain("| / | 99 | 100 | 100 | 100 | 900 ms | 1.20 s | 40 ms | 0.000 |");
    expect(table).toContain("| /shop | 99 | 100 | 100 | 100 | 900 ms | 2.40 s ✗ | 40 ms | 0.050 ✗ |");
    expect(allGoalsMet(rows.slice(0, 1))).toBe(true);
    expect(allGoalsMet(rows)).toBe(false);
  });

  it("shows a figure a run could not measure as missing, and as a missed goal", () => {
    const runs = [good, { ...good, lcp: Number.NaN }, good];
    const figures = medianFigures(runs);
    expect(figures.lcp).toBeNaN();
    expect(figures.fcp).toBe(900);
    const rows = [{ page: "/shop", figures }];
    expect(figuresTable(rows)).toContain(
      "| /shop | 99 | 100 | 100 | 100 | 900 ms | missing ✗ | 40 ms | 0.000 |",
    );
    expect(allGoalsMet(rows)).toBe(false);
  });
});
