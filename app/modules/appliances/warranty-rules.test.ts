import { describe, expect, it } from "vitest";

import {
  coverageOn,
  repairWarrantyEndDate,
  warrantyEndDate,
  warrantyStatus,
  warrantyStatusText,
} from "./warranty-rules";

describe("warranty rules", () => {
  it("ends a warranty the day before the purchase date comes round", () => {
    expect(warrantyEndDate("2026-03-13", 12)).toBe("2027-03-12");
    expect(warrantyEndDate("2026-11-25", 60)).toBe("2031-11-24");
    expect(warrantyEndDate("2026-01-31", 1)).toBe("2026-02-27");
    expect(warrantyEndDate("2026-05-10", 0)).toBe("2026-05-09");
  });

  it("guarantees a repair for 90 days including the day it was done", () => {
    expect(repairWarrantyEndDate("2026-11-25")).toBe("2027-02-22");
  });

  it("says which warranty covers the appliance, the longer one first", () => {
    const bought = { warrantyUntil: "2027-03-12", repairWarrantyUntil: null };
    expect(warrantyStatus(bought, "2027-03-12")).toEqual({
      covered: true,
      by: "manufacturer",
      until: "2027-03-12",
    });
    expect(warrantyStatusText(warrantyStatus(bought, "2026-12-01"))).toBe("In warranty until 12 Mar 2027");
    expect(warrantyStatus(bought, "2027-03-13")).toEqual({ covered: false, endedOn: "2027-03-12" });
    expect(coverageOn(bought, "2027-03-13")).toBe("chargeable");

    const repaired = { warrantyUntil: "2027-03-12", repairWarrantyUntil: "2027-05-01" };
    expect(warrantyStatusText(warrantyStatus(repaired, "2027-04-01"))).toBe(
      "Repair warranty until 1 May 2027",
    );
    expect(coverageOn(repaired, "2027-04-01")).toBe("in_warranty");
    expect(warrantyStatusText(warrantyStatus(repaired, "2027-06-01"))).toBe("Warranty ended on 1 May 2027");
  });
});
