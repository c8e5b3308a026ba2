import crypto from "node:crypto";

import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import {
  bookingSlots,
  creditNotes,
  orderEvents,
  orderLines,
  orders,
  outbox,
  products,
  returnPhotos,
  returnRequests,
  serviceBookings,
} from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { installationVisitChoice } from "../../../tests/support/installation-visit";
import { testBackends } from "../../../tests/support/test-database";
import { todayInIndia } from "~/lib/india-time";
import { returnMessages } from "~/modules/orders/texts/en/return-messages";

import { checkoutSchema } from "./checkout.schema";
import { advanceOrder, recordReceivedPayment } from "./order-lifecycle.server";
import { getOrderById } from "./order-lookup.server";
import { placeOrder } from "./place-order.server";
import { refundDue } from "./refunds.server";
import { approveReturn, completeReturn, refuseReturn, requestReturn } from "./returns.server";
import type { ReturnEntry } from "./return-rules";

const day = 24 * 60 * 60 * 1000;
// delivered a day ago, so the order pages (which read the clock) still offer returns
const placedAt = new Date(Date.now() - 4 * day);
const deliveredAt = new Date(placedAt.getTime() + 3 * day);
const later = (days: number) => new Date(deliveredAt.getTime() + days * day);
const settings = {
  sms: true,
  whatsapp: false,
  email: false,
  origin: "https://shop.example.test",
  key: "k".repeat(32),
};
const productId = 1;
let counter = 0;

