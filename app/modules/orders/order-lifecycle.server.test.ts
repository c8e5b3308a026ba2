import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { creditNotes, orderEvents, orders, outbox, products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";

import { formatRupeesWithPaise } from "~/lib/money";
import { checkoutSchema } from "./checkout.schema";
import { confirmWithinHours } from "./order-limits";
import { confirmCodOrder } from "./order-updates.server";
import {
  advanceOrder,
  cancelOrder,
  expireUnconfirmedOrders,
  recordReceivedPayment,
  trackingIdMessage,
} from "./order-lifecycle.server";
import { findOrderForTracking, getOrderById, getOrderByToken } from "./order-lookup.server";
import { creditNoteFigures, invoiceFigures } from "./invoice-lines";
import { placeOrder } from "./place-order.server";
import { orderEventNote } from "./order-event-note";
import { toTrackedOrder } from "./tracked-order";
import { trackOrderMessages } from "~/modules/orders/texts/en/track-order-messages";
import { messageIn } from "~/i18n/text";

const minute = 60_000;
const notifyTo = "orders@example.test";
const placedAt = new Date("2025-09-01T05:00:00.000Z");
const after = (minutes: number) => new Date(placedAt.getTime() + minutes * minute);

let counter = 0;

describe.each(testBackends())("order lifecycle and lookups on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
    await handle.db
      .update(products)
      .set({ stock: 100, hidden: false, installation: "none" })
      .where(eq(products.id, 1));
  });
  afterAll(() => handle?.close());

  async function stock() {
    const [row] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1));
    return row?.stock ?? -1;
  }

  async function newOrder(paymentMethod: "cod" | "upi" | "card" = "cod", quantity = 2) {
    counter += 1;
    const result = await placeOrder(
      handle.db,
      {
        idempotencyKey: `lifecycle-${counter}-${Date.now()}`,
        customer: checkoutSchema.parse({
          name: "Arun Prakash",
          email: "arun@example.test",
          phone: "098430 22222",
          address: "3/41, Nasiyanur Road, Villarasampatti",
          city: "Erode",
          state: "Tamil Nadu",
          pincode: "638107",
          paymentMethod,
          agreeTerms: true,
        }),
        lines: [{ productId: 1, quantity }],
      },
      { notifyTo, now: placedAt },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.refusal));
    const [row] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, result.order.orderNumber));
    if (!row) throw new Error("order not stored");
    return { id: row.id, number: row.orderNumber, token: result.accessToken };
  }

  it("moves forward one step at a time, needs a tracking ID to ship and refuses anything else", async () => {
    const { id } = await newOrder();
    expect(
      await advanceOrder(handle.db, id, "shipped", { trackingId: "AWB123456", now: after(5) }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await advanceOrder(handle.db, id, "packed", { now: after(10) })).toEqual({ ok: true });
    expect(await advanceOrder(handle.db, id, "packed", { now: after(11) })).toMatchObject({ status: 409 });
    expect(await advanceOrder(handle.db, id, "shipped", { now: after(12) })).toEqual({
      ok: false,
      status: 422,
      message: trackingIdMessage,
    });
    expect(await advanceOrder(handle.db, id, "shipped", { trackingId: "x", now: after(12) })).toMatchObject({
      status: 422,
    });
    expect(
      await advanceOrder(handle.db, id, "shipped", { trackingId: " DTDC-7788 99 ", now: after(20) }),
    ).toEqual({
      ok: true,
    });
    expect(await advanceOrder(handle.db, id, "delivered", { now: after(3000) })).toEqual({ ok: true });
    const refused = await advanceOrder(handle.db, id, "packed", { now: after(3001) });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused.ok ? "" : refused.message).toMatch(/delivered/);
    expect(await advanceOrder(handle.db, 9_999_999, "packed", { now: after(1) })).toMatchObject({
      status: 404,
    });

    const view = await getOrderById(handle.db, id);
    expect(view?.status).toBe("delivered");
    expect(view?.trackingId).toBe("DTDC-7788 99");
    expect(view?.events.map((event) => event.status)).toEqual(["placed", "packed", "shipped", "delivered"]);
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.updatedAt.toISOString()).toBe(after(3000).toISOString());
    expect(await cancelOrder(handle.db, id, { by: "staff", now: after(3002) })).toMatchObject({
      status: 409,
    });
  });

  it("lets the customer cancel within 2 hours while the order is placed, and returns the stock", async () => {
    const before = await stock();
    const { id } = await newOrder("cod", 3);
    expect(await stock()).toBe(before - 3);
    const result = await cancelOrder(handle.db, id, { by: "customer", now: after(119), notifyTo });
    expect(result).toEqual({ ok: true });
    expect(await stock()).toBe(before);
    const view = await getOrderById(handle.db, id);
    expect(view?.status).toBe("cancelled");
    expect(view?.events.at(-1)).toMatchObject({
      status: "cancelled",
      note: null,
      message: { code: "cancelled", by: "customer", refundDuePaise: null },
    });
    expect(orderEventNote(view!.events.at(-1)!, "en")).toBe("Cancelled by the customer");
    const notes = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Order ${view?.orderNumber} cancelled`));
    expect(notes).toHaveLength(1);
    expect(await cancelOrder(handle.db, id, { by: "customer", now: after(120) })).toMatchObject({
      status: 409,
    });
    expect(await cancelOrder(handle.db, id, { by: "staff", now: after(120) })).toMatchObject({ status: 409 });
    expect(await stock()).toBe(before);
  });

  it("answers a cancelled order's invoice with a credit note that takes back every line and its tax", async () => {
    const { id } = await newOrder("cod", 2);
    expect((await getOrderById(handle.db, id))?.creditNotes).toEqual([]);
    expect(await cancelOrder(handle.db, id, { by: "staff", now: after(30), notifyTo })).toEqual({ ok: true });
    const view = (await getOrderById(handle.db, id))!;
    expect(view.creditNotes).toHaveLength(1);
    const [note] = view.creditNotes;
    // issued on the day of the cancellation, in that day's financial year (September 2025: 2025-26)
    expect(note).toMatchObject({
      reason: "cancelled",
      totalPaise: view.totalPaise,
      issuedAt: after(30).toISOString(),
    });
    expect(note!.number).toMatch(/^KHC\/25-26\/\d{6}$/);
    const invoice = invoiceFigures(view);
    const credit = creditNoteFigures(view, note!.lines);
    expect(credit.totals).toEqual(invoice.totals);
    expect(credit.lines.map((line) => [line.code, line.quantity, line.tax])).toEqual(
      invoice.lines.map((line) => [line.code, line.quantity, line.tax]),
    );
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Order ${view.orderNumber} cancelled`));
    expect(mail?.body).toContain(`Credit note ${note!.number} answers invoice ${view.invoiceNumber}.`);
    // a second cancellation is refused, and the database holds one cancellation note per order
    expect(await cancelOrder(handle.db, id, { by: "staff", now: after(31) })).toMatchObject({ status: 409 });
    await expect(
      handle.db.insert(creditNotes).values({
        creditNoteNumber: "KHC/25-26/999999",
        orderId: id,
        reason: "cancelled",
        totalPaise: 100,
      }),
    ).rejects.toThrow();
    expect((await getOrderById(handle.db, id))?.creditNotes).toHaveLength(1);
  });

  it("refuses the customer after 2 hours or once packed, with the reason, but lets staff cancel", async () => {
    const late = await newOrder();
    const refusedLate = await cancelOrder(handle.db, late.id, { by: "customer", now: after(121) });
    expect(refusedLate).toMatchObject({ ok: false, status: 409 });
    expect(refusedLate.ok ? "" : messageIn(refusedLate.message, [trackOrderMessages], "en")).toMatch(
      /More than 2 hours/,
    );

    const packed = await newOrder();
    await advanceOrder(handle.db, packed.id, "packed", { now: after(5) });
    const refusedPacked = await cancelOrder(handle.db, packed.id, { by: "customer", now: after(6) });
    expect(refusedPacked.ok ? "" : messageIn(refusedPacked.message, [trackOrderMessages], "en")).toMatch(
      /already been packed/,
    );

    const before = await stock();
    expect(
      await cancelOrder(handle.db, packed.id, { by: "staff", now: after(300), note: "Customer called" }),
    ).toEqual({ ok: true });
    expect(await stock()).toBe(before + 2);
    const view = await getOrderById(handle.db, packed.id);
    // what staff typed is kept as typed, beside the code
    expect(view?.events.at(-1)).toMatchObject({ note: "Customer called", message: { by: "dealer" } });
    expect(orderEventNote(view!.events.at(-1)!, "en")).toBe("Cancelled by the dealer: Customer called");
  });

  it("records UPI payments by UTR: short, then paid in full; a reused UTR is refused; a cancelled order notes its refund", async () => {
    const { id, number, token } = await newOrder("upi");
    const total = (await getOrderById(handle.db, id))!.totalPaise;
    expect((await getOrderByToken(handle.db, number, token))?.upi?.link).toMatch(/^upi:\/\/pay\?/);
    const upi = (utr: string, amountPaise: number) =>
      ({ channel: "upi", amountPaise, reference: utr, receivedOn: "2026-01-01" }) as const;
    expect(await recordReceivedPayment(handle.db, id, upi("123456789012", 1000), { now: after(30) })).toEqual(
      {
        ok: true,
        balancePaise: total - 1000,
      },
    );
    expect((await getOrderById(handle.db, id))?.paymentStatus).toBe("pending");
    const reused = await recordReceivedPayment(handle.db, id, upi("123456789012", total), { now: after(31) });
    expect(reused).toMatchObject({ ok: false, status: 409 });
    expect(
      await recordReceivedPayment(handle.db, id, upi("123456789013", total), { now: after(32) }),
    ).toEqual({
      ok: true,
      balancePaise: -1000,
    });
    expect(
      await recordReceivedPayment(handle.db, id, upi("123456789014", 500), { now: after(33) }),
    ).toMatchObject({ ok: false, status: 409, message: "This order is already paid in full." });
    const paid = await getOrderByToken(handle.db, number, token);
    expect(paid?.paymentStatus).toBe("paid");
    expect(paid?.upi).toBeUndefined();
    expect(paid?.events.at(-1)).toMatchObject({
      status: "paid",
      message: { code: "paymentReceived", channel: "upi", amountPaise: total, balancePaise: -1000 },
    });
    expect(orderEventNote(paid!.events.at(-1)!, "en")).toBe(
      `Payment of ${formatRupeesWithPaise(total)} received by UPI. ₹10.00 more than the order total was received; it will be refunded.`,
    );
    expect(orderEventNote(paid!.events.at(-2)!, "en")).toBe(
      `Payment of ₹10.00 received by UPI. ${formatRupeesWithPaise(total - 1000)} is still to pay.`,
    );
    // the same UTR cannot pay another order
    const other = await newOrder("upi");
    expect(
      await recordReceivedPayment(handle.db, other.id, upi("123456789013", 100), { now: after(34) }),
    ).toMatchObject({ ok: false, status: 409, message: `This UTR is already recorded for order ${number}.` });

    expect(await cancelOrder(handle.db, id, { by: "customer", now: after(60) })).toEqual({ ok: true });
    const cancelled = await getOrderById(handle.db, id);
    expect(cancelled?.events.at(-1)?.message).toEqual({
      code: "cancelled",
      by: "customer",
      refundDuePaise: total + 1000,
    });
    expect(orderEventNote(cancelled!.events.at(-1)!, "en")).toMatch(/refund of ₹[\d,]+\.00 is due/);
    // The customer's Tamil tracking page writes the stored code in Tamil, with the amount.
    const tamil = cancelled && toTrackedOrder(cancelled, token, after(60), "ta").timeline.at(-1)?.note;
    expect(tamil).toMatch(/^வாடிக்கையாளர் ரத்து செய்தார். ₹[\d,]+\.00 உங்களுக்குத் திருப்பி அனுப்பப்படும்; /);

    const cancelledFirst = await newOrder("cod");
    await cancelOrder(handle.db, cancelledFirst.id, { by: "staff", now: after(1) });
    const refused = await recordReceivedPayment(
      handle.db,
      cancelledFirst.id,
      { channel: "cash", amountPaise: 100, reference: null, receivedOn: "2026-01-01" },
      { now: after(2) },
    );
    expect(refused.ok ? "" : refused.message).toMatch(/cancelled/);
    const events = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, cancelledFirst.id));
    expect(events.map((event) => event.status)).toEqual(["placed", "cancelled"]);
  });

  it("finds an order by number and phone as customers type them, and null for either mismatch", async () => {
    const { number, token } = await newOrder();
    const found = await findOrderForTracking(handle.db, `  ${number.toLowerCase()} `, "+91 98430-22222");
    expect(found?.orderNumber).toBe(number);
    expect((await findOrderForTracking(handle.db, number, "9843022222"))?.orderNumber).toBe(number);
    expect(await findOrderForTracking(handle.db, number, "9843022223")).toBeNull();
    expect(await findOrderForTracking(handle.db, number, "not a phone")).toBeNull();
    expect(await findOrderForTracking(handle.db, "ORD-000000-AAAAAA", "9843022222")).toBeNull();
    expect(await findOrderForTracking(handle.db, "", "9843022222")).toBeNull();

    expect((await getOrderByToken(handle.db, number, token))?.orderNumber).toBe(number);
    expect(await getOrderByToken(handle.db, number, `${token}x`)).toBeNull();
    expect(await getOrderByToken(handle.db, number, "")).toBeNull();
    expect(await getOrderById(handle.db, 0)).toBeNull();
    expect(await getOrderById(handle.db, 99_999_999_999)).toBeNull();
  });

  it("cancels a cash order nobody confirmed within the hours it waits, releasing its stock; a confirmed one stays", async () => {
    const before = await stock();
    const forgotten = await newOrder("cod", 2);
    const confirmed = await newOrder("cod", 1);
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, forgotten.id));
    // two units of a ₹32,093 TV: above the cash-on-delivery threshold, placed by an unproved number
    expect(row?.confirmBy).toEqual(new Date(placedAt.getTime() + confirmWithinHours * 60 * minute));
    expect(row?.phoneVerifiedAt).toBeNull();
    expect(await stock()).toBe(before - 3);
    await confirmCodOrder(handle.db, confirmed.id, after(60));

    const deadline = confirmWithinHours * 60;
    expect(await expireUnconfirmedOrders(handle.db, after(deadline - 1))).toBe(0);
    // earlier tests' cash orders, placed at the same moment and never confirmed, go too
    expect(await expireUnconfirmedOrders(handle.db, after(deadline))).toBeGreaterThanOrEqual(1);
    expect(await expireUnconfirmedOrders(handle.db, after(deadline + 1))).toBe(0);
    expect(await stock()).toBeGreaterThanOrEqual(before - 1);

    const expired = await getOrderById(handle.db, forgotten.id);
    expect(expired?.status).toBe("cancelled");
    const note = expired?.events.at(-1);
    expect(note && orderEventNote(note, "en")).toBe(
      `Cancelled: the order was not confirmed within ${confirmWithinHours} hours of placing it`,
    );
    const kept = await getOrderById(handle.db, confirmed.id);
    expect(kept?.status).toBe("placed");
    // confirming from the message's link proves the number too
    expect(kept?.customerUpdates).toMatchObject({ phoneVerified: true, codConfirmNeeded: true });
  });
});
