/**
 * The service desk's changes to a booking (confirm, assign, start, reschedule, cancel): the back office
 * calls these; the customer's own changes are in booking.server.ts. Completing a visit is one command for
 * the desk and the job card alike: complete-visit.server.ts.
 */
import { and, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { BookingEventMessage } from "../../../db/enums";
import { bookingEvents, serviceBookings, technicians, type ServiceBooking } from "../../../db/schema";
import { isIsoDate, todayInIndia } from "~/lib/india-time";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";

import { canApply, refusedMessage, statusAfter } from "./booking-lifecycle";
import { announceBooking } from "./booking-updates.server";
import { slotHasStarted, slotsForDate, type SlotName } from "./booking-slots";
import { releasePlace, reservePlace, type Transaction } from "./slot-places.server";

export type StaffBookingChange =
  | { action: "confirm" }
  | { action: "assign"; technicianId: number }
  | { action: "start" }
  | { action: "cancel"; reason: string }
  | { action: "reschedule" | "revisit"; date: string; slot: SlotName };

export type StaffChangeResult =
  | { ok: true; booking: ServiceBooking }
  | {
      ok: false;
      status: 400 | 404 | 409;
      field?: "technicianId" | "date" | "slot";
      message: string;
    };

const bookingMissingMessage = "This booking does not exist.";
export const technicianMissingMessage = "Please choose an active technician.";

const auditedFields = [
  "status",
  "date",
  "slot",
  "technicianName",
  "visitChargePaise",
  "partsUsed",
  "completionNotes",
] as const;

/** The audited fields that the change touched, before and after. */
function changedFields(before: ServiceBooking, after: ServiceBooking) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of auditedFields) {
    if (before[field] !== after[field]) {
      was[field] = before[field];
      now[field] = after[field];
    }
  }
  return { before: was, after: now };
}

type StaffStep = {
  set: Partial<typeof serviceBookings.$inferInsert>;
  message: BookingEventMessage;
  /** What staff typed (the cancellation's reason). */
  note?: string;
  release?: boolean;
};

async function planStaffStep(
  tx: Transaction,
  row: ServiceBooking,
  change: StaffBookingChange,
  { now, capacity }: { now: Date; capacity: number },
): Promise<StaffStep | Exclude<StaffChangeResult, { ok: true }>> {
  switch (change.action) {
    case "confirm":
      return { set: { status: statusAfter.confirm }, message: { code: "confirmed" } };
    case "assign": {
      const [technician] = await tx
        .select()
        .from(technicians)
        .where(and(eq(technicians.id, change.technicianId), eq(technicians.active, true)));
      if (!technician) {
        return { ok: false, status: 409, field: "technicianId", message: technicianMissingMessage };
      }
      if (row.status === "technician_assigned" && row.technicianName === technician.name) {
        return {
          ok: false,
          status: 409,
          field: "technicianId",
          message: `${technician.name} is already assigned to this visit.`,
        };
      }
      return {
        set: { status: statusAfter.assign, technicianId: technician.id, technicianName: technician.name },
        message: { code: "technicianAssigned", name: technician.name },
      };
    }
    case "start":
      return { set: { status: statusAfter.start }, message: { code: "started", by: "desk" } };
    case "cancel":
      return {
        set: { status: statusAfter.cancel, cancelledAt: now },
        message: { code: "cancelledByDesk" },
        note: change.reason,
        release: true,
      };
    case "reschedule":
    case "revisit": {
      const { date, slot } = change;
      const refused = await slotRefusal(tx, row, change, { now, capacity });
      if (refused) return refused;
      // a reschedule gives the old place back; a revisit is a second visit, the first one took place
      return change.action === "reschedule"
        ? { set: { date, slot }, message: { code: "rescheduled", by: "desk", date, slot }, release: true }
        : {
            set: { date, slot, status: statusAfter.revisit },
            message: { code: "revisitBooked", date, slot },
          };
    }
  }
}

/** Why the visit cannot move to this day and slot (reserving its place when it can). */
async function slotRefusal(
  tx: Transaction,
  row: ServiceBooking,
  { action, date, slot }: { action: "reschedule" | "revisit"; date: string; slot: SlotName },
  { now, capacity }: { now: Date; capacity: number },
): Promise<Exclude<StaffChangeResult, { ok: true }> | null> {
  if (!isIsoDate(date) || date < todayInIndia(now)) {
    return { ok: false, status: 400, field: "date", message: "The date cannot be earlier than today." };
  }
  if (!slotsForDate(date).includes(slot)) {
    return {
      ok: false,
      status: 400,
      field: "slot",
      message:
        slot === "emergency"
          ? "The emergency slot is for Sundays only. Please choose another slot."
          : "On Sundays only the emergency slot is available.",
    };
  }
  // a revisit may fall in the slot the first visit was booked for: that visit has taken place
  if (action === "reschedule" && row.date === date && row.slot === slot) {
    return { ok: false, status: 409, field: "slot", message: "The visit is already booked for that slot." };
  }
  if (slotHasStarted(date, slot, now)) {
    return { ok: false, status: 409, field: "slot", message: bookingMessages.en.slotStarted };
  }
  if (!(await reservePlace(tx, date, slot, capacity))) {
    return { ok: false, status: 409, field: "slot", message: bookingMessages.en.slotFull };
  }
  return null;
}

/** What the customer is told of each desk action, by SMS and WhatsApp (starting: nothing). */
const customerUpdateFor = {
  confirm: "booking_confirmed",
  assign: "technician_assigned",
  reschedule: "booking_rescheduled",
  cancel: "booking_cancelled",
  revisit: "revisit_booked",
  start: null,
} as const satisfies Record<StaffBookingChange["action"], Parameters<typeof announceBooking>[2] | null>;

/**
 * A change made by the service desk, in one transaction with its history row and its audit row. The
 * status must allow the action (see booking-lifecycle.ts); anything else is refused with a 409.
 */
export async function changeBookingAsStaff(
  db: Database,
  user: SignedInStaff,
  id: number,
  change: StaffBookingChange,
  options: { now: Date; capacity: number },
): Promise<StaffChangeResult> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(serviceBookings).where(eq(serviceBookings.id, id)).for("update");
    if (!row) return { ok: false, status: 404, message: bookingMissingMessage } as const;
    if (!canApply(change.action, row.status)) {
      return { ok: false, status: 409, message: refusedMessage(change.action, row.status) } as const;
    }
    const step = await planStaffStep(tx, row, change, options);
    if ("ok" in step) return step;
    if (step.release) await releasePlace(tx, row.date, row.slot);
    const [updated] = await tx
      .update(serviceBookings)
      .set({ ...step.set, updatedAt: now })
      .where(eq(serviceBookings.id, row.id))
      .returning();
    if (!updated) throw new Error("the locked booking disappeared");
    await tx
      .insert(bookingEvents)
      .values({ bookingId: row.id, status: updated.status, message: step.message, note: step.note, at: now });
    const update = customerUpdateFor[change.action];
    if (update) await announceBooking(tx, updated, update, now);
    await recordAudit(tx, user, {
      action: `booking.${change.action}`,
      entity: "booking",
      entityId: row.id,
      ...changedFields(row, updated),
    });
    return { ok: true, booking: updated } as const;
  });
}
