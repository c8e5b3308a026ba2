/**
 * A technician's day in money (decision 051): the visits they completed that India day, from their service
 * invoices, with the cash to hand over, the UPI payments and the parts used; and the owner's closing of
 * the day, which records the cash received and the difference.
 */
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import {
  serviceBookings,
  spareParts,
  staffUsers,
  technicianDays,
  technicians,
  visitInvoices,
  visitParts,
} from "../../../db/schema";
import { addDays, indiaDayStart } from "~/lib/india-time";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import type { Executor } from "../booking/slot-places.server";

type DayVisit = {
  reference: string;
  customerName: string;
  invoiceNumber: string;
  totalPaise: number;
  paymentMethod: "cash" | "upi";
};

export type ClosedDay = {
  expectedPaise: number;
  receivedPaise: number;
  note: string | null;
  closedByName: string | null;
  closedAt: string;
};

export type TechnicianDay = {
  technicianId: number;
  technicianName: string;
  day: string;
  visits: DayVisit[];
  cashPaise: number;
  upiPaise: number;
  parts: { name: string; quantity: number }[];
  closed: ClosedDay | null;
};

async function invoicedVisits(db: Executor, technicianIds: number[], day: string) {
  if (technicianIds.length === 0) return [];
  return db
    .select({
      bookingId: serviceBookings.id,
      technicianId: serviceBookings.technicianId,
      reference: serviceBookings.reference,
      customerName: serviceBookings.name,
      invoiceNumber: visitInvoices.invoiceNumber,
      totalPaise: visitInvoices.totalPaise,
      paymentMethod: visitInvoices.paymentMethod,
    })
    .from(visitInvoices)
    .innerJoin(serviceBookings, eq(serviceBookings.id, visitInvoices.bookingId))
    .where(
      and(
        inArray(serviceBookings.technicianId, technicianIds),
        gte(visitInvoices.createdAt, indiaDayStart(day)),
        lt(visitInvoices.createdAt, indiaDayStart(addDays(day, 1))),
      ),
    )
    .orderBy(asc(visitInvoices.createdAt));
}

/** The day of each technician given (all active ones when none is), in name order. */
export async function technicianDaysOf(
  db: Executor,
  day: string,
  only?: { technicianId: number },
): Promise<TechnicianDay[]> {
  const people = await db
    .select({ id: technicians.id, name: technicians.name })
    .from(technicians)
    .where(only ? eq(technicians.id, only.technicianId) : eq(technicians.active, true))
    .orderBy(asc(technicians.name));
  const ids = people.map((person) => person.id);
  const visits = await invoicedVisits(db, ids, day);
  const bookingIds = visits.map((visit) => visit.bookingId);
  const [partRows, closedRows] = await Promise.all([
    bookingIds.length === 0
      ? []
      : db
          .select({
            bookingId: visitParts.bookingId,
            name: spareParts.name,
            quantity: sql<number>`sum(${visitParts.quantity})::int`,
          })
          .from(visitParts)
          .innerJoin(spareParts, eq(spareParts.id, visitParts.partId))
          .where(inArray(visitParts.bookingId, bookingIds))
          .groupBy(visitParts.bookingId, spareParts.name),
    ids.length === 0
      ? []
      : db
          .select({ day: technicianDays, closedByName: staffUsers.displayName })
          .from(technicianDays)
          .leftJoin(staffUsers, eq(staffUsers.id, technicianDays.closedBy))
          .where(and(inArray(technicianDays.technicianId, ids), eq(technicianDays.day, day))),
  ]);
  return people.map((person) => {
    const own = visits.filter((visit) => visit.technicianId === person.id);
    const ownBookings = new Set(own.map((visit) => visit.bookingId));
    const parts = new Map<string, number>();
    for (const row of partRows) {
      if (ownBookings.has(row.bookingId)) parts.set(row.name, (parts.get(row.name) ?? 0) + row.quantity);
    }
    const sum = (method: "cash" | "upi") =>
      own
        .filter((visit) => visit.paymentMethod === method)
        .reduce((total, visit) => total + visit.totalPaise, 0);
    const closed = closedRows.find((row) => row.day.technicianId === person.id);
    return {
      technicianId: person.id,
      technicianName: person.name,
      day,
      visits: own.map(({ reference, customerName, invoiceNumber, totalPaise, paymentMethod }) => ({
        reference,
        customerName,
        invoiceNumber,
        totalPaise,
        paymentMethod,
      })),
      cashPaise: sum("cash"),
      upiPaise: sum("upi"),
      parts: [...parts]
        .map(([name, quantity]) => ({ name, quantity }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      closed: closed
        ? {
            expectedPaise: closed.day.expectedPaise,
            receivedPaise: closed.day.receivedPaise,
            note: closed.day.note,
            closedByName: closed.closedByName,
            closedAt: closed.day.closedAt.toISOString(),
          }
        : null,
    };
  });
}

export const dayClosedMessage = "This day is already closed for this technician.";
export const noSuchTechnicianMessage = "This technician is not on the list.";

/**
 * The owner takes the technician's cash for the day: the day's cash by the invoices is recorded beside what
 * was received, with a note when they differ. A day is closed once; a visit completed after it is closed
 * shows on the day's list but not in the closed figure.
 */
export async function closeTechnicianDay(
  db: Database,
  user: SignedInStaff,
  input: { technicianId: number; day: string; receivedPaise: number; note: string },
): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: technicians.id })
      .from(technicians)
      .where(eq(technicians.id, input.technicianId))
      .for("update");
    if (!person) return { ok: false, status: 404, message: noSuchTechnicianMessage } as const;
    const [summary] = await technicianDaysOf(tx, input.day, { technicianId: person.id });
    const expectedPaise = summary?.cashPaise ?? 0;
    const note = input.note.trim() === "" ? null : input.note.trim();
    const inserted = await tx
      .insert(technicianDays)
      .values({
        technicianId: person.id,
        day: input.day,
        expectedPaise,
        receivedPaise: input.receivedPaise,
        note,
        closedBy: user.id,
      })
      .onConflictDoNothing()
      .returning({ day: technicianDays.day });
    if (inserted.length === 0) return { ok: false, status: 409, message: dayClosedMessage } as const;
    await recordAudit(tx, user, {
      action: "technician.day-closed",
      entity: "technician",
      entityId: person.id,
      after: {
        day: input.day,
        expectedPaise,
        receivedPaise: input.receivedPaise,
        differencePaise: input.receivedPaise - expectedPaise,
        note,
      },
    });
    return { ok: true } as const;
  });
}
