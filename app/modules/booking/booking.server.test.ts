import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { bookingSlots, outbox, serviceBookings } from "../../../db/schema";
import type { SignedInStaff } from "~/modules/staff/guard.server";
import { testBackends } from "../../../tests/support/test-database";
import {
  cancelBooking,
  createBooking,
  findBooking,
  lateChangeMessage,
  notFoundMessage,
  rescheduleBooking,
  slotAvailability,
  slotFullMessage,
} from "./booking.server";
import type { StaffBookingChange } from "./staff-booking-change.server";
import {
  moveOn as moveOnAsDesk,
  openServiceDesk,
  repairBooking,
  weekdayAhead,
} from "../../../tests/support/repair-bookings";
import { referencePattern } from "./booking-reference";
import { slotStart } from "./booking-slots";

const minute = 60_000;
const notifyTo = "desk@example.test";

describe.each(testBackends())("service bookings on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  let senthil: number;
  beforeAll(async () => {
    ({ handle, staff, senthil } = await openServiceDesk(backend));
  });
  afterAll(() => handle?.close());

  const moveOn = (reference: string, ...changes: StaffBookingChange[]) =>
    moveOnAsDesk(handle.db, staff, reference, ...changes);

  const options = (capacity: number, now = new Date()) => ({ now, capacity, notifyTo });

  it("stores a booking with a reference, an event and a notification for the dealer", async () => {
    const date = weekdayAhead(3);
    const input = repairBooking(date, "morning", { phone: "+91 98430 55555" });
    const result = await createBooking(handle.db, input, options(4));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.reference).toMatch(referencePattern);
    const [row] = await handle.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.reference, result.reference));
    expect(row).toMatchObject({ phone: "9843055555", status: "requested", date, slot: "morning" });
    const notes = await handle.db.select().from(outbox).where(eq(outbox.kind, "service_booking"));
    const note = notes.find((candidate) => candidate.subject.includes(result.reference));
    expect(note?.recipient).toBe(notifyTo);
    expect(note?.replyTo).toBeNull();
    expect(note?.body).toContain("12, Gandhi Street");
  });

  it("keeps the e-mail address a customer gives, and the dealer's reply goes to it", async () => {
    const input = repairBooking(weekdayAhead(4), "evening", { email: " ravi@example.test " });
    const result = await createBooking(handle.db, input, options(4));
    if (!result.ok) throw new Error(result.message);
    const [row] = await handle.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.reference, result.reference));
    expect(row?.email).toBe("ravi@example.test");
    const notes = await handle.db.select().from(outbox).where(eq(outbox.kind, "service_booking"));
    const note = notes.find((candidate) => candidate.subject.includes(result.reference));
    expect(note?.replyTo).toBe("ravi@example.test");
    expect(note?.body).toContain("E-mail: ravi@example.test");
  });

  it("lets exactly the capacity through when 50 customers race for one slot", async () => {
    const date = weekdayAhead(5);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        createBooking(handle.db, repairBooking(date, "afternoon"), options(4)),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(4);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(46);
    expect(refused.every((result) => !result.ok && result.message === slotFullMessage)).toBe(true);
    const [slot] = await handle.db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.date, date), eq(bookingSlots.slot, "afternoon")));
    expect(slot).toMatchObject({ booked: 4, capacity: 4 });
    const stored = await handle.db
      .select({ id: serviceBookings.id })
      .from(serviceBookings)
      .where(and(eq(serviceBookings.date, date), eq(serviceBookings.slot, "afternoon")));
    expect(stored).toHaveLength(4);
    const availability = await slotAvailability(handle.db, date, { now: new Date(), capacity: 4 });
    expect(availability).toEqual([
      { slot: "morning", remaining: 4, state: "open" },
      { slot: "afternoon", remaining: 0, state: "full" },
      { slot: "evening", remaining: 4, state: "open" },
    ]);
  });

  it("frees the place when a booking is cancelled", async () => {
    const date = weekdayAhead(6);
    const first = repairBooking(date, "evening");
    const made = await createBooking(handle.db, first, options(1));
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect((await createBooking(handle.db, repairBooking(date, "evening"), options(1))).ok).toBe(false);

    const cancelled = await cancelBooking(
      handle.db,
      { reference: made.reference, phone: first.phone },
      { now: new Date(), notifyTo },
    );
    expect(cancelled.ok).toBe(true);
    if (cancelled.ok) {
      expect(cancelled.booking.status).toBe("cancelled");
      expect(cancelled.booking.timeline.map((entry) => entry.status)).toEqual(["requested", "cancelled"]);
    }
    expect((await createBooking(handle.db, repairBooking(date, "evening"), options(1))).ok).toBe(true);
  });

  it("allows changes 4h01m before the slot and refuses them at 3h59m", async () => {
    const date = weekdayAhead(8);
    const start = slotStart(date, "afternoon").getTime();
    const early = new Date(start - 4 * 60 * minute - minute);
    const late = new Date(start - 4 * 60 * minute + minute);

    const a = repairBooking(date, "afternoon");
    const b = repairBooking(date, "afternoon");
    const madeA = await createBooking(handle.db, a, options(4));
    const madeB = await createBooking(handle.db, b, options(4));
    if (!madeA.ok || !madeB.ok) throw new Error("setup failed");

    const lateCancel = await cancelBooking(
      handle.db,
      { reference: madeA.reference, phone: a.phone },
      { now: late, notifyTo },
    );
    expect(lateCancel).toEqual({ ok: false, reason: "late", message: lateChangeMessage });
    const lateMove = await rescheduleBooking(
      handle.db,
      { reference: madeB.reference, phone: b.phone, date: weekdayAhead(10), slot: "morning" },
      options(4, late),
    );
    expect(lateMove.ok).toBe(false);
    expect(!lateMove.ok && lateMove.reason).toBe("late");
    expect((await findBooking(handle.db, { reference: madeA.reference, phone: a.phone }, late))?.change).toBe(
      "late",
    );

    const cancelled = await cancelBooking(
      handle.db,
      { reference: madeA.reference, phone: a.phone },
      { now: early, notifyTo },
    );
    expect(cancelled.ok).toBe(true);
    const target = weekdayAhead(10);
    const moved = await rescheduleBooking(
      handle.db,
      { reference: madeB.reference, phone: b.phone, date: target, slot: "morning" },
      options(4, early),
    );
    expect(moved.ok).toBe(true);
    if (moved.ok) expect(moved.booking).toMatchObject({ date: target, slot: "morning", status: "requested" });
    const left = await slotAvailability(handle.db, date, { now: early, capacity: 4 });
    expect(left.find((entry) => entry.slot === "afternoon")?.remaining).toBe(4);
  });

  it("moves a booking only into a slot with room, and only while it can change", async () => {
    const from = weekdayAhead(11);
    const to = weekdayAhead(12);
    const blocker = await createBooking(handle.db, repairBooking(to, "morning"), options(1));
    expect(blocker.ok).toBe(true);
    const mine = repairBooking(from, "evening");
    const made = await createBooking(handle.db, mine, options(1));
    if (!made.ok) throw new Error("setup failed");

    const full = await rescheduleBooking(
      handle.db,
      { reference: made.reference, phone: mine.phone, date: to, slot: "morning" },
      options(1),
    );
    expect(full).toEqual({ ok: false, reason: "full", message: slotFullMessage });

    await moveOn(
      made.reference,
      { action: "confirm" },
      { action: "assign", technicianId: senthil },
      { action: "start" },
    );
    const closed = await rescheduleBooking(
      handle.db,
      { reference: made.reference, phone: mine.phone, date: to, slot: "evening" },
      options(1),
    );
    expect(closed.ok).toBe(false);
    expect(!closed.ok && closed.reason).toBe("closed");
  });

  it("finds a booking only with the right reference and phone, and says the same for any wrong pair", async () => {
    const mine = repairBooking(weekdayAhead(4), "morning", { address: "7/21, Kamaraj Salai, Erode" });
    const made = await createBooking(handle.db, mine, options(4));
    if (!made.ok) throw new Error("setup failed");
    const now = new Date();

    const found = await findBooking(
      handle.db,
      { reference: made.reference.toLowerCase(), phone: mine.phone },
      now,
    );
    expect(found).toMatchObject({
      reference: made.reference,
      appliance: "Air Conditioner",
      brand: "Voltas",
      maskedAddress: "7/21, …638001",
      status: "requested",
      change: "ok",
    });
    expect(found?.maskedAddress).not.toContain("Kamaraj");

    const wrongPhone = await findBooking(handle.db, { reference: made.reference, phone: "9000000000" }, now);
    const wrongReference = await findBooking(
      handle.db,
      { reference: "SRV-ZZZZZZZZ", phone: mine.phone },
      now,
    );
    expect(wrongPhone).toBeNull();
    expect(wrongReference).toBeNull();
    const refused = await cancelBooking(
      handle.db,
      { reference: made.reference, phone: "9000000000" },
      { now, notifyTo },
    );
    expect(refused).toEqual({ ok: false, reason: "not_found", message: notFoundMessage });
  });
});
