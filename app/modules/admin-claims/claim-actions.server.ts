/** The claim page's posted steps: read the form, check it, record the brand's answer. */
import type { Database } from "../../../db/client.server";
import { formText } from "~/lib/form-text";
import { isIsoDate, todayInIndia } from "~/lib/india-time";
import { parseRupees } from "~/lib/money";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { askCustomerToPay, recordRebillPayment } from "~/modules/field-service/claim-rebill.server";
import type { ClaimActionResult, ClaimField } from "~/modules/field-service/warranty-claim-view";
import {
  recordClaimStep,
  recordPartReturned,
  type ClaimStepInput,
} from "~/modules/field-service/warranty-claims.server";

type Outcome = { status: number; result: ClaimActionResult };

const brandReferencePattern = /^[A-Za-z0-9][A-Za-z0-9/_-]{2,39}$/;
/** The most a brand pays on one claim: ₹10 lakh, far above any repair. */
const maxPaidPaise = 10_00_000_00;

const notices: Record<ClaimStepInput["step"], string> = {
  reference: "The brand's service request number is saved.",
  approve: "The claim is marked approved by the brand.",
  reject: "The claim is marked rejected by the brand.",
  paid: "The claim is marked paid.",
};

function refuse(intent: string, status: number, message: string, field?: ClaimField): Outcome {
  return { status, result: { ok: false, intent, message, ...(field ? { field } : {}) } };
}

function readStep(intent: string, form: FormData, now: Date): ClaimStepInput | Outcome {
  switch (intent) {
    case "reference": {
      const brandReference = formText(form, "brandReference", 100).trim();
      return brandReferencePattern.test(brandReference)
        ? { step: "reference", brandReference }
        : refuse(
            intent,
            400,
            "Please enter the brand's service request number: 3 to 40 letters, digits, / - or _.",
            "brandReference",
          );
    }
    case "approve":
      return { step: "approve" };
    case "reject": {
      const reason = formText(form, "reason", 600).trim();
      if (reason === "")
        return refuse(intent, 400, "Please give the brand's reason for rejecting.", "reason");
      if (reason.length > 300)
        return refuse(intent, 400, "Please keep the reason under 300 characters.", "reason");
      return { step: "reject", reason };
    }
    case "paid": {
      const paidPaise = parseRupees(formText(form, "paidAmount", 30), maxPaidPaise);
      if (paidPaise === null)
        return refuse(intent, 400, "Please enter the amount the brand paid, in rupees.", "paidAmount");
      const paidOn = formText(form, "paidOn", 20);
      if (!isIsoDate(paidOn) || paidOn > todayInIndia(now))
        return refuse(intent, 400, "Please enter the date the payment came, today or earlier.", "paidOn");
      return { step: "paid", paidPaise, paidOn };
    }
    default:
      return refuse(intent, 400, "This action is not known.");
  }
}

export async function runClaimAction(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  form: FormData,
  now = new Date(),
): Promise<Outcome> {
  const intent = formText(form, "intent", 50);
  if (intent === "part-returned") {
    const part = formText(form, "part", 20);
    const returned = formText(form, "returned", 10);
    if (!/^\d{1,9}$/.test(part) || (returned !== "yes" && returned !== "no"))
      return refuse(intent, 400, "This part is not on the claim.", "part");
    const outcome = await recordPartReturned(db, user, bookingId, Number(part), returned === "yes");
    if (!outcome.ok) return refuse(intent, outcome.status, outcome.message, "part");
    const notice = returned === "yes" ? "Marked as returned to the brand." : "Marked as not returned.";
    return { status: 200, result: { ok: true, intent, notice } };
  }
  if (intent === "rebill-ask") {
    const outcome = await askCustomerToPay(db, user, bookingId, { now });
    if (!outcome.ok) return refuse(intent, outcome.status, outcome.message);
    const notice = "The customer is asked to approve the bill: we sent them the link.";
    return { status: 200, result: { ok: true, intent, notice } };
  }
  if (intent === "rebill-paid") {
    const method = formText(form, "method", 10);
    if (method !== "cash" && method !== "upi")
      return refuse(intent, 400, "Please choose how the customer paid: cash or UPI.", "method");
    const reference = method === "upi" ? formText(form, "utr", 40) : null;
    const outcome = await recordRebillPayment(db, user, bookingId, { method, reference }, now);
    if (!outcome.ok)
      return refuse(intent, outcome.status, outcome.message, outcome.status === 400 ? "utr" : undefined);
    const notice = "The payment is recorded and the customer's tax invoice issued.";
    return { status: 200, result: { ok: true, intent, notice } };
  }
  const step = readStep(intent, form, now);
  if ("result" in step) return step;
  const outcome = await recordClaimStep(db, user, bookingId, step, now);
  if (!outcome.ok) return refuse(intent, outcome.status, outcome.message);
  return { status: 200, result: { ok: true, intent, notice: notices[step.step] } };
}
