import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import {
  auditLog,
  serviceBookings,
  spareParts,
  technicians,
  visitInvoices,
  visitParts,
} from "../../../db/schema";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { addDays, todayInIndia } from "~/lib/india-time";
import { generateReference } from "~/modules/booking/booking-reference";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { completeVisit } from "./complete-visit.server";
import {
  closeTechnicianDay,
  dayClosedMessage,
  noSuchTechnicianMessage,
  technicianDaysOf,
} from "./day-cash.server";

describe.each(testBackends())("a technician's day in money, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  const people: { id: number; user: SignedInStaff }[] = [];
  let counter = 0;
  const today = todayInIndia();
  const yesterday = addDays(today, -1);

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner", displayName: "Owner Selvi" }));
    for (const name of ["Arun", "Bala"]) {
      const user = await addStaffUser(handle.db, { role: "technician", password: null });
      const [row] = await handle.db.insert(technicians).values({ name, staffUserId: user.id }).returning();
      people.push({ id: row!.id, user });
    }
  });
  afterAll(() => handle?.close());

  /** A repair visit the technician completes with the visit charge alone, paid as given; its invoice total. */
  async function completedVisit(technician: (typeof people)[number], pay: "cash" | "upi") {
    counter += 1;
    const [booking] = await handle.db
      .insert(serviceBookings)
      .values({
        reference: generateReference(),
        name: `Customer ${counter}`,
        phone: `98430${String(10000 + counter).slice(-5)}`,
        appliance: "fan",
        brand: "crompton",
        issue: "Hums",
        address: "3/14, Sathy Road",
        pincode: "638004",
        date: today,
        slot: "morning",
        status: "in_progress",
        startedAt: new Date(),
        technicianId: technician.id,
        technicianName: "Technician",
      })
      .returning();
    const done = await completeVisit(
      handle.db,
      technician.user,
      booking!.id,
      { labourKey: "none", paymentMethod: pay, signature: { unsignedReason: "not_present" } },
      { technicianId: technician.id },
    );
    expect(done.ok).toBe(true);
    const [invoice] = await handle.db
      .select()
      .from(visitInvoices)
      .where(eq(visitInvoices.bookingId, booking!.id));
    return { bookingId: booking!.id, reference: booking!.reference, totalPaise: invoice!.totalPaise };
  }

  it("sums each technician's cash and UPI of the India day, with the parts their visits used", async () => {
    const [arun, bala] = people as [(typeof people)[number], (typeof people)[number]];
    const cash = await completedVisit(arun, "cash");
    const upi = await completedVisit(arun, "upi");
    const earlier = await completedVisit(arun, "cash");
    const theirs = await completedVisit(bala, "cash");
    // the earlier visit was invoiced yesterday evening, India time
    await handle.db
      .update(visitInvoices)
      .set({ createdAt: new Date(`${yesterday}T20:00:00+05:30`) })
      .where(eq(visitInvoices.bookingId, earlier.bookingId));
    const [part] = await handle.db
      .insert(spareParts)
      .values({ name: "Fan capacitor 2.5 µF", appliance: "fan", pricePaise: 12_000, stock: 5 })
      .returning();
    await handle.db.insert(visitParts).values([
      {
        bookingId: cash.bookingId,
        partId: part!.id,
        quantity: 2,
        unitPricePaise: 12_000,
        requestKey: "day-cash-part-1",
      },
      {
        bookingId: upi.bookingId,
        partId: part!.id,
        quantity: 1,
        unitPricePaise: 12_000,
        requestKey: "day-cash-part-2",
      },
      {
        bookingId: theirs.bookingId,
        partId: part!.id,
        quantity: 1,
        unitPricePaise: 12_000,
        requestKey: "day-cash-part-3",
      },
    ]);

    const [arunDay, balaDay] = await technicianDaysOf(handle.db, today);
    expect(arunDay).toMatchObject({
      technicianName: "Arun",
      cashPaise: cash.totalPaise,
      upiPaise: upi.totalPaise,
      parts: [{ name: "Fan capacitor 2.5 µF", quantity: 3 }],
      closed: null,
    });
    expect(arunDay!.visits.map((visit) => [visit.reference, visit.paymentMethod])).toEqual([
      [cash.reference, "cash"],
      [upi.reference, "upi"],
    ]);
    expect(balaDay).toMatchObject({ technicianName: "Bala", cashPaise: theirs.totalPaise, upiPaise: 0 });
    const [arunYesterday] = await technicianDaysOf(handle.db, yesterday, { technicianId: arun.id });
    expect(arunYesterday).toMatchObject({
      cashPaise: earlier.totalPaise,
      visits: [{ reference: earlier.reference }],
    });
  });

  it("closes a day once, recording the cash received beside the invoices' cash and the note", async () => {
    const arun = people[0]!;
    const [before] = await technicianDaysOf(handle.db, today, { technicianId: arun.id });
    const short = before!.cashPaise - 5_000;
    expect(
      await closeTechnicianDay(handle.db, owner, {
        technicianId: arun.id,
        day: today,
        receivedPaise: short,
        note: "  Gave ₹50 change to a customer  ",
      }),
    ).toEqual({ ok: true });
    const [after] = await technicianDaysOf(handle.db, today, { technicianId: arun.id });
    expect(after!.closed).toMatchObject({
      expectedPaise: before!.cashPaise,
      receivedPaise: short,
      note: "Gave ₹50 change to a customer",
      closedByName: "Owner Selvi",
    });
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "technician.day-closed"));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ day: today, differencePaise: -5_000 });

    const again = await closeTechnicianDay(handle.db, owner, {
      technicianId: arun.id,
      day: today,
      receivedPaise: before!.cashPaise,
      note: "",
    });
    expect(again).toEqual({ ok: false, status: 409, message: dayClosedMessage });
    expect(
      await closeTechnicianDay(handle.db, owner, {
        technicianId: 999_999,
        day: today,
        receivedPaise: 0,
        note: "",
      }),
    ).toEqual({ ok: false, status: 404, message: noSuchTechnicianMessage });
    // a day with no visits closes at ₹0 against ₹0
    expect(
      await closeTechnicianDay(handle.db, owner, {
        technicianId: people[1]!.id,
        day: addDays(today, -3),
        receivedPaise: 0,
        note: "",
      }),
    ).toEqual({ ok: true });
  });
});
