import { describe, expect, it } from "vitest";

import { pdfText } from "../../../tests/support/pdf-text";
import { defaultSeller } from "~/modules/gst/seller";

import { invoicePdf } from "./invoice-pdf.server";
import type { OrderView } from "./order-view";

const order: Omit<OrderView, "upi" | "gateway"> = {
  orderNumber: "ORD-261127-ABC123",
  invoiceNumber: "KHA/26-27/000042",
  status: "cancelled",
  paymentMethod: "cod",
  paymentStatus: "pending",
  placedAt: "2026-11-27T05:00:00.000Z",
  estimatedDelivery: "2026-12-03",
  lines: [
    {
      productId: 1,
      title: "Samsung 43 inch Crystal 4K TV",
      image: "/x.svg",
      unitPricePaise: 3_209_300,
      mrpPaise: 4_790_000,
      quantity: 2,
      lineTotalPaise: 6_418_600,
      hsnCode: "852872",
      gstRatePct: 18,
    },
  ],
  money: { payments: [], refunds: [], receivedPaise: 0, refundedPaise: 0 },
  tax: {
    placeOfSupply: "29",
    buyer: { gstin: "29AAGCB7383J1Z4", name: "Bengaluru Cool Traders" },
    installationSac: "998736",
  },
  creditNotes: [
    {
      number: "KHC/26-27/000007",
      reason: "cancelled",
      issuedAt: "2026-11-28T05:00:00.000Z",
      totalPaise: 6_418_600,
      lines: [{ productId: 1, quantity: 2, amountPaise: 6_418_600, code: "852872", ratePct: 18 }],
    },
  ],
  totalPaise: 6_418_600,
  installationChargePaise: 0,
  installation: null,
  installationBy: null,
  discountPaise: 3_162_400,
  shipping: {
    name: "Meena Sundaram",
    phone: "9843011111",
    email: "meena@example.test",
    address: "12, MG Road",
    address2: null,
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    country: "India",
  },
  trackingId: null,
  customerUpdates: {
    consent: false,
    codConfirmNeeded: false,
    codConfirmedAt: null,
    confirmBy: null,
    phoneVerified: false,
  },
  events: [],
  returns: [],
  returnable: null,
  replacesOrderNumber: null,
};

describe("tax documents as PDF files", () => {
  it("writes the invoice on A4 as real text: number, GSTINs, HSN, IGST and the signatory", async () => {
    const pdf = await invoicePdf(order, defaultSeller);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfText(pdf);
    for (const words of [
      "Tax Invoice",
      "KHA/26-27/000042",
      "GSTIN: 33ABCDE1234F1Z7 (sample: not a registered GSTIN)",
      "Buyer's GSTIN: 29AAGCB7383J1Z4",
      "Place of supply: Karnataka (29)",
      "Tax payable on reverse charge: No",
      "HSN 852872",
      "IGST 18%",
      "Rs. 64,186.00",
      "Authorised signatory",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("writes a credit note against its invoice", async () => {
    const text = pdfText(await invoicePdf(order, defaultSeller, order.creditNotes[0]));
    for (const words of ["Credit Note", "KHC/26-27/000007", "KHA/26-27/000042", "Total credited"]) {
      expect(text).toContain(words);
    }
  });
});
