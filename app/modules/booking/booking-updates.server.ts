import type { ServiceBooking } from "../../../db/schema";
import { textIn } from "~/i18n/text";
import { getEnv } from "~/lib/env.server";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";
import { formatWeekday } from "~/lib/india-time";
import {
  customerUpdateSettings,
  enqueueCustomerUpdate,
  type CustomerUpdateSettings,
} from "~/modules/notify/customer-updates.server";
import type { Executor } from "~/modules/notify/outbox.server";

type BookingUpdate =
  | "booking_confirmed"
  | "technician_assigned"
  | "booking_rescheduled"
  | "booking_cancelled"
  | "waiting_for_parts"
  | "revisit_booked";

/** The visit's day and hours as two short values: "Mon, 30 Nov" and "9 AM-12 PM", in the booking's language. */
function visitValues(booking: ServiceBooking): [string, string] {
  const slots = textIn(serviceSlotsText, booking.language);
  return [formatWeekday(booking.date, booking.language), slots[`${booking.slot}.brief`]];
}

function values(booking: ServiceBooking, kind: BookingUpdate): string[] {
  switch (kind) {
    case "booking_confirmed":
    case "booking_rescheduled":
    case "revisit_booked":
      return [booking.reference, ...visitValues(booking)];
    case "waiting_for_parts":
      return [booking.reference, formatWeekday(booking.partsExpectedOn ?? booking.date, booking.language)];
    case "technician_assigned":
      return [booking.reference, booking.technicianName ?? "", ...visitValues(booking)];
    case "booking_cancelled":
      return [booking.reference];
  }
}

/** Tells the customer about their booking by SMS or WhatsApp and e-mail, if they agreed to updates (in the change's transaction). */
export async function announceBooking(
  tx: Executor,
  booking: ServiceBooking,
  kind: BookingUpdate,
  now: Date,
  settings: CustomerUpdateSettings = customerUpdateSettings(getEnv()),
): Promise<void> {
  await enqueueCustomerUpdate(
    tx,
    {
      kind,
      about: "service_booking",
      subject: booking.reference,
      language: booking.language,
      phone: booking.phone,
      email: booking.email,
      consent: booking.updatesConsent,
      values: values(booking, kind),
    },
    settings,
    now,
  );
}
