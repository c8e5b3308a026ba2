import crypto from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, partOrders, serviceBookings, spareParts, technicians } from "../../../db/schema";
import { pdfText } from "../../../tests/support/pdf-text";
import { startedRepair, weekdayAhead } from "../../../tests/support/repair-bookings";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { answeredEstimate } from "../../../tests/support/visit-estimates";
import { addDays, todayInIndia } from "~/lib/india-time";
import { changeBookingAsStaff } from "~/modules/booking/staff-booking-change.server";
import { defaultSeller } from "~/modules/gst/seller";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { completeVisit } from "./complete-visit.server";
import { addVisitPart, loadJobCard, startVisit, waitForParts } from "./job-card.server";
import { partOrderPdf } from "./part-order-pdf.server";
import {
  closePartOrder,
  loadPartOrderDocument,
  nothingToOrderMessage,
  openPartOrders,
  partOrdersOfBooking,
  storeShortMessage,
} from "./part-orders.server";

describe.each(testBackends())("parts a visit waits for, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let tech: SignedInStaff;
  let techId: number;
  const expectedOn = addDays(todayInIndia(), 3);

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

  async function part(stock: number) {
    const [row] = await handle.db
      .insert(spareParts)
      .values({ name: `Indoor PCB ${crypto.randomUUID()}`, appliance: "ac", pricePaise: 3_20_000, stock })
      .returning();
    return row!;
  }

  /** A repair under way with the part on it and its estimate approved: ready to wait for the part. */
  async function repairWith(partId: number, quantity = 1, overrides = {}) {
    const row = await startedRepair(handle.db, { technician: tech, technicianId: techId }, overrides);
    expect(
      await addVisitPart(handle.db, techId, row.id, { partId, quantity, requestKey: crypto.randomUUID() }),
    ).toEqual({ ok: true, duplicate: false });
    await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, "ac-pcb");
    return row;
  }

  const wait = (bookingId: number, source: "stock" | "brand", date = expectedOn) =>
    waitForParts(handle.db, tech, techId, bookingId, { expectedOn: date, source });
  const complete = (bookingId: number) =>
    completeVisit(
      handle.db,
      tech,
      bookingId,
      { labourKey: "ac-pcb", paymentMethod: "cash" },
      { technicianId: techId },
    );
  const stockOf = async (id: number) =>
    (await handle.db.select().from(spareParts).where(eq(spareParts.id, id)))[0]?.stock;

  async function revisitAndStart(row: { id: number; visitCode: string }) {
    const revisit = await changeBookingAsStaff(
      handle.db,
      owner,
      row.id,
      { action: "revisit", date: weekdayAhead(4), slot: "afternoon" },
      { now: new Date(), capacity: 50 },
    );
    expect(revisit).toMatchObject({ ok: true });
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });
  }

  it("orders a part the store lacks from the brand, with its own number; receiving it stocks the part for the visit", async () => {
    const pcb = await part(0);
    const row = await repairWith(pcb.id, 2, { brand: "lg" });
    expect(await wait(row.id, "stock")).toEqual({
      ok: false,
      status: 409,
      message: storeShortMessage(pcb.name, 0),
    });
    const waited = await wait(row.id, "brand");
    expect(waited).toEqual({
      ok: true,
      partOrder: expect.stringMatching(/^KHP\/\d{2}-\d{2}\/\d{6}$/) as unknown,
    });
    const orderNumber = waited.ok ? waited.partOrder : "";

    const [order] = await partOrdersOfBooking(handle.db, row.id);
    expect(order).toMatchObject({
      orderNumber,
      bookingReference: row.reference,
      brand: "LG",
      expectedOn,
      status: "ordered",
      closedAt: null,
      lines: [{ partId: pcb.id, name: pcb.name, quantity: 2 }],
    });
    expect((await openPartOrders(handle.db)).map((open) => open.orderNumber)).toContain(orderNumber);

    // the brand's parts desk gets the order as a PDF: the part, the quantity, the day and where to deliver
    const document = await loadPartOrderDocument(handle.db, order!.id);
    const pdf = await partOrderPdf(document!, defaultSeller);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "Purchase Order",
      orderNumber,
      pcb.name,
      "LG, parts desk",
      row.reference,
      "Deliver to",
    ])
      expect(text).toContain(expected);

    // the revisit cannot complete before the part is in; once received, the stock is there and kept for it
    await revisitAndStart(row);
    expect(await complete(row.id)).toMatchObject({ ok: false, status: 409 });
    const other = await repairWith(pcb.id, 1);
    const received = await closePartOrder(
      handle.db,
      owner,
      { bookingId: row.id, orderId: order!.id },
      "received",
    );
    expect(received).toEqual({
      ok: true,
      message: `${orderNumber} received: its parts are in stock, held for this visit. Book the revisit.`,
    });
    expect(await stockOf(pcb.id)).toBe(2);
    // the other visit sees nothing free and cannot use the received parts
    expect(
      (await loadJobCard(handle.db, techId, other.id))?.partChoices.find((c) => c.id === pcb.id)?.free,
    ).toBe(0);
    expect(await complete(other.id)).toEqual({
      ok: false,
      status: 409,
      message: `${pcb.name} is out of stock. Remove it or call the service desk.`,
    });
    expect(await complete(row.id)).toEqual({ ok: true, alreadyCompleted: false });
    expect(await stockOf(pcb.id)).toBe(0);

    // a second click, or a cancel after receiving, changes nothing
    for (const outcome of ["received", "cancelled"] as const) {
      expect(
        await closePartOrder(handle.db, owner, { bookingId: row.id, orderId: order!.id }, outcome),
      ).toEqual({
        ok: false,
        status: 409,
        message: `${orderNumber} was already received: nothing was changed.`,
      });
    }
    expect(await stockOf(pcb.id)).toBe(0);
    // another booking's id does not reach the order
    expect(
      await closePartOrder(handle.db, owner, { bookingId: other.id, orderId: order!.id }, "received"),
    ).toMatchObject({ ok: false, status: 404 });
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order!.id)));
    expect(audit.filter((row) => row.entity === "part_order").map((row) => row.action)).toEqual([
      "part-order.create",
      "part-order.receive",
    ]);
  });

  it("keeps one open order per visit, refuses an order with no part on the visit, and cancels without stock", async () => {
    const pcb = await part(5);
    const row = await repairWith(pcb.id);
    const first = await wait(row.id, "brand");
    await revisitAndStart(row);
    // waiting again while the order is open keeps its number with the new day
    const later = addDays(todayInIndia(), 10);
    expect(await wait(row.id, "brand", later)).toEqual(first);
    const orders = await partOrdersOfBooking(handle.db, row.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.expectedOn).toBe(later);

    const cancelled = await closePartOrder(
      handle.db,
      owner,
      { bookingId: row.id, orderId: orders[0]!.id },
      "cancelled",
    );
    expect(cancelled).toEqual({ ok: true, message: `${orders[0]!.orderNumber} cancelled.` });
    expect(await stockOf(pcb.id)).toBe(5);
    expect(
      await closePartOrder(handle.db, owner, { bookingId: row.id, orderId: orders[0]!.id }, "received"),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: `${orders[0]!.orderNumber} was cancelled: nothing was changed.`,
    });

    const bare = await startedRepair(handle.db, { technician: tech, technicianId: techId });
    expect(await wait(bare.id, "brand")).toEqual({ ok: false, status: 409, message: nothingToOrderMessage });
    const [still] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, bare.id));
    expect(still?.status).toBe("in_progress");
    expect(await handle.db.select().from(partOrders).where(eq(partOrders.bookingId, bare.id))).toEqual([]);
  });

  it("holds the store's parts for a visit waiting on them: another visit can neither wait for nor use them", async () => {
    const relay = await part(1);
    const first = await repairWith(relay.id);
    const second = await repairWith(relay.id);
    expect(await wait(first.id, "stock")).toEqual({ ok: true });
    expect(await wait(second.id, "stock")).toEqual({
      ok: false,
      status: 409,
      message: storeShortMessage(relay.name, 0),
    });
    expect(await complete(second.id)).toEqual({
      ok: false,
      status: 409,
      message: `${relay.name} is out of stock. Remove it or call the service desk.`,
    });
    // the first visit's revisit uses its part; then the store is empty
    await revisitAndStart(first);
    expect(await complete(first.id)).toEqual({ ok: true, alreadyCompleted: false });
    expect(await stockOf(relay.id)).toBe(0);
  });

  it("adds a received order's parts to stock once when two desks mark it received at the same moment", async () => {
    const board = await part(0);
    const row = await repairWith(board.id, 2);
    expect(await wait(row.id, "brand")).toMatchObject({ ok: true });
    const [order] = await partOrdersOfBooking(handle.db, row.id);
    const ids = { bookingId: row.id, orderId: order!.id };
    const results = await Promise.all([
      closePartOrder(handle.db, owner, ids, "received"),
      closePartOrder(handle.db, owner, ids, "received"),
      closePartOrder(handle.db, owner, ids, "cancelled"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => result.ok || result.status)).toEqual([
      409, 409,
    ]);
    const [closed] = await partOrdersOfBooking(handle.db, row.id);
    expect(await stockOf(board.id)).toBe(closed!.status === "received" ? 2 : 0);
  });

  it("lets one of two visits waiting at once hold the last part from the store", async () => {
    const last = await part(1);
    const [a, b] = [await repairWith(last.id), await repairWith(last.id)];
    const results = await Promise.all([wait(a.id, "stock"), wait(b.id, "stock")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, status: 409, message: storeShortMessage(last.name, 0) },
    ]);
  });
});
