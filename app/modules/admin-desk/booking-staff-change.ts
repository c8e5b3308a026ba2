import type { BookingActionInput } from "~/modules/admin-desk/booking-action.schema";
import type { StaffBookingChange } from "~/modules/booking/staff-booking-change.server";
import { slotText } from "~/modules/booking/booking-slots";
import { formatLongDate } from "~/lib/india-time";

/** What a valid next-step form asks of the booking. */
export function toChange(input: Exclude<BookingActionInput, { intent: "complete" }>): StaffBookingChange {
  switch (input.intent) {
    case "assign":
      return { action: "assign", technicianId: input.technicianId };
    case "cancel":
      return { action: "cancel", reason: input.reason };
    case "reschedule":
    case "revisit":
      return { action: input.intent, date: input.date, slot: input.slot };
    default:
      return { action: input.intent };
  }
}

/** The notice shown once a visit is completed (by the desk or the job card's one command). */
export const completedNotice =
  "Visit completed. The customer now sees the service invoice and the repair warranty.";

/** The notice shown once a change is made. */
export function successNotice(
  change: StaffBookingChange,
  booking: { technicianName: string | null; date: string; slot: Parameters<typeof slotText>[0] },
): string {
  switch (change.action) {
    case "confirm":
      return "Booking confirmed.";
    case "assign":
      return `${booking.technicianName ?? "The technician"} is assigned to this visit.`;
    case "start":
      return "Visit started.";
    case "cancel":
      return "Booking cancelled.";
    case "reschedule":
      return `Visit moved to ${formatLongDate(booking.date)}, ${slotText(booking.slot)}.`;
    case "revisit":
      return `Revisit booked for ${formatLongDate(booking.date)}, ${slotText(booking.slot)}.`;
  }
}
