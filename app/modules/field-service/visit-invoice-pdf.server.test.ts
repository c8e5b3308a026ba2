import { describe, expect, it } from "vitest";

import { pdfText } from "../../../tests/support/pdf-text";
import { defaultSeller } from "~/modules/gst/seller";

import type { VisitInvoiceView } from "./job-view";
import { visitInvoiceLines } from "./visit-bill";
import { serviceInvoiceOfLink, serviceInvoicePdfHref, visitInvoicePdf } from "./visit-invoice-pdf.server";

const key = "k".repeat(32);
const now = new Date("2026-11-27T10:00:00Z");

describe("a service invoice as a PDF file", () => {
  it("is opened by a link signed for a day, and not by a forged or expired one", () => {
    const href = serviceInvoicePdfHref("SRV-6H6CPHRZ", { key, now });
    const token = new URL(href, "http://shop.test").searchParams.get("t")!;
    expect(serviceInvoiceOfLink(token, { key, now })).toBe("SRV-6H6CPHRZ");
    expect(serviceInvoiceOfLink(token, { key, now: new Date(now.getTime() + 25 * 3_600_000) })).toBeNull();
    expect(serviceInvoiceOfLink(token.replace("SRV-6H6CPHRZ", "SRV-OTHERONE"), { key, now })).toBeNull();
    expect(serviceInvoiceOfLink(token, { key: "x".repeat(32), now })).toBeNull();
  });

  it("prints the dealer's GSTIN, the customer, SAC and HSN lines with CGST and SGST", async () => {
    const parts = [{ name: "AC run capacitor", quantity: 1, linePaise: 45_000 }];
    const tax = visitInvoiceLines({
      visitChargePaise: 0,
      labourPaise: 50_000,
      parts,
      sac: "998715",
      partsHsn: "841590",
    });
    const invoice: VisitInvoiceView = {
      invoiceNumber: "KHS/26-27/000003",
      seller: defaultSeller,
      customer: {
        name: "Meena Sundaram",
        phone: "9388591876",
        address: "45, Perundurai Road",
        pincode: "638009",
      },
      sac: "998715",
      partsHsn: "841590",
      taxLines: tax.lines,
      taxTotals: tax.totals,
      pdfHref: "/service-invoice.pdf?t=x",
      kind: "repair",
      visitChargePaise: 0,
      labourPaise: 50_000,
      labourItem: "General service (filter, coil and drain cleaning)",
      labourKey: "ac-general-service",
      parts,
      partsPaise: 45_000,
      gstPaise: tax.totals.taxPaise,
      totalPaise: tax.totalPaise,
      paymentMethod: "upi",
      repairWarrantyUntil: "2027-02-24",
      issuedAt: now.toISOString(),
    };
    const pdf = await visitInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const words of [
      "Tax invoice",
      "KHS/26-27/000003",
      "GSTIN: 33ABCDE1234F1Z7",
      "Meena Sundaram",
      "SAC 998715",
      "HSN 841590",
      "CGST 9%",
      "Rs. 1,121.00",
      "Authorised signatory",
    ]) {
      expect(text).toContain(words);
    }
  });
});
