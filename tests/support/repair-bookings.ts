/** Repair bookings for tests: a form as the booking page takes it, and the service desk's steps on it. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";

import type { Database, DatabaseHandle } from "../../db/client.server";
import { appliances, orderLines, serviceBookings, technicians } from "../../db/schema";
import { generateReference } from "../../app/modules/booking/booking-reference";
import { startVisit } from "../../app/modules/field-service/job-card.server";
import { insertOrder, insertProduct } from "./order-rows";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { bookingSchema, type Booking } from "../../app/modules/booking/booking.schema";
import { isSunday, type SlotName } from "../../app/modules/booking/booking-slots";
import {
  changeBookingAsStaff,
  type StaffBookingChange,
} from "../../app/modules/booking/staff-booking-change.server";
import type { SignedInStaff } from "../../app/modules/staff/guard.server";
import { openWithStaff } from "./staff-accounts";
import type { TestBackend } from "./test-database";

/** A Monday-to-Saturday date at least `days` ahead, so real-time validation never gets in the way. */
export function weekdayAhead(days: number): string {
  let date = addDays(todayInIndia(), days);
  while (isSunday(date)) date = addDays(date, 1);
  return date;
}

let phoneCounter = 0;

/** A valid repair booking for the date and slot, each with its own phone number unless given one. */
export function repairBooking(
  date: string,
  slot: SlotName,
  overrides: Partial<Record<string, string>> = {},
): Booking {
  phoneCounter += 1;
  return bookingSchema.parse({
    name: "Ravi Kumar",
    phone: `98430${String(10000 + phoneCounter).slice(-5)}`,
    appliance: "ac",
    brand: "voltas",
    issue: "Running but not cooling",
    date,
    slot,
    address: "12, Gandhi Street, Periyar Nagar",
    pincode: "638001",
    agreeTerms: "on",
    ...overrides,
  });
}

export async function bookingIdOf(db: Database, reference: string): Promise<number> {
  const [row] = await db
    .select({ id: serviceBookings.id })
    .from(serviceBookings)
    .where(eq(serviceBookings.reference, reference));
  if (!row) throw new Error(`no booking ${reference}`);
  return row.id;
}

/** The service desk's own steps, as the back office takes them; each must go through. */
export async function moveOn(
  db: Database,
  staff: SignedInStaff,
  reference: string,
  ...changes: StaffBookingChange[]
): Promise<void> {
  const id = await bookingIdOf(db, reference);
  for (const change of changes) {
    const result = await changeBookingAsStaff(db, staff, id, change, { now: new Date(), capacity: 4 });
    expect(result).toMatchObject({ ok: true });
  }
}

/** A new database with a desk user to act as and a technician, Senthil, to assign. */
export async function openServiceDesk(
  backend: TestBackend,
): Promise<{ handle: DatabaseHandle; staff: SignedInStaff; senthil: number }> {
  const { handle, staff } = await openWithStaff(backend, { username: "desk", displayName: "Desk Person" });
  const [technician] = await handle.db.insert(technicians).values({ name: "Senthil" }).returning();
  if (!technician) throw new Error("setup failed");
  return { handle, staff, senthil: technician.id };
}

/** A unit the shop sold and delivered, of a category; in the manufacturer's warranty until `warrantyUntil`. */
export async function soldAppliance(
  db: Database,
  { category = "ac", warrantyUntil }: { category?: string; warrantyUntil: string },
): Promise<number> {
  const productId = await insertProduct(db, { title: "Split AC 1.5 ton", category });
  const order = await insertOrder(db, productId);
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const [unit] = await db
    .insert(appliances)
    .values({
      orderId: order.id,
      orderLineId: line!.id,
      unit: 1,
      productId,
      purchaseDate: "2025-01-10",
      warrantyUntil,
    })
    .returning();
  return unit!.id;
}

/** A repair visit assigned to the technician (Senthil), for today's morning; `overrides` change any column. */
export async function assignedVisit(
  db: Database,
  technicianId: number,
  overrides: Partial<typeof serviceBookings.$inferInsert> = {},
) {
  phoneCounter += 1;
  const [row] = await db
    .insert(serviceBookings)
    .values({
      reference: generateReference(),
      name: "Lakshmi Narayanan",
      phone: `97891${String(10000 + phoneCounter).slice(-5)}`,
      appliance: "ac",
      brand: "voltas",
      issue: "Not cooling",
      address: "3/14, Sathy Road, Veerappanchatram",
      pincode: "638004",
      date: todayInIndia(),
      slot: "morning",
      status: "technician_assigned",
      technicianId,
      technicianName: "Senthil",
      ...overrides,
    })
    .returning();
  return row!;
}

/** An assigned repair visit, started by the technician with its visit code. */
export async function startedRepair(
  db: Database,
  { technician, technicianId }: { technician: SignedInStaff; technicianId: number },
  overrides: Partial<typeof serviceBookings.$inferInsert> = {},
) {
  const row = await assignedVisit(db, technicianId, overrides);
  expect(await startVisit(db, technician, technicianId, row.id, row.visitCode)).toEqual({ ok: true });
  return row;
}
