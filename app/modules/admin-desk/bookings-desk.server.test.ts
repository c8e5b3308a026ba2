import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, bookingEvents, bookingSlots, serviceBookings, technicians } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import type { SignedInStaff } from "~/modules/staff/guard.server";
import { bookingSchema, type Booking } from "~/modules/booking/booking.schema";
import { createBooking, findBooking } from "~/modules/booking/booking.server";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";
import {
  changeBookingAsStaff,
  technicianMissingMessage,
} from "~/modules/booking/staff-booking-change.server";
import { isSunday, type SlotName } from "~/modules/booking/booking-slots";

import { refusedMessage } from "~/modules/booking/booking-lifecycle";
import { completeVisit } from "~/modules/field-service/complete-visit.server";
import { repairWarrantyEndDate } from "~/modules/appliances/warranty-rules";
import { bookingBoard, bookingDetail, listBookings } from "./bookings-desk.server";
import { addDays, mondayOf, todayInIndia } from "~/lib/india-time";
import { bookingEventNote } from "~/modules/booking/booking-event-note";

const notifyTo = "desk@example.test";

function weekdayAhead(days: number): string {
  let date = addDays(todayInIndia(), days);
  while (isSunday(date)) date = addDays(date, 1);
  return date;
}

/** The first day after `date` that is not a Sunday. */
function nextWeekday(date: string): string {
  let next = addDays(date, 1);
  while (isSunday(next)) next = addDays(next, 1);
  return next;
}

function sundayAhead(days: number): string {
  let date = addDays(todayInIndia(), days);
  while (!isSunday(date)) date = addDays(date, 1);
  return date;
}

let phoneCounter = 0;
function booking(date: string, slot: SlotName, overrides: Partial<Record<string, string>> = {}): Booking {
  phoneCounter += 1;
  return bookingSchema.parse({
    name: "Lakshmi Narayanan",
    phone: `97890${String(10000 + phoneCounter).slice(-5)}`,
    appliance: "washing-machine",
    brand: "lg",
    issue: "Drum does not spin",
    date,
    slot,
    address: "3/14, Sathy Road, Veerappanchatram",
    pincode: "638004",
    agreeTerms: "on",
    ...overrides,
  });
}

