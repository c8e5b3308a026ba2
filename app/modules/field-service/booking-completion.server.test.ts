import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { testBackends } from "../../../tests/support/test-database";
import {
  bookingIdOf,
  moveOn as moveOnAsDesk,
  openServiceDesk,
  repairBooking,
  weekdayAhead,
} from "../../../tests/support/repair-bookings";
import { repairWarrantyEndDate } from "~/modules/appliances/warranty-rules";
import { createBooking, findBooking } from "~/modules/booking/booking.server";
import type { StaffBookingChange } from "~/modules/booking/staff-booking-change.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { completeVisit } from "./complete-visit.server";

describe.each(testBackends())("a completed visit on the customer's booking, on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  let senthil: number;
  beforeAll(async () => {
    ({ handle, staff, senthil } = await openServiceDesk(backend));
  });
  afterAll(() => handle?.close());

  const bookingId = (reference: string) => bookingIdOf(handle.db, reference);
  const moveOn = (reference: string, ...changes: StaffBookingChange[]) =>
    moveOnAsDesk(handle.db, staff, reference, ...changes);

  const options = (capacity: number, now = new Date()) => ({ now, capacity, notifyTo: "desk@example.test" });

  it("shows the technician, the visit charge and the warranty end once completed", async () => {
    const mine = repairBooking(weekdayAhead(2), "evening");
    const made = await createBooking(handle.db, mine, options(4));
    if (!made.ok) throw new Error("setup failed");
    await moveOn(
      made.reference,
      { action: "confirm" },
      { action: "assign", technicianId: senthil },
      { action: "start" },
    );
    const done = await completeVisit(
      handle.db,
      staff,
      await bookingId(made.reference),
      { labourKey: "none", paymentMethod: "cash" },
      { now: new Date("2025-06-10T08:00:00Z") },
    );
    expect(done.ok).toBe(true);
    const view = await findBooking(handle.db, { reference: made.reference, phone: mine.phone }, new Date());
    expect(view).toMatchObject({
      status: "completed",
      visitChargePaise: 29_900,
      // the repair warranty's one rule: 90 days counting the day of completion
      warrantyEndsOn: repairWarrantyEndDate("2025-06-10"),
      change: "closed",
    });
    expect(view?.timeline.map((entry) => [entry.label, entry.state])).toEqual([
      ["Requested", "done"],
      ["Confirmed", "done"],
      ["Technician assigned (Senthil)", "done"],
      ["In progress", "done"],
      ["Completed", "done"],
    ]);

    // The customer's Tamil page gets the appliance, the steps and the technician's step in Tamil.
    const tamil = await findBooking(
      handle.db,
      { reference: made.reference, phone: mine.phone },
      new Date(),
      "ta",
    );
    expect(tamil).toMatchObject({ appliance: "ஏசி", brand: "Voltas" });
    expect(tamil?.timeline.map((entry) => entry.label)).toEqual([
      "கோரிக்கை பெறப்பட்டது",
      "உறுதிசெய்யப்பட்டது",
      "தொழில்நுட்ப வல்லுநர் நியமிக்கப்பட்டார் (Senthil)",
      "பணி நடைபெறுகிறது",
      "முடிந்தது",
    ]);
  });
});
