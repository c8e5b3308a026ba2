import { z } from "zod";

import { visitPaymentMethods } from "../../../db/enums";
import { isSlotName } from "~/modules/booking/booking-slots";
import { choosePaymentMessage, chooseWorkMessage } from "~/modules/field-service/visit-bill";
import { isIsoDate } from "~/lib/india-time";

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
    labour: z.string({ error: chooseWorkMessage }).min(1, chooseWorkMessage).max(100, chooseWorkMessage),
    // a warranty visit may leave the customer nothing to pay: completeVisit asks for the payment when it is due
    pay: z.enum(visitPaymentMethods, { error: choosePaymentMessage }).optional(),
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
  z.object({
    intent: z.literal("revisit"),
    date: z
      .string({ error: "Please choose a date." })
      .min(1, "Please choose a date.")
      .refine(isIsoDate, "Please choose a valid date."),
    slot: z.string({ error: "Please choose a time slot." }).refine(isSlotName, "Please choose a time slot."),
  }),
]);

export type BookingActionInput = z.output<typeof bookingActionSchema>;