describe.each(testBackends())("service desk bookings on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  let senthil: number;
  let karthik: number;
  let retired: number;

  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { username: "desk", displayName: "Desk Person" }));
    const rows = await handle.db
      .insert(technicians)
      .values([{ name: "Senthil" }, { name: "Karthik" }, { name: "Old Hand", active: false }])
      .returning();
    [senthil, karthik, retired] = rows.map((row) => row.id) as [number, number, number];
  });
  afterAll(() => handle?.close());

  async function book(date: string, slot: SlotName, capacity = 4, overrides = {}) {
    const input = booking(date, slot, overrides);
    const made = await createBooking(handle.db, input, { now: new Date(), capacity, notifyTo });
    if (!made.ok) throw new Error(`setup failed: ${made.message}`);
    const [row] = await handle.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.reference, made.reference));
    if (!row) throw new Error("setup failed");
    return { id: row.id, reference: made.reference, phone: input.phone };
  }

  const opts = (capacity = 4) => ({ now: new Date(), capacity });

  async function auditFor(id: number) {
    return handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
  }

  it("walks a booking from requested to completed, with history, audit and the customer's view", async () => {
    const mine = await book(weekdayAhead(3), "morning");
    expect(
      await changeBookingAsStaff(handle.db, staff, mine.id, { action: "confirm" }, opts()),
    ).toMatchObject({
      ok: true,
      booking: { status: "confirmed" },
    });
    const assigned = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: senthil },
      opts(),
    );
    expect(assigned).toMatchObject({
      ok: true,
      booking: { status: "technician_assigned", technicianName: "Senthil" },
    });
    expect(await changeBookingAsStaff(handle.db, staff, mine.id, { action: "start" }, opts())).toMatchObject({
      ok: true,
      booking: { status: "in_progress" },
    });
    const completedAt = new Date(Date.now() + 1000);
    const completed = await completeVisit(
      handle.db,
      staff,
      mine.id,
      { labourKey: "none", paymentMethod: "cash", notes: "Cleared the filter" },
      { now: completedAt },
    );
    expect(completed).toEqual({ ok: true, alreadyCompleted: false });
    const [row] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, mine.id));
    expect(row).toMatchObject({
      status: "completed",
      visitChargePaise: 29_900,
      partsUsed: null,
      completionNotes: "Cleared the filter",
      completedAt,
    });

    const detail = await bookingDetail(handle.db, mine.id);
    expect(detail?.booking).toMatchObject({
      address: "3/14, Sathy Road, Veerappanchatram",
      phone: mine.phone,
      applianceLabel: "Washing Machine",
      brandLabel: "LG",
    });
    expect(detail?.history.map((entry) => [entry.status, entry.note])).toEqual([
      ["requested", "Booking received"],
      ["confirmed", "Confirmed by the service desk"],
      ["technician_assigned", "Technician: Senthil"],
      ["in_progress", "Visit started"],
      ["completed", "Visit completed"],
    ]);

    const audit = await auditFor(mine.id);
    expect(audit.map((row) => row.action)).toEqual([
      "booking.confirm",
      "booking.assign",
      "booking.start",
      "booking.complete",
    ]);
    expect(audit.every((row) => row.userId === staff.id && row.actor.includes("desk"))).toBe(true);
    expect(audit[1]).toMatchObject({
      before: { status: "confirmed", technicianName: null },
      after: { status: "technician_assigned", technicianName: "Senthil" },
    });
    expect(audit[3]?.after).toMatchObject({ status: "completed", totalPaise: 29_900, paymentMethod: "cash" });

    const view = await findBooking(handle.db, { reference: mine.reference, phone: mine.phone }, new Date());
    expect(view).toMatchObject({
      status: "completed",
      visitChargePaise: 29_900,
      technicianName: "Senthil",
      warrantyEndsOn: repairWarrantyEndDate(todayInIndia(completedAt)),
    });
    expect(view?.timeline.map((entry) => entry.label)).toContain("Technician assigned (Senthil)");
  });

  it("refuses steps the status does not allow with a 409 and writes nothing", async () => {
    const mine = await book(weekdayAhead(4), "afternoon");
    const early = await completeVisit(handle.db, staff, mine.id, {
      labourKey: "none",
      paymentMethod: "cash",
    });
    expect(early).toEqual({ ok: false, status: 409, message: refusedMessage("complete", "requested") });
    const skipped = await changeBookingAsStaff(handle.db, staff, mine.id, { action: "start" }, opts());
    expect(skipped).toMatchObject({ ok: false, status: 409 });
    const unconfirmed = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: senthil },
      opts(),
    );
    expect(unconfirmed).toMatchObject({ ok: false, status: 409 });

    await changeBookingAsStaff(handle.db, staff, mine.id, { action: "confirm" }, opts());
    await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: senthil },
      opts(),
    );
    await changeBookingAsStaff(handle.db, staff, mine.id, { action: "start" }, opts());
    await completeVisit(handle.db, staff, mine.id, { labourKey: "none", paymentMethod: "cash" });
    const backwards = await changeBookingAsStaff(handle.db, staff, mine.id, { action: "start" }, opts());
    expect(backwards).toEqual({
      ok: false,
      status: 409,
      message: "This booking is completed, so it cannot be started now.",
    });
    const cancelLate = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "cancel", reason: "Customer asked" },
      opts(),
    );
    expect(cancelLate).toMatchObject({ ok: false, status: 409 });
    const confirmAgain = await changeBookingAsStaff(handle.db, staff, mine.id, { action: "confirm" }, opts());
    expect(confirmAgain).toMatchObject({ ok: false, status: 409 });

    const [row] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, mine.id));
    expect(row?.status).toBe("completed");
    expect((await auditFor(mine.id)).map((entry) => entry.action)).toEqual([
      "booking.confirm",
      "booking.assign",
      "booking.start",
      "booking.complete",
    ]);
    const missing = await changeBookingAsStaff(handle.db, staff, 999_999, { action: "confirm" }, opts());
    expect(missing).toMatchObject({ ok: false, status: 404 });
  });

  it("assigns only active technicians and can hand the visit to another one", async () => {
    const mine = await book(weekdayAhead(5), "evening");
    await changeBookingAsStaff(handle.db, staff, mine.id, { action: "confirm" }, opts());
    const inactive = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: retired },
      opts(),
    );
    expect(inactive).toEqual({
      ok: false,
      status: 409,
      field: "technicianId",
      message: technicianMissingMessage,
    });
    const unknown = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: 424_242 },
      opts(),
    );
    expect(unknown).toMatchObject({ ok: false, status: 409, field: "technicianId" });

    await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: senthil },
      opts(),
    );
    const same = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: senthil },
      opts(),
    );
    expect(same).toMatchObject({
      ok: false,
      status: 409,
      message: "Senthil is already assigned to this visit.",
    });
    const handedOver = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: karthik },
      opts(),
    );
    expect(handedOver).toMatchObject({
      ok: true,
      booking: { status: "technician_assigned", technicianName: "Karthik" },
    });
    const audit = await auditFor(mine.id);
    expect(audit.at(-1)).toMatchObject({
      action: "booking.assign",
      before: { technicianName: "Senthil" },
      after: { technicianName: "Karthik" },
    });
    const view = await findBooking(handle.db, { reference: mine.reference, phone: mine.phone }, new Date());
    expect(view?.technicianName).toBe("Karthik");
  });

  it("cancels with a reason and gives the place back", async () => {
    const date = weekdayAhead(6);
    const mine = await book(date, "morning", 1);
    const cancelled = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "cancel", reason: "Customer fixed it themselves" },
      opts(1),
    );
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled" } });
    const [place] = await handle.db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.date, date), eq(bookingSlots.slot, "morning")));
    expect(place?.booked).toBe(0);
    const [event] = await handle.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, mine.id), eq(bookingEvents.status, "cancelled")));
    expect(event).toMatchObject({
      message: { code: "cancelledByDesk" },
      note: "Customer fixed it themselves",
    });
    expect(event && bookingEventNote(event, "en")).toBe(
      "Cancelled by the service desk: Customer fixed it themselves",
    );
    expect((await auditFor(mine.id)).map((row) => row.action)).toEqual(["booking.cancel"]);
    const view = await findBooking(handle.db, { reference: mine.reference, phone: mine.phone }, new Date());
    expect(view?.status).toBe("cancelled");
  });

  it("reschedules only into an open slot the day offers, keeping status and technician", async () => {
    const from = weekdayAhead(8);
    const to = isSunday(addDays(from, 1)) ? addDays(from, 2) : addDays(from, 1);
    await book(to, "evening", 1);
    const mine = await book(from, "afternoon", 1);
    await changeBookingAsStaff(handle.db, staff, mine.id, { action: "confirm" }, opts(1));
    await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "assign", technicianId: senthil },
      opts(1),
    );

    const full = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "reschedule", date: to, slot: "evening" },
      opts(1),
    );
    expect(full).toEqual({ ok: false, status: 409, field: "slot", message: bookingMessages.en.slotFull });
    const sunday = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "reschedule", date: sundayAhead(8), slot: "morning" },
      opts(1),
    );
    expect(sunday).toMatchObject({ ok: false, status: 400, field: "slot" });
    const weekdayEmergency = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "reschedule", date: to, slot: "emergency" },
      opts(1),
    );
    expect(weekdayEmergency).toMatchObject({ ok: false, status: 400, field: "slot" });
    const past = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "reschedule", date: addDays(todayInIndia(), -1), slot: "morning" },
      opts(1),
    );
    expect(past).toMatchObject({ ok: false, status: 400, field: "date" });
    const same = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "reschedule", date: from, slot: "afternoon" },
      opts(1),
    );
    expect(same).toMatchObject({ ok: false, status: 409, field: "slot" });

    const moved = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "reschedule", date: to, slot: "morning" },
      opts(1),
    );
    expect(moved).toMatchObject({
      ok: true,
      booking: { date: to, slot: "morning", status: "technician_assigned", technicianName: "Senthil" },
    });
    const places = await handle.db.select().from(bookingSlots);
    expect(places.find((row) => row.date === from && row.slot === "afternoon")?.booked).toBe(0);
    expect(places.find((row) => row.date === to && row.slot === "morning")?.booked).toBe(1);
    expect((await auditFor(mine.id)).at(-1)).toMatchObject({
      action: "booking.reschedule",
      before: { date: from, slot: "afternoon" },
      after: { date: to, slot: "morning" },
    });

    const sundayMove = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "reschedule", date: sundayAhead(8), slot: "emergency" },
      opts(1),
    );
    expect(sundayMove).toMatchObject({ ok: true, booking: { slot: "emergency" } });

    await changeBookingAsStaff(handle.db, staff, mine.id, { action: "start" }, opts(1));
    const tooLate = await changeBookingAsStaff(
      handle.db,
      staff,
      mine.id,
      { action: "reschedule", date: weekdayAhead(12), slot: "morning" },
      opts(1),
    );
    expect(tooLate).toMatchObject({ ok: false, status: 409 });
  });

  it("lays a week out by day and slot, without cancelled visits", async () => {
    const monday = mondayOf(addDays(todayInIndia(), 21));
    const a = await book(monday, "morning", 3, { name: "Board Monday" });
    const b = await book(addDays(monday, 1), "evening", 3);
    const gone = await book(monday, "morning", 3);
    const c = await book(addDays(monday, 6), "emergency", 3);
    await changeBookingAsStaff(handle.db, staff, gone.id, { action: "cancel", reason: "Duplicate" }, opts(3));

    const board = await bookingBoard(handle.db, monday, { capacity: 3 });
    expect(board.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
    const cell = (day: number, slot: SlotName) => board[day]?.cells.find((entry) => entry.slot === slot);
    expect(cell(0, "morning")).toMatchObject({ offered: true, booked: 1, capacity: 3 });
    expect(cell(0, "morning")?.bookings).toEqual([
      {
        id: a.id,
        reference: a.reference,
        appliance: "Washing Machine",
        pincode: "638004",
        status: "requested",
        installationOrder: null,
      },
    ]);
    expect(cell(1, "evening")?.bookings.map((entry) => entry.id)).toEqual([b.id]);
    expect(cell(2, "afternoon")).toMatchObject({ offered: true, booked: 0, capacity: 3, bookings: [] });
    expect(cell(0, "emergency")?.offered).toBe(false);
    expect(cell(6, "morning")?.offered).toBe(false);
    expect(cell(6, "emergency")).toMatchObject({ offered: true, booked: 1 });
    expect(cell(6, "emergency")?.bookings.map((entry) => entry.id)).toEqual([c.id]);
  });

  it("lists bookings with status, date and text filters and pages", async () => {
    const date = weekdayAhead(30);
    const first = await book(date, "morning", 4, { name: "Unique Pattabiraman", phone: "9000012345" });
    await book(date, "afternoon", 4);
    // Three distinct days: "30 days ahead" and "31 days ahead" are one day when the 30th is a Sunday.
    const third = await book(nextWeekday(date), "morning", 4);
    await changeBookingAsStaff(handle.db, staff, third.id, { action: "confirm" }, opts());
    const busyDay = nextWeekday(nextWeekday(nextWeekday(date)));
    for (const slot of ["morning", "afternoon", "evening"] as const) {
      for (let i = 0; i < 3; i += 1) await book(busyDay, slot);
    }

    const byName = await listBookings(handle.db, { q: "pattabi", page: 1 });
    expect(byName.rows.map((row) => row.id)).toEqual([first.id]);
    const byPhone = await listBookings(handle.db, { q: "+91 90000 12345", page: 1 });
    expect(byPhone.rows.map((row) => row.id)).toEqual([first.id]);
    const byReference = await listBookings(handle.db, { q: first.reference.toLowerCase(), page: 1 });
    expect(byReference.rows.map((row) => row.id)).toEqual([first.id]);
    const wildcard = await listBookings(handle.db, { q: "%", page: 1 });
    expect(wildcard.total).toBe(0);

    const onDay = await listBookings(handle.db, { from: date, to: date, page: 1 });
    expect(onDay.total).toBe(2);
    const confirmed = await listBookings(handle.db, { status: "confirmed", from: date, page: 1 });
    expect(confirmed.rows.map((row) => row.id)).toEqual([third.id]);

    const all = await listBookings(handle.db, { page: 1 });
    expect(all.total).toBeGreaterThan(20);
    expect(all.rows).toHaveLength(20);
    const dates = all.rows.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const beyond = await listBookings(handle.db, { page: 99 });
    expect(beyond.page).toBe(beyond.pageCount);
    expect(beyond.rows.length).toBeGreaterThan(0);
  });
});
