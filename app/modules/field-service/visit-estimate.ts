/**
 * The estimate rule (decision 048), the same on the job card, the desk and at completion: work the customer
 * pays for (labour, parts and their GST) is billed only after they approved an estimate of exactly that
 * work; when they declined it, the visit bills without that work. Safe for the browser.
 */
import type { VisitEstimateStatus } from "../../../db/enums";
import {
  coveredShareOf,
  isCoveredPart,
  isCoveredVisit,
  visitBill,
  type VisitBill,
  type VisitBillInput,
  type VisitCover,
} from "./visit-bill";

export const estimateNeededMessage =
  "The customer pays for this work: send them the estimate, and complete once they approve or decline it.";
export const estimateWaitingMessage =
  "The customer has not answered the estimate yet. Ask for the code in their message, or record their answer.";
export const estimateChangedMessage =
  "The work changed after the estimate was sent. Send the new estimate to the customer.";
export const estimateNothingMessage =
  "The customer pays for no work on this visit: there is nothing to estimate. Complete the visit.";
export const estimateCodeMessage = "Please enter the 4-digit code from the customer's estimate message.";
export const estimateWrongCodeMessage =
  "That code does not match the estimate. Ask the customer to read the code in their estimate message again.";
export const estimateNotSentMessage = "There is no estimate waiting for the customer's answer.";

/** The customer's share of the work itself, without the visit charge. */
export type EstimateWork = { labourPaise: number; partsPaise: number; gstPaise: number; totalPaise: number };

export function customerWork(bill: VisitBill): EstimateWork {
  const { labourPaise, partsPaise, gstPaise } = bill;
  return { labourPaise, partsPaise, gstPaise, totalPaise: labourPaise + partsPaise + gstPaise };
}

/** The labour the customer pays for: none on a visit someone else covers (brand, repair warranty, contract). */
export function customerLabourKey(bill: VisitBill, labourKey: string | null): string | null {
  return coveredShareOf(bill) ? null : labourKey;
}

/** Where the visit stands with its estimate for the work now chosen. */
export type EstimateState =
  /** The customer pays for no work: nothing to approve. */
  | "not-needed"
  /** No estimate yet. */
  | "to-send"
  /** The estimate was for other work: the new work needs its own. */
  | "changed"
  | VisitEstimateStatus;

export function estimateState(
  bill: VisitBill,
  labourKey: string | null,
  estimate: { status: VisitEstimateStatus; labourKey: string | null; totalPaise: number } | null,
): EstimateState {
  const work = customerWork(bill);
  if (work.totalPaise === 0) return "not-needed";
  if (estimate === null) return "to-send";
  const same =
    estimate.labourKey === customerLabourKey(bill, labourKey) && estimate.totalPaise === work.totalPaise;
  return same ? estimate.status : "changed";
}

/** The parts still fitted once the customer declined: those someone other than the customer pays for. */
export function partsAfterDecline<P extends { warrantyExcluded?: boolean; partId?: number }>(
  parts: readonly P[],
  cover: VisitCover,
): P[] {
  return parts.filter((part) => isCoveredPart(part, cover));
}

/** The visit without the work the customer declined: a covered visit keeps what is paid for. */
function withoutDeclinedWork(input: VisitBillInput): VisitBillInput {
  const parts = partsAfterDecline(input.parts, input);
  return isCoveredVisit(input) ? { ...input, parts } : { ...input, labourPaise: 0, parts };
}

/** The bill as it will be charged: the declined work left out. */
export function billAsCharged(input: VisitBillInput, state: EstimateState): VisitBill {
  return visitBill(state === "declined" ? withoutDeclinedWork(input) : input);
}
