import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { pdfText } from "../../../tests/support/pdf-text";
import { defaultSeller } from "~/modules/gst/seller";

import type { VisitPictures } from "~/modules/booking/visit-pictures";
import type { VisitInvoiceView } from "./job-view";
import { visitInvoiceLines } from "./visit-bill";
import { readSignature } from "~/modules/booking/visit-pictures.server";
import {
  rebillInvoicePdfHref,
  serviceInvoiceOfLink,
  serviceInvoicePdfHref,
  visitInvoicePdf,
} from "./visit-invoice-pdf.server";

const key = "k".repeat(32);
const now = new Date("2026-11-27T10:00:00Z");

describe("a service invoice as a PDF file", () => {
  it("is opened by a link signed for a day, and not by a forged or expired one", () => {
    const href = serviceInvoicePdfHref("SRV-6H6CPHRZ", { key, now });
    const token = new URL(href, "http://shop.test").searchParams.get("t")!;
    expect(serviceInvoiceOfLink(token, { key, now })).toEqual({ reference: "SRV-6H6CPHRZ", of: "visit" });
    expect(serviceInvoiceOfLink(token, { key, now: new Date(now.getTime() + 25 * 3_600_000) })).toBeNull();
    expect(serviceInvoiceOfLink(token.replace("SRV-6H6CPHRZ", "SRV-OTHERONE"), { key, now })).toBeNull();
    expect(serviceInvoiceOfLink(token, { key: "x".repeat(32), now })).toBeNull();
    const rebill = new URL(rebillInvoicePdfHref("SRV-6H6CPHRZ", { key, now }), "http://shop.test");
    expect(serviceInvoiceOfLink(rebill.searchParams.get("t")!, { key, now })).toEqual({
      reference: "SRV-6H6CPHRZ",
      of: "rebill",
    });
  });
});

function invoiceOf(pictures: VisitPictures): VisitInvoiceView {
  const parts = [{ name: "AC run capacitor", quantity: 1, linePaise: 45_000 }];
  const tax = visitInvoiceLines({
    visitChargePaise: 0,
    labourPaise: 50_000,
    parts,
    sac: "998715",
    partsHsn: "841590",
  });
  return {
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
    pictures,
  };
}

const stroke =
  '<svg width="600" height="200"><path d="M20 150 L580 40" stroke="#000" stroke-width="6"/></svg>';

/** How many pictures the PDF embeds. */
const imagesIn = (pdf: Buffer) => pdf.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;

describe("a service invoice as a PDF file, its lines", () => {
  it("prints the dealer's GSTIN, the customer, SAC and HSN lines with CGST and SGST", async () => {
    const pdf = await visitInvoicePdf(invoiceOf({ photos: [], signature: null }), {
      photos: [],
      signature: null,
    });
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

  it("prints the photos of the work and the customer's signature after the invoice", async () => {
    const photo = (background: string) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .webp()
        .toBuffer();
    // as the job card keeps it: a transparent canvas with a stroke, flattened and grey
    const drawn = await sharp({ create: { width: 600, height: 200, channels: 4, background: "#0000" } })
      .composite([{ input: Buffer.from(stroke) }])
      .png()
      .toBuffer();
    const signature = (await readSignature(`data:image/png;base64,${drawn.toString("base64")}`))!.png;
    const pictures: VisitPictures = {
      photos: [
        { id: 1, stage: "before", href: "/visit-pictures/a", width: 640, height: 480 },
        { id: 2, stage: "after", href: "/visit-pictures/b", width: 640, height: 480 },
      ],
      signature: { signed: true, href: "/visit-pictures/c", width: 600, height: 200, at: now.toISOString() },
    };
    const bytes = {
      photos: [
        { stage: "before" as const, bytes: await photo("#a33") },
        { stage: "after" as const, bytes: await photo("#3a3") },
      ],
      signature,
    };
    const pdf = await visitInvoicePdf(invoiceOf(pictures), bytes);
    expect(imagesIn(pdf)).toBe(3);
    const text = pdfText(pdf);
    for (const words of [
      "Photos of the work",
      "Before the work, photo 1",
      "After the work, photo 1",
      "Customer's signature",
      "Signed on 27 Nov 2026",
    ]) {
      expect(text).toContain(words);
    }

    const unsigned = await visitInvoicePdf(
      invoiceOf({ photos: [], signature: { signed: false, reason: "not_present", at: now.toISOString() } }),
      { photos: [], signature: null },
    );
    expect(imagesIn(unsigned)).toBe(0);
    expect(pdfText(unsigned)).toContain("Not signed: the customer was not present");
  });
});
