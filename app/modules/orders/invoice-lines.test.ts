import { describe, expect, it } from "vitest";

import { seededRandom } from "../../../tests/support/seeded-random";
import { gstRates } from "~/lib/tax-codes";

import { invoiceFigures } from "./invoice-lines";
import type { OrderView } from "./order-view";

type Invoiced = Parameters<typeof invoiceFigures>[0];

function line(unitPricePaise: number, quantity: number, gstRatePct: number, hsnCode = "841810") {
  return {
    productId: 1,
    title: "Fridge",
    image: "/x.svg",
    unitPricePaise,
    mrpPaise: null,
    quantity,
    lineTotalPaise: unitPricePaise * quantity,
    hsnCode,
    gstRatePct,
  } satisfies OrderView["lines"][number];
}

function order(lines: Invoiced["lines"], installationChargePaise: number, placeOfSupply: string): Invoiced {
  return { lines, installationChargePaise, tax: { placeOfSupply, buyer: null, installationSac: "998736" } };
}

const totalOf = (invoiced: Invoiced) =>
  invoiced.lines.reduce((sum, item) => sum + item.lineTotalPaise, 0) + invoiced.installationChargePaise;

describe("an order's tax invoice lines (decision 030)", () => {
  it("taxes a delivery to Erode as CGST + SGST and one to Bengaluru as IGST, line by line", () => {
    const basket = [line(3_209_300, 1, 18, "852872"), line(250_000, 2, 5)];
    const erode = invoiceFigures(order(basket, 149_900, "33"));
    expect(erode.supply).toBe("intra");
    expect(erode.lines.map((item) => [item.code.kind, item.code.value, item.quantity, item.unit])).toEqual([
      ["HSN", "852872", 1, "NOS"],
      ["HSN", "841810", 2, "NOS"],
      ["SAC", "998736", 1, "NOS"],
    ]);
    expect(erode.lines[1]!.tax).toEqual({
      taxablePaise: 476_190,
      cgstPaise: 11_905,
      sgstPaise: 11_905,
      igstPaise: 0,
      taxPaise: 23_810,
    });
    expect(erode.byRate.map((row) => row.ratePct)).toEqual([5, 18]);

    const bengaluru = invoiceFigures(order(basket, 149_900, "29"));
    expect(bengaluru.supply).toBe("inter");
    expect(bengaluru.placeOfSupply).toBe("29");
    expect(bengaluru.totals.cgstPaise + bengaluru.totals.sgstPaise).toBe(0);
    expect(bengaluru.lines[1]!.tax).toMatchObject({ igstPaise: 23_810, taxablePaise: 476_190 });
  });

  it("holds over 2,000 random baskets: lines add up to the total to the paisa and CGST = SGST", () => {
    const random = seededRandom(46);
    for (let run = 0; run < 2_000; run += 1) {
      const lines = Array.from({ length: random.int(1, 10) }, () =>
        line(
          random.int(1, 2_00_000) * 100 + random.pick([0, 0, 50, 99]),
          random.int(1, 10),
          random.pick(gstRates),
        ),
      );
      const installation = random.pick([0, 0, 49_900, 149_900, random.int(1, 500_000)]);
      const basket = order(lines, installation, random.pick(["33", "33", "29", "32", "07"]));
      const figures = invoiceFigures(basket);
      expect(figures.totalPaise).toBe(totalOf(basket));
      const sum = (pick: (tax: (typeof figures.lines)[number]["tax"]) => number) =>
        figures.lines.reduce((total, item) => total + pick(item.tax), 0);
      expect(figures.totals.taxablePaise + figures.totals.taxPaise).toBe(figures.totalPaise);
      expect(sum((tax) => tax.taxablePaise + tax.taxPaise)).toBe(figures.totalPaise);
      expect(figures.lines.reduce((total, item) => total + item.amountPaise, 0)).toBe(figures.totalPaise);
      expect(figures.totals.cgstPaise).toBe(figures.totals.sgstPaise);
      for (const item of figures.lines) expect(item.tax.cgstPaise).toBe(item.tax.sgstPaise);
      expect(figures.byRate.reduce((total, row) => total + row.taxPaise, 0)).toBe(figures.totals.taxPaise);
      if (figures.supply === "inter") expect(figures.totals.cgstPaise).toBe(0);
      else expect(figures.totals.igstPaise).toBe(0);
    }
  });
});
