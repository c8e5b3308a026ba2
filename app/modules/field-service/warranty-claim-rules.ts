/**
 * Which visits are warranty claims on the brand, and how a claim moves. Safe for the browser (decision 047).
 */
import type { BookingKind, WarrantyClaimStatus } from "../../../db/enums";

import type { VisitInvoiceLine } from "./visit-bill";

/**
 * A repair of a sold appliance whose manufacturer's warranty covered the day the repair was booked (the day
 * the complaint reached us, as brands count it). Our own 90-day repair warranty is not the brand's to pay.
 */
export function isWarrantyClaimVisit(
  visit: { kind: BookingKind; bookedOn: string },
  appliance: { warrantyUntil: string } | null,
): boolean {
  return visit.kind === "repair" && appliance !== null && appliance.warrantyUntil >= visit.bookedOn;
}

/** What staff record on a claim, in the order the brand answers: its service request number, then a decision, then payment. */
export type ClaimStep = "reference" | "approve" | "reject" | "paid";

const allowed: Record<ClaimStep, readonly WarrantyClaimStatus[]> = {
  // the brand's number may be recorded or corrected until the claim is settled
  reference: ["raised", "approved", "rejected"],
  approve: ["raised", "rejected"],
  reject: ["raised", "approved"],
  paid: ["approved"],
};

/** Whether staff may record a step now; a claim invoiced to the brand on approval is not rejected after. */
export function canApplyClaimStep(step: ClaimStep, status: WarrantyClaimStatus, invoiced: boolean): boolean {
  return allowed[step].includes(status) && !(step === "reject" && invoiced);
}

export const claimStatusLabels: Record<WarrantyClaimStatus, string> = {
  raised: "Raised",
  approved: "Approved",
  rejected: "Rejected",
  paid: "Paid",
};

/** Whole days a claim has waited since it was raised, counted in India dates. */
export function claimAgeDays(raisedOn: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(today) - Date.parse(raisedOn)) / 86_400_000));
}

/** 'WC-' and the suffix of the booking's reference ('SRV-…'). */
export function claimNumberFor(bookingReference: string): string {
  return `WC-${bookingReference.replace(/^SRV-/, "")}`;
}

/** A claim line as the claims page and the brand's invoice name it. */
export function claimLineText(line: VisitInvoiceLine, labourItem: string | null): string {
  if (line.item.kind === "visit") return "Visit charge";
  if (line.item.kind === "part") return `${line.item.name} × ${line.item.quantity}`;
  return labourItem ? `Labour: ${labourItem}` : "Labour";
}
