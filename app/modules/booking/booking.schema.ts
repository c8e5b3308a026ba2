import { z } from "zod";

import { checkboxValue } from "~/components/form/checkbox-value";
import { parseFields } from "~/components/form/field-errors";

import {
  bookingAppliances,
  bookingBrands,
  bookingFields,
  optionValues,
  rescheduleFields,
  trackFields,
  type BookingErrors,
  type BookingField,
} from "./booking-options";
import { isSlotName, isSunday, lastBookableDate, type SlotName } from "./booking-slots";
import {
  bookingNameMaxLength,
  bookingNameMinLength,
  issueMaxLength,
  visitAddressMaxLength,
  visitAddressMinLength,
} from "./service-rules";
import { isIsoDate, todayInIndia } from "~/lib/india-time";
import { indianMobilePattern, pincodePattern } from "~/lib/phone";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";

const messages = bookingMessages.code;

const applianceValues = optionValues(bookingAppliances);
const brandValues = optionValues(bookingBrands);

const phoneField = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine((value) => indianMobilePattern.test(value), {
    error: messages.phoneInvalid,
  })
  .transform((value) => value.slice(-10));

export const bookingHorizonMessage = messages.dateHorizon;

const dateField = z
  .string({ error: messages.dateRequired })
  .min(1, messages.dateRequired)
  .refine(isIsoDate, messages.dateInvalid)
  .refine((value) => value >= todayInIndia(), { error: messages.datePast })
  .refine((value) => value <= lastBookableDate(todayInIndia()), { error: bookingHorizonMessage });

const slotField = z.string({ error: messages.slotRequired }).refine(isSlotName, messages.slotRequired);

export const sundaySlotMessage = messages.sundaySlot;
export const weekdaySlotMessage = messages.weekdaySlot;

/** Sundays take only the emergency slot, other days only the regular ones. */
function slotMatchesDate(value: { date: string; slot: SlotName }, ctx: z.RefinementCtx) {
  const sunday = isSunday(value.date);
  if (sunday && value.slot !== "emergency") {
    ctx.addIssue({ code: "custom", path: ["slot"], message: sundaySlotMessage });
  } else if (!sunday && value.slot === "emergency") {
    ctx.addIssue({ code: "custom", path: ["slot"], message: weekdaySlotMessage });
  }
}

/** One booking request from the 'Book a Service' form (home page and /services/book). */
export const bookingSchema = z
  .object({
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, messages.nameRequired)
      .min(bookingNameMinLength, messages.nameLength)
      .max(bookingNameMaxLength, messages.nameLength),
    phone: phoneField,
    /** Optional: a blank field is no address; phones' keyboards often add a space after one. */
    email: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || undefined : value),
      z.email({ error: messages.emailInvalid }).max(254, messages.emailInvalid).optional(),
    ),
    appliance: z.enum(applianceValues, { error: messages.applianceRequired }),
    brand: z.enum(brandValues, { error: messages.brandRequired }),
    issue: z
      .string({ error: messages.issueRequired })
      .trim()
      .min(1, messages.issueRequired)
      .max(issueMaxLength, messages.issueLength),
    date: dateField,
    slot: slotField,
    address: z
      .string({ error: messages.addressRequired })
      .trim()
      .min(1, messages.addressRequired)
      .min(visitAddressMinLength, messages.addressShort)
      .max(visitAddressMaxLength, messages.addressLength),
    pincode: z
      .string({ error: messages.pincodeRequired })
      .trim()
      .min(1, messages.pincodeRequired)
      .regex(pincodePattern, messages.pincodeInvalid),
    /** SMS and WhatsApp updates about this booking (ticked by default on the form). */
    updates: checkboxValue(),
    agreeTerms: z.preprocess(
      (value) => value === "on" || value === "true" || value === true,
      z.literal(true, { error: messages.termsRequired }),
    ),
  })
  .superRefine(slotMatchesDate);

export type Booking = z.output<typeof bookingSchema>;

// the schema's fields and the form's field list must not drift apart
const sameFields: [keyof Booking] extends [BookingField]
  ? [BookingField] extends [keyof Booking]
    ? true
    : false
  : false = true;
void sameFields;

/** Parses a booking request; on failure, the first message for each invalid field. */
export function validateBooking(input: unknown) {
  return parseFields(bookingSchema, input, bookingFields);
}

/** The first message for each invalid field, or null when the booking is valid. */
export function bookingErrors(input: unknown): BookingErrors | null {
  const result = validateBooking(input);
  return result.success ? null : result.errors;
}

const referenceMessage = trackServiceMessages.code.referenceRequired;

/** Reference and phone: what /track-service asks for, and what every change re-checks. */
export const trackSchema = z.object({
  reference: z
    .string({ error: referenceMessage })
    .trim()
    .min(1, referenceMessage)
    .max(20, trackServiceMessages.code.referenceCheck),
  phone: phoneField,
});

export const rescheduleSchema = trackSchema
  .extend({ date: dateField, slot: slotField })
  .superRefine(slotMatchesDate);

export type RescheduleInput = z.output<typeof rescheduleSchema>;

/** Parses a /track-service lookup: reference and phone, or the first message for each. */
export function validateTrack(input: unknown) {
  return parseFields(trackSchema, input, trackFields);
}

/** Parses a reschedule: the new date and slot with the lookup pair, or the first message for date and slot. */
export function validateReschedule(input: unknown) {
  return parseFields(rescheduleSchema, input, rescheduleFields);
}
