/**
 * What the service desk may do with a booking in each status. Safe for the browser: the detail page shows
 * only the allowed actions, and the server refuses the rest with a 409.
 */
import type { BookingStatus } from "../../../db/enums";
import type { PillTone } from "~/components/admin/admin-ui";
import { bookingStatusLabels } from "./booking-view";

export type StaffBookingAction =
  "confirm" | "assign" | "start" | "complete" | "cancel" | "reschedule" | "revisit";

const staffBookingActions: readonly StaffBookingAction[] = [
  "confirm",
  "assign",
  "start",
  "complete",
  "revisit",
  "reschedule",
  "cancel",
];

/** The statuses each action may start from. */
const allowedFrom: Record<StaffBookingAction, readonly BookingStatus[]> = {
  confirm: ["requested"],
  // a second assignment hands the visit to another technician
  assign: ["confirmed", "technician_assigned"],
  start: ["technician_assigned", "revisit"],
  complete: ["in_progress"],
  // a visit waiting for a part is visited again once the part is in
  revisit: ["waiting_for_parts"],
  cancel: ["requested", "confirmed", "technician_assigned", "in_progress", "waiting_for_parts", "revisit"],
  reschedule: ["requested", "confirmed", "technician_assigned", "revisit"],
};

/** The status an action leaves the booking in (reschedule keeps the status it had). */
export const statusAfter: Record<Exclude<StaffBookingAction, "reschedule">, BookingStatus> = {
  confirm: "confirmed",
  assign: "technician_assigned",
  start: "in_progress",
  complete: "completed",
  cancel: "cancelled",
  revisit: "revisit",
};

export function canApply(action: StaffBookingAction, status: BookingStatus): boolean {
  return allowedFrom[action].includes(status);
}

export function availableActions(status: BookingStatus): StaffBookingAction[] {
  return staffBookingActions.filter((action) => canApply(action, status));
}

/** Every status in lifecycle order, for filters. */
export const bookingStatusOrder: readonly BookingStatus[] = [
  "requested",
  "confirmed",
  "technician_assigned",
  "in_progress",
  "waiting_for_parts",
  "revisit",
  "completed",
  "cancelled",
];

/** For the narrow cells of the booking board. */
export const bookingStatusShortLabels: Record<BookingStatus, string> = {
  ...bookingStatusLabels,
  technician_assigned: "Assigned",
  waiting_for_parts: "Parts",
};

export const bookingStatusTones: Record<BookingStatus, PillTone> = {
  requested: "warning",
  confirmed: "info",
  technician_assigned: "info",
  in_progress: "info",
  waiting_for_parts: "warning",
  revisit: "info",
  completed: "success",
  cancelled: "danger",
};

const actionPast: Record<StaffBookingAction, string> = {
  confirm: "confirmed",
  assign: "given a technician",
  start: "started",
  complete: "completed",
  cancel: "cancelled",
  reschedule: "rescheduled",
  revisit: "given a revisit",
};

/** The 409 text for an action the booking's status does not allow. */
export function refusedMessage(action: StaffBookingAction, status: BookingStatus): string {
  return `This booking is ${bookingStatusLabels[status].toLowerCase()}, so it cannot be ${actionPast[action]} now.`;
}
