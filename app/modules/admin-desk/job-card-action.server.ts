/** The job card's posted steps: read the form, call the visit's domain functions, answer refusals. */
import type { Database } from "../../../db/client.server";
import {
  partsSources,
  unsignedReasons,
  visitPaymentMethods,
  type PartsSource,
  type UnsignedReason,
  type VisitPaymentMethod,
} from "../../../db/enums";
import { formText } from "~/lib/form-text";
import { postedSerials } from "~/modules/appliances/serial-number";
import { completeVisit } from "~/modules/field-service/complete-visit.server";
import { choosePaymentMessage } from "~/modules/field-service/visit-bill";
import {
  addVisitPart,
  partsSourceMessage,
  removeVisitPart,
  saveDiagnosis,
  startVisit,
  waitForParts,
} from "~/modules/field-service/job-card.server";
import { addJobPhotos } from "~/modules/field-service/job-photos.server";
import {
  maxSignatureChars,
  postedFiles,
  readSignature,
  type SignatureInput,
} from "~/modules/booking/visit-pictures.server";
import {
  approveEstimateWithCode,
  declineEstimateOnSite,
  sendEstimate,
} from "~/modules/field-service/visit-estimates.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { diagnosisMaxLength, type JobCardActionResult, type JobCardField } from "./job-card-action";

export type JobCardOutcome = { ok: true } | { ok: false; status: number; result: JobCardActionResult };

function refuse(intent: string, status: number, message: string, field?: JobCardField): JobCardOutcome {
  return { ok: false, status, result: { intent, message, ...(field ? { field } : {}) } };
}

const idPattern = /^\d{1,9}$/;
const requestKeyPattern = /^[A-Za-z0-9-]{16,64}$/;

function isPartsSource(value: string): value is PartsSource {
  return (partsSources as readonly string[]).includes(value);
}

export function isPaymentMethod(value: string): value is VisitPaymentMethod {
  return (visitPaymentMethods as readonly string[]).includes(value);
}

export const signatureMissingMessage =
  "Please ask the customer to sign in the box, or choose why they cannot sign.";
const signatureUnreadableMessage =
  "The signature could not be read. Clear the box and ask the customer to sign again.";

function isUnsignedReason(value: string): value is UnsignedReason {
  return (unsignedReasons as readonly string[]).includes(value);
}

/** The customer's drawn signature, or the reason chosen for none: a drawn one wins when both came. */
async function postedSignature(
  form: FormData,
): Promise<{ ok: true; signature: SignatureInput } | { ok: false; message: string }> {
  const drawn = formText(form, "signature", maxSignatureChars + 1);
  if (drawn !== "") {
    const read = await readSignature(drawn);
    return read
      ? { ok: true, signature: { drawn: read } }
      : { ok: false, message: signatureUnreadableMessage };
  }
  const reason = formText(form, "unsigned", 20);
  return isUnsignedReason(reason)
    ? { ok: true, signature: { unsignedReason: reason } }
    : { ok: false, message: signatureMissingMessage };
}

