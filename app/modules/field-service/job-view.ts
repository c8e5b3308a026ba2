/** What a technician's visit list and job card show. Safe for the browser. */
import type {
  BookingCoverage,
  ClaimRebillStatus,
  BookingKind,
  BookingStatus,
  EstimateDecisionRoute,
  EstimatePart,
  RebillDecisionRoute,
  UnsignedReason,
  VisitEstimateStatus,
  ClaimRebillPaymentMethod,
} from "../../../db/enums";
import type { VisitPictures } from "../booking/visit-pictures";
import type { InvoiceSeller } from "../gst/seller";
import type { LineTax } from "../gst/line-tax";
import type { RateCardItem } from "./rate-card";
import type { VisitInvoiceLine } from "./visit-bill";
import type { WarrantyClaimView } from "./warranty-claim-view";

export type JobSummary = {
  id: number;
  reference: string;
  kind: BookingKind;
  kindText: string;
  status: BookingStatus;
  date: string;
  dateText: string;
  slotText: string;
  customerName: string;
  phone: string;
  address: string;
  pincode: string;
  mapsUrl: string;
  applianceText: string;
  warrantyText: string;
  issue: string;
};

export const unsignedReasonTexts: Record<UnsignedReason, string> = {
  not_present: "The customer was not present",
  declined: "The customer declined to sign",
  unable: "The customer was unable to sign",
};

export type JobPart = {
  id: number;
  /** The spare part's id: a repeat repair covers the parts its first repair replaced. */
  partId: number;
  name: string;
  quantity: number;
  unitPricePaise: number;
  /** On a warranty visit: the warranty does not cover it, so the customer pays for it. */
  warrantyExcluded: boolean;
};

/** A part the technician may add, with how many the store has free for this visit (decision 058). */
type PartChoice = { id: number; name: string; pricePaise: number; free: number };

export type JobCard = JobSummary & {
  appliance: string;
  /** The visit as last changed (its update time in ms): a step queued offline is sent against it. */
  revision: string;
  startedAt: string | null;
  /** While the visit waits for a part: the day it is expected. */
  partsExpectedOn: string | null;
  diagnosis: string;
  parts: JobPart[];
  partChoices: PartChoice[];
  rateCard: readonly RateCardItem[];
  /** The units an installation sets up, each needing its serial number at completion; empty for a repair. */
  units: { field: string; title: string; unit: number; quantity: number; serialNumber: string | null }[];
  /** The brand a warranty visit is claimed from; null when the customer pays for everything. */
  warrantyBrand: string | null;
  /** The maintenance contract that pays for the visit when the brand does not (decision 052). */
  amc: { contractNumber: string; planName: string; partsCovered: boolean } | null;
  /** The repair this visit repeats under our repair warranty, and the parts that repair replaced (decision 057). */
  rework: { reference: string; partIds: number[] } | null;
  invoice: VisitInvoiceView | null;
  /** The customer's photos of the fault, the technician's before and after photos, the signature. */
  pictures: VisitPictures;
  /** The claim on the brand, once a warranty visit is completed. */
  claim: WarrantyClaimView | null;
  /** The estimate sent to the customer for this visit's work, and their answer. */
  estimate: JobEstimate | null;
};

type JobEstimate = {
  status: VisitEstimateStatus;
  labourKey: string | null;
  totalPaise: number;
  decidedVia: EstimateDecisionRoute | null;
};

export type VisitInvoiceView = {
  invoiceNumber: string;
  /** The dealer, and the customer the invoice is made out to (decision 030). */
  seller: InvoiceSeller;
  customer: { name: string; phone: string; address: string; pincode: string };
  /** The SAC of the visit charge and labour, and the HSN code of the parts. */
  sac: string;
  partsHsn: string;
  /** The invoice's lines with their tax, and their sums (visitInvoiceLines, worked out on the server). */
  taxLines: VisitInvoiceLine[];
  taxTotals: LineTax;
  /** The invoice as a PDF file: a link signed for a day. */
  pdfHref: string;
  /** An installation's visit and labour were paid with the order. */
  kind: BookingKind;
  visitChargePaise: number;
  labourPaise: number;
  /** The job's English name as printed, and its rate-card key (null on invoices the card no longer knows). */
  labourItem: string | null;
  labourKey: string | null;
  parts: { name: string; quantity: number; linePaise: number }[];
  partsPaise: number;
  gstPaise: number;
  totalPaise: number;
  /** Cash or UPI to staff; "gateway" only on a rejected claim's bill paid online. */
  paymentMethod: ClaimRebillPaymentMethod;
  repairWarrantyUntil: string | null;
  issuedAt: string;
  /** The work's before and after photos and the customer's signature (the fault's photos stay with staff). */
  pictures: VisitPictures;
};

export const bookingKindLabels: Record<BookingKind, string> = {
  repair: "Repair",
  installation: "Installation",
};

/** The coverage the desk recorded, when there is no appliance record to read the warranty from. */
export const coverageTexts: Record<BookingCoverage, string> = {
  in_warranty: "In warranty",
  chargeable: "Out of warranty: chargeable",
};

export const warrantyNotKnownText = "Warranty not known";

/** The Google Maps search for a visit's address; opens the maps app on a phone. */
export function mapsSearchUrl(address: string, pincode: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${pincode}`)}`;
}

/** The visit as the customer's tracking page shows it. */
export type VisitAftercare = {
  /** Shown until the visit is completed (or cancelled), for the customer to read out to the technician. */
  visitCode: string | null;
  invoice: VisitInvoiceView | null;
  /** A warranty visit's claim on the brand: the customer pays nothing for the work it covers. */
  claim: { brandName: string; repairWarrantyUntil: string } | null;
  /** A visit the customer's maintenance contract paid for (decision 052). */
  amc: { contractNumber: string; repairWarrantyUntil: string | null } | null;
  /** A repeat of our repair, free under its repair warranty (decision 057): the repair it repeats. */
  rework: { reference: string; repairWarrantyUntil: string | null } | null;
  rating: { stars: number; comment: string | null } | null;
  canRate: boolean;
  /** The estimate of the work, while the visit is under way: to approve or decline, or as answered. */
  estimate: CustomerEstimate | null;
  /** The bill of a warranty claim the brand rejected, put to the customer (decision 055). */
  rebill: ClaimRebillView | null;
};

/** A rejected claim's bill put to the customer (decision 055), as they and staff see it. */
export type ClaimRebillView = {
  status: ClaimRebillStatus;
  /** Why the brand rejected the claim, as staff recorded it. */
  reason: string;
  /** The bill as its estimate panel shows it: asked is "sent", paid is "approved". */
  bill: CustomerEstimate & { visitChargePaise: number };
  askedAt: string;
  decidedAt: string | null;
  decidedVia: RebillDecisionRoute | null;
  /** The customer's tax invoice, once staff record the payment. */
  invoice: VisitInvoiceView | null;
};

export type CustomerEstimate = {
  status: VisitEstimateStatus;
  labourKey: string | null;
  labourItem: string | null;
  labourPaise: number;
  parts: EstimatePart[];
  gstPaise: number;
  totalPaise: number;
};
