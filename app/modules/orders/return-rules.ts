import { returnKinds, returnReasons, type ReturnKind, type ReturnReason } from "../../../db/enums";
import { formOverheadBytes, maxPictureBytes } from "~/lib/picture-limits";
import { returnMessages } from "~/modules/orders/texts/en/return-messages";

import { replacementDays } from "./order-rules";

export { replacementDays };

/** Photos a return request may carry. */
export const maxReturnPhotos = 4;
/** The largest request form: its photos at their limit, and the fields. */
export const maxReturnFormBytes = maxReturnPhotos * maxPictureBytes + formOverheadBytes;
export const maxReturnDetails = 500;

/** The last moment a delivered order may ask for a replacement or return (the policy's days). */
export function returnWindowEnd(deliveredAt: Date | string): Date {
  return new Date(new Date(deliveredAt).getTime() + replacementDays * 24 * 60 * 60 * 1000);
}

/** "RET-12": how the customer and staff name a request. */
export const returnNumber = (id: number) => `RET-${id}`;

/** The form field of one order line's quantity to send back. */
export const returnQuantityField = (orderLineId: number) => `qty-${orderLineId}`;

export type ReturnEntry = {
  kind: ReturnKind;
  reason: ReturnReason;
  details: string | null;
  lines: { orderLineId: number; quantity: number }[];
};

export type ReturnEntryErrors = Partial<Record<"kind" | "reason" | "lines" | "details" | "photos", string>>;

/**
 * Reads a request from the form's fields against the lines that can still go back (each with how many):
 * codes of returnMessages for what is wrong. The server checks the quantities again under the order's lock.
 */
export function readReturnEntry(
  fields: Record<string, string>,
  returnable: readonly { orderLineId: number; left: number }[],
): { ok: true; entry: ReturnEntry } | { ok: false; errors: ReturnEntryErrors } {
  const codes = returnMessages.code;
  const errors: ReturnEntryErrors = {};
  const kind = returnKinds.find((value) => value === fields.kind);
  const reason = returnReasons.find((value) => value === fields.reason);
  if (!kind) errors.kind = codes.chooseKind;
  if (!reason) errors.reason = codes.chooseReason;
  const details = (fields.details ?? "").trim();
  if (details.length > maxReturnDetails) errors.details = codes.detailsLong;
  const lines: ReturnEntry["lines"] = [];
  for (const line of returnable) {
    const typed = (fields[returnQuantityField(line.orderLineId)] ?? "0").trim();
    const quantity = /^\d{1,2}$/.test(typed) ? Number(typed) : Number.NaN;
    if (Number.isNaN(quantity) || quantity > line.left) errors.lines = codes.tooMany;
    else if (quantity > 0) lines.push({ orderLineId: line.orderLineId, quantity });
  }
  if (lines.length === 0 && !errors.lines) errors.lines = codes.chooseLines;
  if (!kind || !reason || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, entry: { kind, reason, details: details || null, lines } };
}