export async function runJobCardAction(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  bookingId: number,
  form: FormData,
): Promise<JobCardOutcome> {
  const intent = formText(form, "intent", 50);
  switch (intent) {
    case "start": {
      const code = formText(form, "code", 20).trim();
      if (!/^\d{4}$/.test(code))
        return refuse(intent, 400, "Please enter the 4-digit code the customer reads out.", "code");
      const outcome = await startVisit(db, user, technicianId, bookingId, code);
      return outcome.ok ? outcome : refuse(intent, outcome.status, outcome.message, "code");
    }
    case "diagnosis": {
      const text = formText(form, "diagnosis", diagnosisMaxLength + 200).trim();
      if (text.length > diagnosisMaxLength) {
        return refuse(
          intent,
          400,
          `Please keep the diagnosis under ${diagnosisMaxLength} characters.`,
          "diagnosis",
        );
      }
      const outcome = await saveDiagnosis(db, technicianId, bookingId, text);
      return outcome.ok ? outcome : refuse(intent, outcome.status, outcome.message, "diagnosis");
    }
    case "add-part": {
      const partId = formText(form, "partId", 20);
      const quantity = formText(form, "quantity", 20).trim();
      const requestKey = formText(form, "requestKey", 100);
      if (!idPattern.test(partId))
        return refuse(intent, 400, "Please choose a part from the list.", "partId");
      if (!/^\d{1,2}$/.test(quantity) || Number(quantity) < 1) {
        return refuse(intent, 400, "Please enter a quantity from 1 to 99.", "quantity");
      }
      if (!requestKeyPattern.test(requestKey))
        return refuse(intent, 400, "Please reload the page and add the part again.", "partId");
      const outcome = await addVisitPart(db, technicianId, bookingId, {
        partId: Number(partId),
        quantity: Number(quantity),
        requestKey,
        warrantyExcluded: formText(form, "excluded", 10) === "yes",
      });
      return outcome.ok ? { ok: true } : refuse(intent, outcome.status, outcome.message, "partId");
    }
    case "remove-part": {
      const line = formText(form, "line", 20);
      if (!idPattern.test(line)) return refuse(intent, 400, "This part is not on the visit.", "part");
      const outcome = await removeVisitPart(db, technicianId, bookingId, Number(line));
      return outcome.ok ? outcome : refuse(intent, outcome.status, outcome.message, "part");
    }
    case "complete": {
      const labourKey = formText(form, "labour", 100);
      const pay = formText(form, "pay", 20);
      // completeVisit asks for the payment when the customer has something to pay
      if (pay !== "" && !isPaymentMethod(pay)) return refuse(intent, 400, choosePaymentMessage, "pay");
      const signed = await postedSignature(form);
      if (!signed.ok) return refuse(intent, 400, signed.message, "signature");
      const outcome = await completeVisit(
        db,
        user,
        bookingId,
        {
          labourKey,
          paymentMethod: pay === "" ? null : pay,
          serials: postedSerials(form),
          signature: signed.signature,
        },
        { technicianId },
      );
      return outcome.ok
        ? { ok: true }
        : refuse(intent, outcome.status, outcome.message, outcome.field ?? "labour");
    }
    case "photos": {
      const stage = formText(form, "stage", 20);
      if (stage !== "before" && stage !== "after") {
        return refuse(
          intent,
          400,
          "Please say whether the photos are from before or after the work.",
          "photos-before",
        );
      }
      const outcome = await addJobPhotos(db, technicianId, bookingId, stage, postedFiles(form));
      return outcome.ok ? outcome : refuse(intent, outcome.status, outcome.message, `photos-${stage}`);
    }
    case "waiting-for-parts": {
      const expectedOn = formText(form, "expectedOn", 20);
      const source = formText(form, "source", 20);
      if (!isPartsSource(source)) return refuse(intent, 400, partsSourceMessage, "source");
      const outcome = await waitForParts(db, user, technicianId, bookingId, { expectedOn, source });
      return outcome.ok
        ? outcome
        : refuse(intent, outcome.status, outcome.message, outcome.status === 400 ? "expectedOn" : "source");
    }
    case "estimate": {
      const outcome = await sendEstimate(db, user, technicianId, bookingId, formText(form, "labour", 100));
      return outcome.ok ? outcome : refuse(intent, outcome.status, outcome.message, "estimate");
    }
    case "estimate-code": {
      const code = formText(form, "code", 20).trim();
      const outcome = await approveEstimateWithCode(db, user, technicianId, bookingId, code);
      return outcome.ok ? outcome : refuse(intent, outcome.status, outcome.message, "estimate");
    }
    case "estimate-declined": {
      const outcome = await declineEstimateOnSite(db, user, technicianId, bookingId);
      return outcome.ok ? outcome : refuse(intent, outcome.status, outcome.message, "estimate");
    }
    default:
      return refuse(intent, 400, "This action is not known.");
  }
}
