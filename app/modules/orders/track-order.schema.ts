import { z } from "zod";

import { parseFields, type FieldErrors } from "~/components/form/field-errors";
import { trackOrderMessages } from "~/modules/orders/texts/en/track-order-messages";

import { mobileNumber } from "./checkout.schema";
import { normaliseOrderNumber } from "./order-number";

const messages = trackOrderMessages.code;

/** The /track-order pair: order number and the mobile number used at checkout (normalised like checkout). */
export const trackOrderSchema = z.object({
  orderNumber: z
    .string({ error: messages.enterOrderNumber })
    .trim()
    .min(1, messages.enterOrderNumber)
    .max(40, messages.orderNumberLength)
    .transform(normaliseOrderNumber)
    .pipe(z.string().regex(/^ORD-[A-Z0-9-]{3,30}$/, messages.orderNumberFormat)),
  phone: mobileNumber({ short: messages.phoneShort, invalid: messages.phoneInvalid }),
});

/** The lookup fields, in the order the form shows them. */
const trackOrderFields = ["orderNumber", "phone"] as const;

export type TrackOrderErrors = FieldErrors<(typeof trackOrderFields)[number]>;

/** Parses a /track-order lookup: the pair, or the first message for each invalid field. */
export function validateTrackOrder(input: unknown) {
  return parseFields(trackOrderSchema, input, trackOrderFields);
}
