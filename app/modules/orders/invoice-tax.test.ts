import { describe, expect, it } from "vitest";

import { gstIncluded } from "./invoice-tax";

describe("gstIncluded", () => {
  it("splits an 18% GST-inclusive total into taxable value, CGST and SGST", () => {
    expect(gstIncluded(11_800)).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
      gstPaise: 1_800,
    });
  });

  it.each([1, 99, 3_209_300, 12_345_677, 999_999_999])("parts always add up to %i", (total) => {
    const parts = gstIncluded(total);
    expect(parts.taxablePaise + parts.cgstPaise + parts.sgstPaise).toBe(total);
    expect(Math.abs(parts.cgstPaise - parts.sgstPaise)).toBeLessThanOrEqual(1);
    expect(Math.abs(parts.taxablePaise * 1.18 - total)).toBeLessThan(1);
  });
});
