import { describe, expect, it } from "vitest";

import { seededRandom } from "../../../tests/support/seeded-random";
import { gstRates } from "~/lib/tax-codes";

import { addTaxes, supplyTo, taxInside, taxOn } from "./line-tax";

describe("the tax of a line (decision 030)", () => {
  it("takes 18% out of an inclusive amount: CGST and SGST within Tamil Nadu, IGST elsewhere", () => {
    expect(taxInside(11_800, 18, "intra")).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
      taxPaise: 1_800,
    });
    expect(taxInside(11_800, 18, "inter")).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_800,
      taxPaise: 1_800,
    });
    // ₹32,093 at 18%: 9/118 of it is 2,447.77 and a bit, each half rounded once
    expect(taxInside(3_209_300, 18, "intra")).toMatchObject({ cgstPaise: 244_777, sgstPaise: 244_777 });
    expect(taxInside(3_209_300, 18, "intra").taxablePaise).toBe(3_209_300 - 2 * 244_777);
    expect(taxInside(50_000, 0, "intra")).toMatchObject({ taxablePaise: 50_000, taxPaise: 0 });
  });

  it("adds the tax on a taxable value (the rate card's labour and parts)", () => {
    expect(taxOn(45_000, 18, "intra")).toEqual({
      taxablePaise: 45_000,
      cgstPaise: 4_050,
      sgstPaise: 4_050,
      igstPaise: 0,
      taxPaise: 8_100,
    });
  });

  it("is intra-state only for Tamil Nadu (33)", () => {
    expect(supplyTo("33")).toBe("intra");
    expect(supplyTo("29")).toBe("inter");
    expect(supplyTo("34")).toBe("inter");
  });

  it("holds over 3,000 random lines at every rate: parts add up, CGST = SGST, rounding under a paisa", () => {
    const random = seededRandom(22);
    for (let run = 0; run < 3_000; run += 1) {
      const amount = random.int(1, 1_000_000_00);
      const rate = random.pick(gstRates);
      const supply = random.pick(["intra", "inter"] as const);
      const tax = taxInside(amount, rate, supply);
      expect(tax.taxablePaise + tax.taxPaise).toBe(amount);
      expect(tax.cgstPaise).toBe(tax.sgstPaise);
      expect(tax.cgstPaise + tax.sgstPaise + tax.igstPaise).toBe(tax.taxPaise);
      expect(Math.abs(tax.taxPaise - (amount * rate) / (100 + rate))).toBeLessThanOrEqual(1);
      const added = taxOn(amount, rate, supply);
      expect(added.cgstPaise).toBe(added.sgstPaise);
      expect(Math.abs(added.taxPaise - (amount * rate) / 100)).toBeLessThanOrEqual(1);
    }
  });

  it("adds lines up field by field", () => {
    const lines = [taxInside(11_800, 18, "intra"), taxInside(10_500, 5, "intra")];
    expect(addTaxes(lines)).toEqual({
      taxablePaise: 20_000,
      cgstPaise: 1_150,
      sgstPaise: 1_150,
      igstPaise: 0,
      taxPaise: 2_300,
    });
  });
});
