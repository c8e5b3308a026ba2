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
import { bookingHorizonDays, isSlotName, isSunday, lastBookableDate, type SlotName } from "./booking-slots";
import {
  bookingNameMaxLength,
  bookingNameMinLength,
  issueMaxLength,
  visitAddressMaxLength,
  visitAddressMinLength,
} from "./service-rules";
import { isIsoDate, todayInIndia } from "~/lib/india-time";
import { indianMobilePattern, pincodePattern } from "~/lib/phone";

const applianceValues = optionValues(bookingAppliances);
const brandValues = optionValues(bookingBrands);

const phoneField = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine((value) => indianMobilePattern.test(value), {
    error: "Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.",
  })
  .transform((value) => value.slice(-10));

const nameLengthMessage = `Name must be between ${bookingNameMinLength}-${bookingNameMaxLength} characters.`;

export const bookingHorizonMessage = `Please choose a date within the next ${bookingHorizonDays} days.`;

const dateField = z
  .string({ error: "Please choose a preferred date." })
  .min(1, "Please choose a preferred date.")
  .refine(isIsoDate, "Please choose a valid date.")
  .refine((value) => value >= todayInIndia(), { error: "The date cannot be earlier than today." })
  .refine((value) => value <= lastBookableDate(todayInIndia()), { error: bookingHorizonMessage });

const slotField = z
  .string({ error: "Please choose a time slot." })
  .refine(isSlotName, "Please choose a time slot.");

export const sundaySlotMessage = "On Sundays only the emergency slot is available.";
export const weekdaySlotMessage = "The emergency slot is for Sundays only. Please choose another slot.";

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
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .min(bookingNameMinLength, nameLengthMessage)
      .max(bookingNameMaxLength, nameLengthMessage),
    phone: phoneField,
    appliance: z.enum(applianceValues, { error: "Please select an appliance." }),
    brand: z.enum(brandValues, { error: "Please select a brand." }),
    issue: z
      .string({ error: "Please describe the issue." })
      .trim()
      .min(1, "Please describe the issue.")
      .max(issueMaxLength, `Please keep the description under ${issueMaxLength} characters.`),
    date: dateField,
    slot: slotField,
    address: z
      .string({ error: "Please enter the address for the visit." })
      .trim()
      .min(1, "Please enter the address for the visit.")
      .min(visitAddressMinLength, "Please enter the full address: house number, street and area.")
      .max(visitAddressMaxLength, `Please keep the address under ${visitAddressMaxLength} characters.`),
    pincode: z
      .string({ error: "Please enter the pincode." })
      .trim()
      .min(1, "Please enter the pincode.")
      .regex(pincodePattern, "Please enter a valid 6-digit pincode."),
    /** SMS and WhatsApp updates about this booking (ticked by default on the form). */
    updates: checkboxValue(),
    agreeTerms: z.preprocess(
      (value) => value === "on" || value === "true" || value === true,
      z.literal(true, { error: "You must agree to the terms and conditions." }),
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

const referenceMessage = "Please enter your booking reference.";

/** Reference and phone: what /track-service asks for, and what every change re-checks. */
export const trackSchema = z.object({
  reference: z
    .string({ error: referenceMessage })
    .trim()
    .min(1, referenceMessage)
    .max(20, "Please check the booking reference."),
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