/** A phone photo: a JPEG carrying EXIF (camera and orientation) that must not survive. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#c33" } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneMaker", Model: "Phone 12" } } })
    .toBuffer();
}

describe.each(testBackends())("returns and replacements on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
    await handle.db
      .update(products)
      .set({ stock: 50, hidden: false, installation: "none" })
      .where(eq(products.id, productId));
  });
  afterAll(() => handle?.close());

  async function stock() {
    const [row] = await handle.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row!.stock;
  }

  /** A delivered, paid order of `quantity` units of product 1. */
  async function deliveredOrder(quantity = 2) {
    counter += 1;
    const placed = await placeOrder(
      handle.db,
      {
        idempotencyKey: `returns-${counter}-${Date.now()}`,
        customer: checkoutSchema.parse({
          name: "Meena Raj",
          email: "meena@example.test",
          phone: "9843022222",
          address: "12, Perundurai Road",
          city: "Erode",
          state: "Tamil Nadu",
          pincode: "638011",
          paymentMethod: "upi",
          agreeTerms: true,
          updates: true,
        }),
        lines: [{ productId, quantity }],
      },
      { notifyTo: "orders@example.test", now: placedAt },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed.refusal));
    const [row] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.order.orderNumber));
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    const utr = String(100_000_000_000 + counter * 7919 + (Date.now() % 1000));
    expect(
      await recordReceivedPayment(
        handle.db,
        row!.id,
        { channel: "upi", amountPaise: row!.totalPaise, reference: utr, receivedOn: todayInIndia(placedAt) },
        { now: placedAt },
      ),
    ).toMatchObject({ ok: true });
    for (const [to, at] of [
      ["packed", 1],
      ["shipped", 2],
      ["delivered", 3],
    ] as const) {
      const moved = await advanceOrder(handle.db, row!.id, to, {
        trackingId: "DTDC-556677",
        now: new Date(placedAt.getTime() + at * day),
      });
      expect(moved).toEqual({ ok: true });
    }
    return { order: row!, line: line! };
  }

  const entry = (
    orderLineId: number,
    quantity: number,
    kind: ReturnEntry["kind"] = "refund",
  ): ReturnEntry => ({
    kind,
    reason: "defective",
    details: "Does not cool",
    lines: [{ orderLineId, quantity }],
  });

  it("takes a request with photos, approves it, and on a restocked refund issues the credit note that makes the refund due", async () => {
    const { order, line } = await deliveredOrder(2);
    const before = await stock();
    const asked = await requestReturn(handle.db, order.id, entry(line.id, 1), [await phonePhoto()], {
      now: later(2),
      settings,
    });
    if (!asked.ok) throw new Error(asked.message);
    expect(asked.request).toMatchObject({ status: "requested", kind: "refund", lines: [{ quantity: 1 }] });
    const [photo] = await handle.db
      .select()
      .from(returnPhotos)
      .where(eq(returnPhotos.returnId, asked.request.id));
    const stored = await sharp(photo!.bytes).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    // the EXIF orientation turned the 400x300 photo upright before the flag was dropped
    expect([stored.width, stored.height]).toEqual([300, 400]);

    expect(
      await completeReturn(handle.db, asked.request.id, { inspection: "restock", resolution: "refund" }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(
      await approveReturn(handle.db, asked.request.id, "2026-11-09", { now: later(3), settings }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await refuseReturn(handle.db, asked.request.id, "Late", { now: later(3), settings }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await stock()).toBe(before);
    expect(await refundDue(handle.db, order)).toBe(0);

    const done = await completeReturn(
      handle.db,
      asked.request.id,
      { inspection: "restock", resolution: "refund" },
      { now: later(4), settings },
    );
    expect(done).toMatchObject({ ok: true, request: { status: "completed", inspection: "restock" } });
    expect(await stock()).toBe(before + 1);
    const [note] = await handle.db
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.orderId, order.id), eq(creditNotes.reason, "returned")));
    expect(note?.totalPaise).toBe(line.unitPricePaise);
    expect(await refundDue(handle.db, order)).toBe(line.unitPricePaise);

    const view = await getOrderById(handle.db, order.id);
    expect(view?.returns[0]).toMatchObject({ status: "completed", creditNote: note!.creditNoteNumber });
    expect(view?.returnable?.lines).toEqual([{ orderLineId: line.id, title: line.title, left: 1 }]);
    const codes = view?.events.flatMap((event) => (event.message ? [event.message.code] : []));
    expect(codes).toEqual(expect.arrayContaining(["returnRequested", "returnApproved", "returnCompleted"]));
    const sent = await handle.db
      .select({ template: outbox.template })
      .from(outbox)
      .where(eq(outbox.recipient, order.phone));
    expect(sent.map((row) => row.template)).toEqual(
      expect.arrayContaining(["return_requested", "return_approved", "return_refunded"]),
    );
    expect(
      await completeReturn(handle.db, asked.request.id, { inspection: "restock", resolution: "refund" }),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it("sends a replacement as a new order at no charge under a delivery challan, taking its stock", async () => {
    const { order, line } = await deliveredOrder(1);
    const asked = await requestReturn(handle.db, order.id, entry(line.id, 1, "replacement"), [], {
      now: later(1),
      settings,
    });
    if (!asked.ok) throw new Error(asked.message);
    await approveReturn(handle.db, asked.request.id, "2026-11-08", { now: later(1), settings });
    const before = await stock();
    const done = await completeReturn(
      handle.db,
      asked.request.id,
      { inspection: "scrap", resolution: "replacement" },
      { now: later(2), settings },
    );
    if (!done.ok) throw new Error(done.message);
    // scrapped: nothing comes back; the replacement unit leaves the shelf
    expect(await stock()).toBe(before - 1);
    const [replacement] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, done.request.replacementOrderId!));
    expect(replacement).toMatchObject({
      totalPaise: 0,
      replacesOrderId: order.id,
      status: "placed",
      paymentStatus: "paid",
    });
    expect(replacement!.invoiceNumber).toMatch(/^KHD\/\d{2}-\d{2}\/\d{6}$/);
    const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, replacement!.id));
    expect(lines).toMatchObject([{ productId, quantity: 1, unitPricePaise: 0, hsnCode: line.hsnCode }]);
    const [event] = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, replacement!.id));
    expect(event?.message).toEqual({
      code: "replacementFor",
      orderNumber: order.orderNumber,
      returnId: asked.request.id,
    });
    // the replacement, delivered, can be replaced again but not refunded: it cost nothing
    await handle.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, replacement!.id));
    await handle.db
      .insert(orderEvents)
      .values({ orderId: replacement!.id, status: "delivered", at: later(3) });
    const [sent] = lines;
    expect(
      await requestReturn(handle.db, replacement!.id, entry(sent!.id, 1, "refund"), [], {
        now: later(4),
        settings,
      }),
    ).toMatchObject({ ok: false, status: 409, message: returnMessages.code.replacementOnly });
    const again = await requestReturn(handle.db, replacement!.id, entry(sent!.id, 1, "replacement"), [], {
      now: later(4),
      settings,
    });
    if (!again.ok) throw new Error(again.message);
    await approveReturn(handle.db, again.request.id, "2026-12-01", { now: later(4), settings });
    expect(
      await completeReturn(handle.db, again.request.id, { inspection: "brand", resolution: "refund" }),
    ).toMatchObject({ ok: false, status: 409 });
    // nothing more to send back: the one unit is in a completed request
    expect((await getOrderById(handle.db, order.id))?.returnable).toBeNull();
    expect(await refundDue(handle.db, order)).toBe(0);
  });

  it("books the replacement's installation visit when the product needs one, and takes nothing when it cannot", async () => {
    const { order, line } = await deliveredOrder(1);
    const asked = await requestReturn(handle.db, order.id, entry(line.id, 1, "replacement"), [], {
      now: later(1),
      settings,
    });
    if (!asked.ok) throw new Error(asked.message);
    await approveReturn(handle.db, asked.request.id, "2026-12-01", { now: later(1), settings });
    await handle.db.update(products).set({ installation: "installation" }).where(eq(products.id, productId));
    try {
      const choice = installationVisitChoice(order.pincode);
      const visit = { date: choice.installDate, slot: choice.installSlot };
      const before = await stock();
      const bookedBefore = await handle.db.select().from(bookingSlots);
      // no visit chosen: refused, nothing written
      expect(
        await completeReturn(handle.db, asked.request.id, {
          inspection: "restock",
          resolution: "replacement",
        }),
      ).toMatchObject({ ok: false, status: 422 });
      // no stock for the replacement: refused after the slot was taken, and the slot is given back
      await handle.db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
      expect(
        await completeReturn(handle.db, asked.request.id, {
          inspection: "restock",
          resolution: "replacement",
          installation: visit,
        }),
      ).toMatchObject({ ok: false, status: 409 });
      expect(await handle.db.select().from(bookingSlots)).toEqual(bookedBefore);
      await handle.db.update(products).set({ stock: before }).where(eq(products.id, productId));

      const done = await completeReturn(handle.db, asked.request.id, {
        inspection: "restock",
        resolution: "replacement",
        installation: visit,
      });
      if (!done.ok) throw new Error(done.message);
      const [booking] = await handle.db
        .select()
        .from(serviceBookings)
        .where(eq(serviceBookings.orderId, done.request.replacementOrderId!));
      expect(booking).toMatchObject({
        kind: "installation",
        date: visit.date,
        slot: visit.slot,
        status: "requested",
      });
      // restocked, and one unit sent again
      expect(await stock()).toBe(before);
    } finally {
      await handle.db.update(products).set({ installation: "none" }).where(eq(products.id, productId));
    }
  });

  it("gives a refused request's units back, and refuses requests outside the rules", async () => {
    const { order, line } = await deliveredOrder(1);
    const asked = await requestReturn(handle.db, order.id, entry(line.id, 1), [], {
      now: later(1),
      settings,
    });
    if (!asked.ok) throw new Error(asked.message);
    expect(
      await requestReturn(handle.db, order.id, entry(line.id, 1), [], { now: later(1), settings }),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: returnMessages.code.tooMany,
    });
    await refuseReturn(handle.db, asked.request.id, "The damage is from a fall.", {
      now: later(2),
      settings,
    });
    const view = await getOrderById(handle.db, order.id);
    expect(view?.returns[0]).toMatchObject({ status: "refused", refusal: "The damage is from a fall." });
    expect(view?.returnable?.lines[0]?.left).toBe(1);
    expect(
      await requestReturn(handle.db, order.id, entry(line.id, 1), [], { now: later(8), settings }),
    ).toMatchObject({
      ok: false,
      message: returnMessages.code.windowPassed,
    });
    expect(
      await requestReturn(handle.db, order.id, entry(line.id, 1), [Buffer.from("not a picture")], {
        now: later(2),
        settings,
      }),
    ).toMatchObject({
      ok: false,
      status: 422,
      field: "photos",
      message: returnMessages.code.photoUnsupported,
    });
    // a photo cut off in the upload: its header reads, its pixels do not
    const noisy = await sharp(crypto.randomBytes(400 * 300 * 3), {
      raw: { width: 400, height: 300, channels: 3 },
    })
      .jpeg()
      .toBuffer();
    const cut = noisy.subarray(0, Math.floor(noisy.length * 0.6));
    expect((await sharp(cut).metadata()).width).toBe(400);
    expect(
      await requestReturn(handle.db, order.id, entry(line.id, 1), [cut], { now: later(2), settings }),
    ).toMatchObject({
      ok: false,
      status: 422,
      field: "photos",
      message: returnMessages.code.photoUnsupported,
    });
    const five = Array.from({ length: 5 }, () => Buffer.alloc(10));
    expect(
      await requestReturn(handle.db, order.id, entry(line.id, 1), five, { now: later(2), settings }),
    ).toMatchObject({
      ok: false,
      message: returnMessages.code.tooManyPhotos,
    });
    const rows = await handle.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a request before delivery", async () => {
    const placed = await deliveredOrder(1);
    const [undelivered] = await handle.db
      .update(orders)
      .set({ status: "shipped" })
      .where(eq(orders.id, placed.order.id))
      .returning();
    expect(
      await requestReturn(handle.db, undelivered!.id, entry(placed.line.id, 1), [], {
        now: later(1),
        settings,
      }),
    ).toMatchObject({ ok: false, message: returnMessages.code.notDelivered });
  });

  it("lets only one of two racing requests take the same units", async () => {
    const { order, line } = await deliveredOrder(2);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        requestReturn(handle.db, order.id, entry(line.id, 2), [], { now: later(1), settings }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.flatMap((result) => (result.ok ? [] : [[result.status, result.message]]));
    expect(refused).toEqual(Array.from({ length: 3 }, () => [409, returnMessages.code.tooMany]));
    const rows = await handle.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id));
    expect(rows).toHaveLength(1);
  });
});
