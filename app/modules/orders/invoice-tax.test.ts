import fc from "fast-check";
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

  it("gives CGST and SGST to the paisa equal where the old split differed (₹1 and ₹99 totals)", () => {
    for (const total of [100, 9_900, 4_299_000]) {
      const parts = gstIncluded(total);
      expect(parts.cgstPaise).toBe(parts.sgstPaise);
    }
  });

  it("holds for any basket: parts add up to the total, CGST = SGST, each 9% of the taxable value", () => {
    const line = fc.record({
      pricePaise: fc.integer({ min: 1, max: 50_000_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const total = lines.reduce((sum, { pricePaise, quantity }) => sum + pricePaise * quantity, 0);
        const parts = gstIncluded(total);
        expect(parts.taxablePaise + parts.cgstPaise + parts.sgstPaise).toBe(total);
        expect(parts.cgstPaise).toBe(parts.sgstPaise);
        expect(parts.gstPaise).toBe(parts.cgstPaise + parts.sgstPaise);
        expect(parts.taxablePaise).toBeGreaterThan(0);
        // each half is 9% of the taxable value within a paisa; the whole is the total's 18/118 within a paisa
        expect(Math.abs(parts.cgstPaise - parts.taxablePaise * 0.09)).toBeLessThanOrEqual(1);
        expect(Math.abs(parts.gstPaise - (total * 18) / 118)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2_000, seed: 20261127 },
    );
  });
});
