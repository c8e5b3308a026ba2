/**
 * Repeat repairs under our repair warranty (decision 057): when the same fault comes back within the warranty
 * of a repair we did, the desk marks the new visit as its repeat, and we bear the visit charge, the labour
 * and the parts that repair replaced.
 */
import { and, desc, eq, inArray, isNotNull, lt, ne } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { serviceBookings, visitEstimates, visitParts, type ServiceBooking } from "../../../db/schema";
import { todayInIndia } from "~/lib/india-time";
import { repairWarrantyEndDate } from "~/modules/appliances/warranty-rules";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";
import type { Executor } from "../booking/slot-places.server";

import { claimedApplianceOfVisit } from "./warranty-claim-appliance.server";

/** The earlier repair a visit may repeat for free, as the desk offers it. */
export type ReworkCandidate = { id: number; reference: string; completedOn: string; warrantyUntil: string };

/** What a repeat repair covers: the parts the repeated repair replaced, by their spare parts' ids. */
export type VisitRework = { reference: string; partIds: number[] };

type Visit = Pick<ServiceBooking, "id" | "kind" | "applianceId"> & { createdAt: Date | string };

/**
 * The appliance's last repair completed before this visit was booked, when its repair warranty still ran on
 * the day of booking; null otherwise (an installation, an unknown appliance, no such repair).
 */
export async function reworkCandidate(db: Executor, visit: Visit): Promise<ReworkCandidate | null> {
  if (visit.kind !== "repair" || visit.applianceId === null) return null;
  const [last] = await db
    .select({
      id: serviceBookings.id,
      reference: serviceBookings.reference,
      completedAt: serviceBookings.completedAt,
    })
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.applianceId, visit.applianceId),
        eq(serviceBookings.kind, "repair"),
        eq(serviceBookings.status, "completed"),
        isNotNull(serviceBookings.completedAt),
        lt(serviceBookings.completedAt, new Date(visit.createdAt)),
        ne(serviceBookings.id, visit.id),
      ),
    )
    .orderBy(desc(serviceBookings.completedAt))
    .limit(1);
  if (!last?.completedAt) return null;
  const completedOn = todayInIndia(last.completedAt);
  const warrantyUntil = repairWarrantyEndDate(completedOn);
  if (todayInIndia(new Date(visit.createdAt)) > warrantyUntil) return null;
  return { id: last.id, reference: last.reference, completedOn, warrantyUntil };
}

/** The repair a visit repeats, with the parts it replaced; null for a visit not marked as a repeat. */
export async function reworkOfVisit(
  db: Executor,
  visit: { reworkOfId: number | null },
): Promise<VisitRework | null> {
  if (visit.reworkOfId === null) return null;
  const [of] = await db
    .select({ reference: serviceBookings.reference })
    .from(serviceBookings)
    .where(eq(serviceBookings.id, visit.reworkOfId));
  if (!of) return null;
  const parts = await db
    .selectDistinct({ partId: visitParts.partId })
    .from(visitParts)
    .where(inArray(visitParts.bookingId, [visit.reworkOfId]));
  return { reference: of.reference, partIds: parts.map((part) => part.partId) };
}

export type ReworkResult = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

const openStatuses = new Set(["requested", "confirmed", "technician_assigned", "in_progress"]);

/**
 * The desk marks a visit as a repeat of the appliance's last repair, still under its repair warranty on the
 * day the visit was booked (`repeat` true), or takes the mark back. Decided before the technician's estimate,
 * since it changes what the customer pays; the brand's warranty, when it covers the visit, comes first.
 */
export async function markRework(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  repeat: boolean,
): Promise<ReworkResult> {
  return db.transaction(async (tx): Promise<ReworkResult> => {
    const [row] = await tx
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.id, bookingId))
      .for("update");
    if (!row) return { ok: false, status: 404, message: "This booking does not exist." };
    if (!openStatuses.has(row.status))
      return {
        ok: false,
        status: 409,
        message:
          "Only a visit not yet completed, cancelled or waiting for a part can be marked as a repeat repair.",
      };
    const [estimate] = await tx
      .select({ bookingId: visitEstimates.bookingId })
      .from(visitEstimates)
      .where(eq(visitEstimates.bookingId, row.id));
    if (estimate)
      return {
        ok: false,
        status: 409,
        message:
          "An estimate was already sent for this visit: a repeat repair is decided before the estimate.",
      };
    let of: ReworkCandidate | null = null;
    if (repeat) {
      if (await claimedApplianceOfVisit(tx, row))
        return {
          ok: false,
          status: 409,
          message: "The brand's warranty covers this visit: it is a warranty claim, not a repeat repair.",
        };
      of = await reworkCandidate(tx, row);
      if (!of)
        return {
          ok: false,
          status: 409,
          message:
            "This appliance had no repair of ours whose repair warranty ran on the day this visit was booked.",
        };
    }
    const reworkOfId = of?.id ?? null;
    if (row.reworkOfId === reworkOfId)
      return { ok: true, message: repeat ? `Already a repeat of ${of!.reference}.` : "Not a repeat repair." };
    await tx
      .update(serviceBookings)
      .set({ reworkOfId, updatedAt: new Date() })
      .where(eq(serviceBookings.id, row.id));
    await recordAudit(tx, user, {
      action: "booking.rework",
      entity: "booking",
      entityId: row.id,
      before: { reworkOfId: row.reworkOfId },
      after: { reworkOfId, reworkOf: of?.reference ?? null },
    });
    return {
      ok: true,
      message: of
        ? `Marked as a repeat of ${of.reference}: the visit charge, labour and the parts it replaced are free.`
        : "No longer a repeat repair: the visit is billed as usual.",
    };
  });
}
