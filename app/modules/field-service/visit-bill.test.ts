import { describe, expect, it } from "vitest";

import { visitCharge } from "../booking/service-rules";
import { visitBill, visitInvoiceLines } from "./visit-bill";

describe("visitBill", () => {
  it("charges only the visit charge, without GST, for an inspection with no work", () => {
    expect(visitBill({ kind: "repair", labourPaise: 0, parts: [] })).toEqual({
      visitChargeListedPaise: visitCharge.paise,
      visitChargePaise: visitCharge.paise,
      visitChargeWaived: false,
      labourPaise: 0,
      partsPaise: 0,
      gstPaise: 0,
      totalPaise: visitCharge.paise,
      claim: null,
      amc: null,
      rework: null,
    });
  });

  it("lets a maintenance contract without parts pay the visit and labour; the customer pays the parts", () => {
    const bill = visitBill({
      kind: "repair",
      labourPaise: 50_000,
      parts: [{ unitPricePaise: 45_000, quantity: 1 }],
      amc: { partsCovered: false },
    });
    expect(bill.claim).toBeNull();
    expect(bill.amc).toEqual({
      visitChargePaise: 0,
      labourPaise: 50_000,
      partsPaise: 0,
      gstPaise: 9_000,
      totalPaise: 59_000,
    });
    expect(bill).toMatchObject({ labourPaise: 0, partsPaise: 45_000, gstPaise: 8_100, totalPaise: 53_100 });
  });

  it("lets a complete-care contract pay the parts too, except those marked excluded", () => {
    const bill = visitBill({
      kind: "repair",
      labourPaise: 60_000,
      parts: [
        { unitPricePaise: 45_000, quantity: 1 },
        { unitPricePaise: 10_000, quantity: 1, warrantyExcluded: true },
      ],
      amc: { partsCovered: true },
    });
    expect(bill.amc).toMatchObject({
      labourPaise: 60_000,
      partsPaise: 45_000,
      totalPaise: 1_05_000 + 18_900,
    });
    expect(bill.totalPaise).toBe(11_800);
  });

  it("lets a repeat repair be free but for parts the first repair did not replace", () => {
    const bill = visitBill({
      kind: "repair",
      labourPaise: 50_000,
      parts: [
        { partId: 7, unitPricePaise: 45_000, quantity: 1 },
        { partId: 7, unitPricePaise: 45_000, quantity: 1, warrantyExcluded: true },
        { partId: 9, unitPricePaise: 10_000, quantity: 2 },
      ],
      rework: { partIds: [7, 8] },
      amc: { partsCovered: true },
    });
    expect(bill.amc).toBeNull();
    expect(bill.rework).toEqual({
      visitChargePaise: 0,
      labourPaise: 50_000,
      partsPaise: 45_000,
      gstPaise: 9_000 + 8_100,
      totalPaise: 95_000 + 17_100,
    });
    // the excluded unit of part 7 (damage) and both of part 9, with GST
    expect(bill).toMatchObject({ labourPaise: 0, partsPaise: 65_000, gstPaise: 11_700, totalPaise: 76_700 });
    expect(
      visitBill({ kind: "repair", labourPaise: 0, parts: [], rework: { partIds: [] }, claim: true }),
    ).toMatchObject({
      rework: null,
      claim: { visitChargePaise: visitCharge.paise },
    });
  });

  it("puts the brand's warranty before a maintenance contract", () => {
    const bill = visitBill({
      kind: "repair",
      labourPaise: 0,
      parts: [],
      claim: true,
      amc: { partsCovered: true },
    });
    expect(bill.amc).toBeNull();
    expect(bill.claim?.visitChargePaise).toBe(visitCharge.paise);
  });

  it("splits a warranty visit: the brand pays labour and covered parts, the customer only the parts excluded", () => {
    const bill = visitBill({
      kind: "repair",
      labourPaise: 1_50_000,
      parts: [
        { unitPricePaise: 1_60_000, quantity: 1 },
        { unitPricePaise: 43_735, quantity: 2, warrantyExcluded: true },
      ],
      claim: true,
    });
    // each part line's GST is two halves rounded to the paisa: 9% of ₹874.70 is ₹78.72
    expect(bill).toMatchObject({
      visitChargePaise: 0,
      labourPaise: 0,
      partsPaise: 87_470,
      gstPaise: 15_744,
      totalPaise: 1_03_214,
      claim: {
        visitChargePaise: 0,
        labourPaise: 1_50_000,
        partsPaise: 1_60_000,
        gstPaise: 55_800,
        totalPaise: 3_65_800,
      },
    });
  });

  it("bills the brand the visit charge when a warranty visit was an inspection only", () => {
    const bill = visitBill({ kind: "repair", labourPaise: 0, parts: [], claim: true });
    expect(bill.totalPaise).toBe(0);
    expect(bill.claim).toEqual({
      visitChargePaise: visitCharge.paise,
      labourPaise: 0,
      partsPaise: 0,
      gstPaise: 0,
      totalPaise: visitCharge.paise,
    });
  });

  it("waives the visit charge when work goes ahead and adds 18% GST on labour and parts", () => {
    const bill = visitBill({
      kind: "repair",
      labourPaise: 60_000,
      parts: [
        { unitPricePaise: 45_000, quantity: 1 },
        { unitPricePaise: 12_000, quantity: 2 },
      ],
    });
    expect(bill.visitChargeWaived).toBe(true);
    expect(bill.visitChargePaise).toBe(0);
    expect(bill.partsPaise).toBe(69_000);
    expect(bill.gstPaise).toBe(23_220); // 18% of ₹1,290
    expect(bill.totalPaise).toBe(60_000 + 69_000 + 23_220);
  });

  it("waives the visit charge for parts alone too", () => {
    const bill = visitBill({
      kind: "repair",
      labourPaise: 0,
      parts: [{ unitPricePaise: 35_000, quantity: 1 }],
    });
    expect(bill.visitChargePaise).toBe(0);
    expect(bill.totalPaise).toBe(35_000 + 6_300);
  });

  it("rounds each half of the GST (CGST, SGST) to the paisa, line by line", () => {
    // 9% of ₹0.06 is 0.54 paise: each half rounds to 1
    expect(
      visitBill({ kind: "repair", labourPaise: 0, parts: [{ unitPricePaise: 6, quantity: 1 }] }).gstPaise,
    ).toBe(2);
    // 9% of ₹0.03 is 0.27 paise: each half rounds to 0
    expect(visitBill({ kind: "repair", labourPaise: 3, parts: [] }).gstPaise).toBe(0);
    // labour and two part lines, each taxed on its own: 9% of 123.45 is 11.11, of 0.55 is 0.05, of 10.01 is 0.90
    expect(
      visitBill({
        kind: "repair",
        labourPaise: 12_345,
        parts: [
          { unitPricePaise: 55, quantity: 1 },
          { unitPricePaise: 1_001, quantity: 1 },
        ],
      }).gstPaise,
    ).toBe(2 * (1_111 + 5 + 90));
  });

  it("writes the invoice's lines: the visit charge with its GST inside, labour and parts with GST added", () => {
    const inspection = visitInvoiceLines({
      visitChargePaise: 29_900,
      labourPaise: 0,
      parts: [],
      sac: "998715",
      partsHsn: "841590",
    });
    // ₹299 holds 9/118 of itself twice: ₹22.81 CGST and ₹22.81 SGST on ₹253.38
    expect(inspection.lines).toEqual([
      {
        item: { kind: "visit" },
        code: { kind: "SAC", value: "998715" },
        amountPaise: 29_900,
        tax: { taxablePaise: 25_338, cgstPaise: 2_281, sgstPaise: 2_281, igstPaise: 0, taxPaise: 4_562 },
      },
    ]);
    expect(inspection.totalPaise).toBe(29_900);

    const parts = [{ unitPricePaise: 45_000, quantity: 1 }];
    const bill = visitBill({ kind: "repair", labourPaise: 60_000, parts });
    const repair = visitInvoiceLines({
      visitChargePaise: bill.visitChargePaise,
      labourPaise: bill.labourPaise,
      parts: [{ name: "Capacitor", quantity: 1, linePaise: 45_000 }],
      sac: "998715",
      partsHsn: "841590",
    });
    expect(repair.lines.map((line) => [line.item.kind, line.code.value, line.amountPaise])).toEqual([
      ["labour", "998715", 70_800],
      ["part", "841590", 53_100],
    ]);
    expect(repair.totals.cgstPaise).toBe(repair.totals.sgstPaise);
    expect(repair.totalPaise).toBe(bill.totalPaise);
    expect(repair.totals.taxPaise).toBe(bill.gstPaise);
  });

  it("collects nothing on an installation without parts, and parts with GST when some were used", () => {
    expect(visitBill({ kind: "installation", labourPaise: 0, parts: [] }).totalPaise).toBe(0);
    const withPart = visitBill({
      kind: "installation",
      labourPaise: 0,
      parts: [{ unitPricePaise: 50_000, quantity: 1 }],
    });
    expect(withPart.visitChargeListedPaise).toBe(0);
    expect(withPart.visitChargeWaived).toBe(false);
    expect(withPart.totalPaise).toBe(59_000);
  });

  it("always adds up: visit charge + labour + parts + GST = total", () => {
    for (let labour = 0; labour <= 3_00_000; labour += 12_345) {
      const bill = visitBill({
        kind: "repair",
        labourPaise: labour,
        parts: [{ unitPricePaise: 9_999, quantity: 3 }],
      });
      expect(bill.visitChargePaise + bill.labourPaise + bill.partsPaise + bill.gstPaise).toBe(
        bill.totalPaise,
      );
    }
  });
});
