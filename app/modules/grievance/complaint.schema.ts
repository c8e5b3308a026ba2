import { z } from "zod";

import { parseFields, type FieldErrors } from "~/components/form/field-errors";
import { complaintMessages } from "~/modules/grievance/texts/en/complaint-messages";
import { referencePattern as bookingReferencePattern } from "~/modules/booking/booking-reference";
import { mobileNumber } from "~/modules/orders/checkout.schema";
import { orderNumberPattern } from "~/modules/orders/order-number";

import { complaintCategories } from "../../../db/enums";
import { descriptionMaxLength, descriptionMinLength } from "./grievance-rules";

const messages = complaintMessages.code;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** An order number (ORD-261126-AB12CD) or a booking reference (SRV-AB12CD34), upper-cased. */
const isReference = (value: string) => orderNumberPattern.test(value) || bookingReferencePattern.test(value);

/** The complaint form, checked by the server (the page posts it as it is, photos and all). */
export const complaintSchema = z.object({
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(2, messages.nameRequired)
    .max(80, messages.nameRequired),
  phone: mobileNumber({ short: messages.phoneShort, invalid: messages.phoneInvalid }),
  email: z.preprocess(
    blankToUndefined,
    z.optional(
      z
        .string()
        .trim()
        .pipe(z.email({ error: messages.emailInvalid }).max(254, messages.emailInvalid)),
    ),
  ),
  category: z.enum(complaintCategories, { error: messages.categoryRequired }),
  reference: z.preprocess(
    blankToUndefined,
    z.optional(
      z
        .string()
        .trim()
        .transform((value) => value.toUpperCase())
        .refine(isReference, messages.referenceInvalid),
    ),
  ),
  details: z
    .string({ error: messages.detailsLength })
    .trim()
    .min(descriptionMinLength, messages.detailsLength)
    .max(descriptionMaxLength, messages.detailsLength),
});

export type ComplaintInput = z.infer<typeof complaintSchema>;

const complaintFields = ["name", "phone", "email", "category", "reference", "details", "photos"] as const;
export type ComplaintErrors = FieldErrors<(typeof complaintFields)[number]>;

export function validateComplaint(input: unknown) {
  return parseFields(complaintSchema, input, complaintFields);
}

/** The status lookup: a ticket and the mobile number it was made with. */
export const complaintLookupSchema = z.object({
  ticket: z
    .string({ error: messages.ticketInvalid })
    .trim()
    .regex(/^GRV[\s-]*\d{1,9}$/i, messages.ticketInvalid),
  phone: mobileNumber({ short: messages.phoneShort, invalid: messages.phoneInvalid }),
});

export function validateComplaintLookup(input: unknown) {
  return parseFields(complaintLookupSchema, input, ["ticket", "phone"] as const);
}
