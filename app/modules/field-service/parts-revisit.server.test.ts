import crypto from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { bookingEvents, spareParts, technicians } from "../../../db/schema";
import { weekdayAhead } from "../../../tests/support/repair-bookings";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { startedRepair } from "../../../tests/support/repair-bookings";
import { testBackends } from "../../../tests/support/test-database";
import { answeredEstimate } from "../../../tests/support/visit-estimates";
import { addDays, todayInIndia } from "~/lib/india-time";
import { findBooking } from "~/modules/booking/booking.server";
import { changeBookingAsStaff } from "~/modules/booking/staff-booking-change.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { completeVisit } from "./complete-visit.server";
import {
  addVisitPart,
  loadJobCard,
  partsBeforeApprovalMessage,
  partsDateMessage,
  startVisit,
  waitForParts,
} from "./job-card.server";
import { loadVisitInvoice } from "./visit-invoice.server";
import { sendEstimate } from "./visit-estimates.server";

describe.each(testBackends())("a visit waiting for a part, then revisited, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let tech: SignedInStaff;
  let techId: number;

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
    tech = await addStaffUser(handle.db, { role: "technician", password: null });
    const [row] = await handle.db
      .insert(technicians)
      .values({ name: "Senthil", staffUserId: tech.id })
      .returning();
    techId = row!.id;
  });
  afterAll(() => handle?.close());

  async function repairNeedingAPart() {
    const row = await startedRepair(handle.db, { technician: tech, technicianId: techId });
    const [part] = await handle.db
      .insert(spareParts)
      .values({ name: `Indoor PCB ${crypto.randomUUID()}`, appliance: "ac", pricePaise: 3_20_000, stock: 2 })
      .returning();
    await addVisitPart(handle.db, techId, row.id, {
      partId: part!.id,
      quantity: 1,
      requestKey: crypto.randomUUID(),
    });
    return row;
  }

  it("waits for the part with its day, is revisited in a new slot and completed with the approved work", async () => {
    const row = await repairNeedingAPart();
    const expectedOn = addDays(todayInIndia(), 3);
    const wait = (date = expectedOn) =>
      waitForParts(handle.db, tech, techId, row.id, { expectedOn: date, source: "brand" });
    await sendEstimate(handle.db, tech, techId, row.id, "ac-pcb");
    expect(await wait()).toEqual({ ok: false, status: 409, message: partsBeforeApprovalMessage });
    await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, "ac-pcb");
    for (const date of [addDays(todayInIndia(), -1), addDays(todayInIndia(), 61), "soon"]) {
      expect(await wait(date)).toEqual({ ok: false, status: 400, message: partsDateMessage });
    }
    expect(await wait()).toEqual({ ok: true, partOrder: expect.stringMatching(/^KHP\//) as unknown });
    expect(await loadJobCard(handle.db, techId, row.id)).toMatchObject({
      status: "waiting_for_parts",
      partsExpectedOn: expectedOn,
    });
    const pair = { reference: row.reference, phone: row.phone };
    const waiting = await findBooking(handle.db, pair, new Date());
    expect(waiting?.timeline.find((step) => step.state === "current")?.label).toMatch(
      /^Waiting for parts \(expected by /,
    );
    // neither completed nor moved like a booked visit while it waits
    const input = { labourKey: "ac-pcb", paymentMethod: "cash" as const };
    expect(await completeVisit(handle.db, owner, row.id, input)).toMatchObject({ ok: false, status: 409 });
    const day = weekdayAhead(4);
    const options = { now: new Date(), capacity: 4 };
    expect(
      await changeBookingAsStaff(
        handle.db,
        owner,
        row.id,
        { action: "reschedule", date: day, slot: "morning" },
        options,
      ),
    ).toMatchObject({ ok: false, status: 409 });

    const revisit = await changeBookingAsStaff(
      handle.db,
      owner,
      row.id,
      { action: "revisit", date: day, slot: "afternoon" },
      options,
    );
    expect(revisit).toMatchObject({ ok: true, booking: { status: "revisit", date: day, slot: "afternoon" } });
    expect((await findBooking(handle.db, pair, new Date()))?.timeline.map((step) => step.label)).toContain(
      "Revisit booked",
    );

    // the technician starts the second visit with the customer's code and completes the approved work
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });
    expect(await completeVisit(handle.db, tech, row.id, input, { technicianId: techId })).toEqual({
      ok: true,
      alreadyCompleted: false,
    });
    expect(await loadVisitInvoice(handle.db, row.id)).toMatchObject({
      labourPaise: 1_80_000,
      partsPaise: 3_20_000,
    });
    const events = await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(events.map((event) => event.message?.code)).toEqual([
      "started",
      "estimateSent",
      "estimateSent",
      "estimateApproved",
      "waitingForParts",
      "revisitBooked",
      "started",
      "completed",
    ]);
  });

  it("refuses a revisit of a visit that is not waiting for a part", async () => {
    const row = await repairNeedingAPart();
    const outcome = await changeBookingAsStaff(
      handle.db,
      owner,
      row.id,
      { action: "revisit", date: weekdayAhead(4), slot: "morning" },
      { now: new Date(), capacity: 4 },
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: 409,
      message: "This booking is in progress, so it cannot be given a revisit now.",
    });
  });
});
