import { describe, expect, it } from "vitest";

import { documentSeriesNames } from "../../../db/enums";

import { documentNumber, fiscalYearOf, maxDocumentsPerYear, seriesNumberPattern } from "./document-number";

describe("document numbers (CGST Rule 46(b))", () => {
  it("fall in the financial year of India's date: April to March", () => {
    // 23:59:59 on 31 March in India is still the old year; a second later it is 1 April
    expect(fiscalYearOf(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26");
    expect(fiscalYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(fiscalYearOf(new Date("2026-11-27T10:00:00Z"))).toBe("2026-27");
    expect(fiscalYearOf(new Date("2027-01-01T00:00:00Z"))).toBe("2026-27");
    expect(fiscalYearOf(new Date("2099-12-31T12:00:00Z"))).toBe("2099-00");
  });

  it("are at most 16 letters, digits, dashes and slashes, one prefix per series", () => {
    const numbers = documentSeriesNames.map((series) =>
      documentNumber(series, "2026-27", maxDocumentsPerYear),
    );
    expect(numbers).toEqual([
      "KHA/26-27/999999",
      "KHS/26-27/999999",
      "KHC/26-27/999999",
      "KHD/26-27/999999",
      "KHP/26-27/999999",
    ]);
    for (const number of numbers) {
      expect(number.length).toBeLessThanOrEqual(16);
      expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
      expect(number).toMatch(seriesNumberPattern);
    }
    expect(documentNumber("goods", "2026-27", 123)).toBe("KHA/26-27/000123");
  });

  it("refuse a number the six digits cannot hold", () => {
    expect(() => documentNumber("goods", "2026-27", 0)).toThrow(RangeError);
    expect(() => documentNumber("goods", "2026-27", maxDocumentsPerYear + 1)).toThrow(RangeError);
    expect(() => documentNumber("goods", "2026-27", 1.5)).toThrow(RangeError);
  });

  it("tell the series' numbers from the old ones", () => {
    expect(seriesNumberPattern.test("KHA/26-27/000001")).toBe(true);
    expect(seriesNumberPattern.test("INV-261127-AB12CD")).toBe(false);
  });
});
