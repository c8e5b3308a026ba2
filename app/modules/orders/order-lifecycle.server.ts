import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import type { OrderEventMessage, OrderStatus } from "../../../db/enums";
import { orderEvents, orderLines, orders, products, type Order } from "../../../db/schema";
import { formatRupeesWithPaise } from "~/lib/money";
import { enqueueNotification } from "~/modules/notify/outbox.server";

import { customerCancelRefusal, nextStatus, statusLabels } from "./order-rules";
import { announceOrder } from "./order-updates.server";
import { paymentMethodLabels } from "./payment-labels";
import type { PaymentEntry } from "./payment-rules";
import { orderMoney, recordPayment } from "./payments.server";
import { indiaDayStart, todayInIndia } from "~/lib/india-time";
import { cancelInstallationVisit } from "~/modules/booking/installation-visit.server";
import { issueCancellationCreditNote } from "./credit-notes.server";

export type LifecycleResult = { ok: true } | { ok: false; status: 404 | 409 | 422; message: string };

export const trackingIdMessage = "Enter the courier's tracking ID (3 to 30 letters, digits or - / .).";
const trackingIdPattern = /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,28}[A-Za-z0-9]$/;

const notFound: LifecycleResult = { ok: false, status: 404, message: "Order not found." };

function conflict(message: string): LifecycleResult {
  return { ok: false, status: 409, message };
}

/** The order's row, locked for this transaction; undefined for an id that is not an order's. */
export async function lockOrder(tx: Executor, orderId: number): Promise<Order | undefined> {
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/** Staff move an order along placed > packed > shipped (tracking ID required) > delivered. */
export async function advanceOrder(
  db: Database,
  orderId: number,
  to: Exclude<OrderStatus, "placed" | "cancelled">,
  { trackingId, now = new Date() }: { trackingId?: string; now?: Date },
): Promise<LifecycleResult> {
  const tracking = trackingId?.trim().replace(/\s+/g, " ") ?? "";
  if (to === "shipped" && !trackingIdPattern.test(tracking)) {
    return { ok: false, status: 422, message: trackingIdMessage };
  }
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) return notFound;
    if (row.status === "cancelled") return conflict("This order was cancelled, so it cannot move on.");
    const next = nextStatus[row.status];
    if (!next) return conflict(`This order is already ${row.status}; it cannot move to ${to}.`);
    if (to !== next) {
      return conflict(
        `This order is ${row.status}; it can only move on to ${next}, one step at a time, not to ${to}.`,
      );
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: now, ...(to === "shipped" ? { trackingId: tracking } : {}) })
      .where(eq(orders.id, row.id))
      .returning();
    if (!updated) throw new Error("the locked order disappeared");
    await tx.insert(orderEvents).values({
      orderId: row.id,
      status: to,
      note: to === "shipped" ? `Shipped with tracking ID ${tracking}` : statusLabels[to],
      at: now,
    });
    if (to === "shipped" || to === "delivered") await announceOrder(tx, updated, `order_${to}`, now);
    return { ok: true } as const;
  });
}

