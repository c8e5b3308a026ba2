import { describe, expect, it } from "vitest";

import { visitCharge } from "../booking/service-rules";
import { visitBill } from "./visit-bill";

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

  it("rounds GST to the nearest paisa", () => {
    // 18% of ₹0.03 is 0.54 paise: rounds to 1
    expect(
      visitBill({ kind: "repair", labourPaise: 0, parts: [{ unitPricePaise: 3, quantity: 1 }] }).gstPaise,
    ).toBe(1);
    // 18% of ₹0.02 is 0.36 paise: rounds to 0
    expect(visitBill({ kind: "repair", labourPaise: 2, parts: [] }).gstPaise).toBe(0);
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
