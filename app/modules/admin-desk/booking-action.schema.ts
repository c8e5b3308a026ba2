import { z } from "zod";

import { isSlotName } from "~/modules/service/booking-slots";
import { isIsoDate } from "~/lib/india-time";

/** The visit charge as staff type it, in rupees with at most two decimals, up to ₹1,00,000. */
export const visitChargeField = z
  .string({ error: "Please enter the visit charge in rupees." })
  .trim()
  .transform((value) => value.replace(/^₹\s*/, "").replace(/,/g, ""))
  .refine((value) => value !== "", { error: "Please enter the visit charge in rupees (0 if none)." })
  .refine((value) => /^\d{1,6}(\.\d{1,2})?$/.test(value), {
    error: "Please enter the visit charge in rupees, e.g. 299 or 299.50.",
  })
  .transform((value) => Math.round(Number(value) * 100))
  .refine((paise) => paise <= 1_00_000_00, { error: "The visit charge cannot be more than ₹1,00,000." });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Please keep ${label} under ${max} characters.`)
    .transform((value) => (value === "" ? null : value));

export const bookingActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm") }),
  z.object({
    intent: z.literal("assign"),
    technicianId: z
      .string({ error: "Please choose an active technician." })
      .regex(/^\d{1,9}$/, "Please choose an active technician.")
      .transform(Number),
  }),
  z.object({ intent: z.literal("start") }),
  z.object({
    intent: z.literal("complete"),
    visitCharge: visitChargeField,
    partsUsed: optionalText(500, "the parts used"),
    notes: optionalText(1000, "the notes"),
  }),
  z.object({
    intent: z.literal("cancel"),
    reason: z
      .string({ error: "Please give a reason for the cancellation." })
      .trim()
      .min(1, "Please give a reason for the cancellation.")
      .max(300, "Please keep the reason under 300 characters."),
  }),
  z.object({
    intent: z.literal("reschedule"),
    date: z
      .string({ error: "Please choose a date." })
      .min(1, "Please choose a date.")
      .refine(isIsoDate, "Please choose a valid date."),
    slot: z.string({ error: "Please choose a time slot." }).refine(isSlotName, "Please choose a time slot."),
  }),
]);

export type BookingActionInput = z.output<typeof bookingActionSchema>;