/** Puts each line's quantity back on the shelf, in product id order like placeOrder's locks. */
async function returnStock(tx: Executor, orderId: number): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/** Cancels and returns the stock. Customers only within 2 hours and before packing; staff before delivery. */
export async function cancelOrder(
  db: Database,
  orderId: number,
  {
    by,
    now = new Date(),
    note,
    notifyTo,
  }: {
    /**
     * "expiry": an online order whose payment never came (expireUnpaidOnlineOrders); "unconfirmed": a cash
     * order that waited for confirmation past its confirmBy (expireUnconfirmedOrders).
     */
    by: "customer" | "staff" | "expiry" | "unconfirmed";
    now?: Date;
    note?: string;
    /** When set, the dealer is told (a customer's cancellation). */
    notifyTo?: string;
  },
): Promise<LifecycleResult> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) return notFound;
    if (by === "customer") {
      // a code the customer's page writes in its language
      const refusal = customerCancelRefusal(row, now);
      if (refusal) return conflict(refusal);
    } else if (by === "expiry") {
      // checked again under the lock: a payment may have arrived since the order was picked
      if (row.status !== "placed" || row.paymentStatus !== "pending")
        return conflict("No longer waiting for payment.");
      if ((await orderMoney(tx, row.id)).receivedPaise > 0) return conflict("Money has been received.");
    } else if (by === "unconfirmed") {
      // checked again under the lock: the customer may have confirmed since the order was picked
      if (row.status !== "placed" || row.codConfirmedAt || !row.confirmBy || row.confirmBy > now)
        return conflict("No longer waiting for confirmation.");
      if ((await orderMoney(tx, row.id)).receivedPaise > 0) return conflict("Money has been received.");
    } else if (row.status === "cancelled") {
      return conflict("This order is already cancelled.");
    } else if (row.status === "delivered") {
      return conflict("A delivered order cannot be cancelled.");
    }
    await returnStock(tx, row.id);
    await cancelInstallationVisit(tx, row.id, now);
    // the invoice stays in its series; the credit note takes it back (decision 030)
    const creditNote = await issueCancellationCreditNote(tx, row, now);
    await tx
      .update(orders)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(eq(orders.id, row.id));
    // A code and its values: each page writes it in its language (order-event-note.ts).
    const { receivedPaise, refundedPaise } = await orderMoney(tx, row.id);
    const message: OrderEventMessage = {
      code: "cancelled",
      by: by === "staff" ? "dealer" : by,
      refundDuePaise: receivedPaise > refundedPaise ? receivedPaise - refundedPaise : null,
    };
    const typed = note?.trim() ? note.trim().slice(0, 500) : null;
    await tx
      .insert(orderEvents)
      .values({ orderId: row.id, status: "cancelled", note: typed, message, at: now });
    // The dealer's e-mail is in English, as the back office is, and tells staff what to do.
    const refund =
      message.refundDuePaise === null
        ? null
        : `A refund of ${formatRupeesWithPaise(message.refundDuePaise)} is due: initiate it within 3-5 business days.`;
    if (notifyTo) {
      await enqueueNotification(tx, {
        kind: "order",
        recipient: notifyTo,
        subject: `Order ${row.orderNumber} cancelled`,
        body: [
          by === "customer" ? "The customer cancelled this order online." : "This order was cancelled.",
          "The stock has been returned.",
          `Credit note ${creditNote} answers invoice ${row.invoiceNumber}.`,
          ...(refund ? [refund] : []),
          "",
          `Order: ${row.orderNumber}`,
          `Total: ${formatRupeesWithPaise(row.totalPaise)}`,
          `Payment: ${paymentMethodLabels[row.paymentMethod]} (${row.paymentStatus})`,
          `Customer: ${row.name}, ${row.phone}`,
        ].join("\n"),
      });
    }
    return { ok: true } as const;
  });
}

/** How many orders one sweep cancels at most, so a backlog is worked off over several sweeps. */
export const sweepBatch = 200;

/** Cancels the orders a sweep picked, each checked again under its lock; returns how many it cancelled. */
export async function cancelPicked(
  db: Database,
  picked: { id: number }[],
  by: "expiry" | "unconfirmed",
  now: Date,
): Promise<number> {
  let cancelled = 0;
  for (const { id } of picked) {
    if ((await cancelOrder(db, id, { by, now })).ok) cancelled += 1;
  }
  return cancelled;
}

/**
 * Cash orders that waited for confirmation past their confirmBy (order-limits.ts): cancelled, their stock
 * and installation place released. Returns how many; at most sweepBatch a sweep.
 */
export async function expireUnconfirmedOrders(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.confirmBy),
        isNull(orders.codConfirmedAt),
        lte(orders.confirmBy, now),
        eq(orders.status, "placed"),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(sweepBatch);
  return cancelPicked(db, due, "unconfirmed", now);
}

/** Why staff cannot record a payment for the order now, or null when they can. */
export function paymentRefusal(row: Pick<Order, "status" | "paymentStatus">): string | null {
  if (row.status === "cancelled") return "This order was cancelled, so no payment can be recorded.";
  if (row.paymentStatus === "paid") return "This order is already paid in full.";
  return null;
}

/**
 * Staff record money that reached the shop for an order: cash, a UPI transfer (by its UTR) or a card slip,
 * with the amount and the day. A short payment leaves the order waiting for the rest; an excess is recorded
 * as received and shown, to be refunded.
 */
export async function recordReceivedPayment(
  db: Database,
  orderId: number,
  entry: PaymentEntry,
  { now = new Date() }: { now?: Date } = {},
): Promise<LifecycleResult & { balancePaise?: number }> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) return notFound;
    const refusal = paymentRefusal(row);
    if (refusal) return conflict(refusal);
    const receivedAt = entry.receivedOn === todayInIndia(now) ? now : indiaDayStart(entry.receivedOn, 12);
    const recorded = await recordPayment(tx, row, { ...entry, receivedAt, now });
    if (!recorded.ok) return recorded;
    if (recorded.duplicate) return conflict("This UTR or slip is already recorded for this order.");
    return { ok: true, balancePaise: recorded.balancePaise } as const;
  });
}
