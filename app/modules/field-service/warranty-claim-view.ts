/** A warranty claim as the claims board, the job card and the customer's page show it. Safe for the browser. */
import type { WarrantyClaimStatus } from "../../../db/enums";
import type { LineTax } from "../gst/line-tax";
import type { VisitInvoiceLine } from "../field-service/visit-bill";

type ClaimPart = {
  /** The visit's part line. */
  id: number;
  name: string;
  quantity: number;
  linePaise: number;
  /** Whether the defective part went back to the brand; null until recorded. */
  defectiveReturned: boolean | null;
};

export type WarrantyClaimView = {
  claimNumber: string;
  brandSlug: string;
  brandName: string;
  status: WarrantyClaimStatus;
  brandReference: string | null;
  /** The covered visit charge, labour and parts, each with its GST, and their sums. */
  taxLines: VisitInvoiceLine[];
  taxTotals: LineTax;
  totalPaise: number;
  labourItem: string | null;
  parts: ClaimPart[];
  /** When the customer agreed to pay for the parts the warranty excludes; null when there were none. */
  customerApprovedAt: string | null;
  repairWarrantyUntil: string;
  rejectionReason: string | null;
  paidPaise: number | null;
  paidOn: string | null;
  raisedAt: string;
  decidedAt: string | null;
  /** The tax invoice to the brand, issued on approval (decision 054); null before. */
  invoice: {
    number: string;
    issuedAt: string;
    buyer: ClaimBuyer;
    /** The GST state code of the brand's registration. */
    placeOfSupply: string;
  } | null;
  /** Who the invoice is (or will be) made out to; null while the brand's billing details are missing. */
  billTo: ClaimBuyer | null;
  booking: {
    id: number;
    reference: string;
    customerName: string;
    phone: string;
    appliance: string;
    /** The unit's product ("LG 1.5 Ton … Split AC"), or the kind of appliance when the unit is not known. */
    model: string | null;
    /** The unit's serial number and delivery date, which the brand asks for; null when not known. */
    serialNumber: string | null;
    purchaseDate: string | null;
  };
};

/** A brand's GST registration, as an invoice is made out to it. */
export type ClaimBuyer = { name: string; gstin: string; address: string };

/** One row of the claims board. */
export type ClaimRow = {
  bookingId: number;
  claimNumber: string;
  brandName: string;
  status: WarrantyClaimStatus;
  brandReference: string | null;
  customerName: string;
  totalPaise: number;
  paidPaise: number | null;
  raisedOn: string;
  ageDays: number;
};

/** A brand's claims in sum: what is open (raised or approved), paid and rejected, and the oldest open one. */
export type BrandClaimTotals = {
  brandSlug: string;
  brandName: string;
  openCount: number;
  openPaise: number;
  paidCount: number;
  paidPaise: number;
  rejectedCount: number;
  rejectedPaise: number;
  oldestOpenDays: number | null;
};

export type ClaimField = "brandReference" | "reason" | "paidAmount" | "paidOn" | "part" | "method" | "utr";

/** What the claim page's forms get back: a notice, or a refusal under its field when it names one. */
export type ClaimActionResult =
  | { ok: true; intent: string; notice: string }
  | { ok: false; intent: string; message: string; field?: ClaimField };
