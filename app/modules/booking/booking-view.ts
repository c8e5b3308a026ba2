import type { BookingCoverage, BookingStatus } from "../../../db/enums";
import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import type { SlotName } from "./booking-slots";

const statusText = serviceStatusText.en;

/**
 * How a booking's status reads in English: the back office, the dealer's e-mails and the stored timeline.
 * Customer pages read serviceStatusText in their language.
 */
export const bookingStatusLabels: Record<BookingStatus, string> = {
  requested: statusText.requested,
  confirmed: statusText.confirmed,
  technician_assigned: statusText.technician_assigned,
  in_progress: statusText.in_progress,
  waiting_for_parts: statusText.waiting_for_parts,
  revisit: statusText.revisit,
  completed: statusText.completed,
  cancelled: statusText.cancelled,
};

/** The timeline's steps, in order; cancelled replaces whatever had not happened yet. */
export const timelineSteps = [
  "requested",
  "confirmed",
  "technician_assigned",
  "in_progress",
  "completed",
] as const satisfies readonly Exclude<BookingStatus, "cancelled">[];

export type TimelineEntry = {
  status: BookingStatus;
  label: string;
  state: "done" | "current" | "upcoming";
  at: string | null;
};

export type BookingView = {
  reference: string;
  /** Normalised, for the hidden fields of the change forms (the actions check it again). */
  phone: string;
  appliance: string;
  brand: string;
  date: string;
  slot: SlotName;
  maskedAddress: string;
  status: BookingStatus;
  technicianName: string | null;
  visitChargePaise: number | null;
  completedAt: string | null;
  warrantyEndsOn: string | null;
  timeline: TimelineEntry[];
  /** 'ok' when it can be rescheduled or cancelled online now. */
  change: "ok" | "late" | "closed";
  /** Whether the repair is covered by a warranty; null while the appliance is not known. */
  coverage: BookingCoverage | null;
  /** The sold appliance it is for ("LG 260 L Refrigerator, serial AB123"), when known. */
  linkedAppliance: string | null;
  /** Whether the customer gets SMS and WhatsApp updates about it. */
  updatesConsent: boolean;
};
