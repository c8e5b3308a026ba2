import { describe, expect, it } from "vitest";

import { axisTicks } from "./sales-chart";

const rupees = (paise: number[]) => paise.map((value) => value / 100);

describe("sales chart axis", () => {
  it("uses round rupee steps that reach past the best day", () => {
    expect(rupees(axisTicks(4_500_000))).toEqual([0, 20_000, 40_000, 60_000]);
    expect(rupees(axisTicks(10_000_000))).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(rupees(axisTicks(12_345_678))).toEqual([0, 50_000, 100_000, 150_000]);
    expect(rupees(axisTicks(2_999_900))).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it("keeps a small scale when there were no sales", () => {
    expect(rupees(axisTicks(0))).toEqual([0, 250, 500, 750, 1_000]);
  });
});
