/** Technicians' sign-ins and their customers' ratings, for the technicians page. */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { serviceBookings, staffUsers, technicians } from "../../../db/schema";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

export type TechnicianAccount = { id: number; username: string; displayName: string };

/** Active sign-ins with the Technician role: the choices for linking a technician. */
export async function listTechnicianAccounts(db: Database): Promise<TechnicianAccount[]> {
  return db
    .select({ id: staffUsers.id, username: staffUsers.username, displayName: staffUsers.displayName })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "technician"), eq(staffUsers.active, true)))
    .orderBy(asc(staffUsers.displayName));
}

export type TechnicianRating = { average: number; count: number };

/** Each technician's average rating (to one decimal) and number of ratings. */
export async function technicianRatings(db: Database): Promise<Map<number, TechnicianRating>> {
  const rows = await db
    .select({
      technicianId: serviceBookings.technicianId,
      average: sql<string>`round(avg(${serviceBookings.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(serviceBookings)
    .where(and(isNotNull(serviceBookings.rating), isNotNull(serviceBookings.technicianId)))
    .groupBy(serviceBookings.technicianId);
  return new Map(
    rows.map((row) => [row.technicianId ?? 0, { average: Number(row.average), count: Number(row.count) }]),
  );
}

export type LinkResult = { ok: true; name: string } | { ok: false; status: 400 | 404 | 409; message: string };

/** Links a technician to a Technician sign-in (or unlinks it with null); one sign-in per technician. */
export async function linkTechnicianAccount(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  staffUserId: number | null,
): Promise<LinkResult> {
  return db.transaction(async (tx): Promise<LinkResult> => {
    const [current] = await tx
      .select()
      .from(technicians)
      .where(eq(technicians.id, technicianId))
      .for("update");
    if (!current) return { ok: false, status: 404, message: "This technician does not exist." };
    if (staffUserId !== null) {
      const [account] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(
          and(eq(staffUsers.id, staffUserId), eq(staffUsers.role, "technician"), eq(staffUsers.active, true)),
        );
      if (!account)
        return {
          ok: false,
          status: 400,
          message: "Please choose an active sign-in with the Technician role.",
        };
      const [other] = await tx
        .select({ name: technicians.name })
        .from(technicians)
        .where(and(eq(technicians.staffUserId, staffUserId), sql`${technicians.id} <> ${technicianId}`));
      if (other)
        return { ok: false, status: 409, message: `That sign-in is already linked to ${other.name}.` };
    }
    if (current.staffUserId === staffUserId) return { ok: true, name: current.name };
    await tx.update(technicians).set({ staffUserId }).where(eq(technicians.id, technicianId));
    await recordAudit(tx, user, {
      action: "technician.link",
      entity: "technician",
      entityId: technicianId,
      before: { staffUserId: current.staffUserId },
      after: { staffUserId },
    });
    return { ok: true, name: current.name };
  });
}
