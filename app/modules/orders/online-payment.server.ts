import { and, asc, eq, lt, sql } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import { gatewayEvents, gatewayOrders, orderEvents, orders, refunds, type Order } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import { signLink, verifyLink } from "~/lib/signed-link.server";
import {
  GatewayError,
  type GatewayEvent,
  type GatewayPayment,
  type PaymentGateway,
} from "~/modules/payments/gateway";

import { formatRupeesWithPaise } from "~/lib/money";
import { enqueueNotification } from "~/modules/notify/outbox.server";

import { cancelPicked, sweepBatch } from "./order-lifecycle.server";
import type { GatewayCheckout } from "./order-view";
import { onlinePaymentMinutes } from "./order-limits";
import type { PaymentOutcome } from "./payment-rules";
import { recordPayment } from "./payments.server";

type Logger = { warn(data: object, message: string): void };

const returnPurpose = "payment-return";

export function paymentDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + onlinePaymentMinutes * 60_000);
}

/**
 * The gateway's order for an online order (made once, when first needed, for the order's total with our
 * order number as its receipt) and the form that opens the gateway's payment page. Past the payment deadline,
 * or while the gateway cannot be reached, no form: the page says so.
 */
export async function onlineCheckout(
  db: Database,
  gateway: PaymentGateway,
  row: Order,
  {
    publicUrl,
    signingKey,
    payeeName,
    locale,
    now,
    logger,
  }: {
    publicUrl: string;
    signingKey: string;
    payeeName: string;
    locale: Locale;
    now: Date;
    logger?: Logger;
  },
): Promise<GatewayCheckout> {
  const deadline = paymentDeadline(row.placedAt);
  const expiresAt = deadline.toISOString();
  if (now >= deadline) return { state: "unavailable", reason: "expired", expiresAt };
  let gatewayOrderId = await gatewayOrderOf(db, row.id);
  if (!gatewayOrderId) {
    try {
      const made = await gateway.createOrder({
        amountPaise: row.totalPaise,
        receipt: row.orderNumber,
        notes: { order: row.orderNumber },
      });
      await db
        .insert(gatewayOrders)
        .values({
          orderId: row.id,
          provider: gateway.provider,
          gatewayOrderId: made.id,
          amountPaise: made.amountPaise,
          currency: made.currency,
        })
        .onConflictDoNothing();
      // a page opened twice at once made two; the first one stored is the one paid
      gatewayOrderId = await gatewayOrderOf(db, row.id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      logger?.warn({ order: row.orderNumber, error: error.message }, "gateway order not made");
      return { state: "unavailable", reason: "unreachable", expiresAt };
    }
  }
  if (!gatewayOrderId) return { state: "unavailable", reason: "unreachable", expiresAt };
  const ref = signLink(returnPurpose, row.orderNumber, new Date(deadline.getTime() + 86_400_000), signingKey);
  const returnUrl = `${publicUrl}/payments/return?${new URLSearchParams({ ref, lang: locale })}`;
  const form = gateway.checkoutForm({
    gatewayOrderId,
    amountPaise: row.totalPaise,
    payeeName,
    description: `Order ${row.orderNumber}`,
    prefill: { name: row.name, email: row.email, phone: row.phone },
    returnUrl,
    cancelUrl: `${returnUrl}&cancelled=1`,
  });
  return { state: "ready", action: form.action, fields: form.fields, expiresAt };
}

async function gatewayOrderOf(db: Executor, orderId: number): Promise<string | null> {
  const [found] = await db
    .select({ id: gatewayOrders.gatewayOrderId })
    .from(gatewayOrders)
    .where(eq(gatewayOrders.orderId, orderId));
  return found?.id ?? null;
}

/**
 * The shopper's way back from the payment page (?ref= names our order, signed; "cancelled" when they left
 * it): the order to show and what to tell them. Null when the link is forged or too old.
 */
export async function paymentReturn(
  db: Database,
  gateway: PaymentGateway,
  { ref, cancelled, fields }: { ref: string; cancelled: boolean; fields: Record<string, string> },
  {
    signingKey,
    now,
    logger,
    notifyTo,
  }: { signingKey: string; now: Date; logger?: Logger; notifyTo?: string },
): Promise<{ orderNumber: string; accessToken: string; outcome: PaymentOutcome } | null> {
  const orderNumber = verifyLink(returnPurpose, ref, now, signingKey);
  if (!orderNumber) return null;
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) return null;
  const outcome = cancelled
    ? "cancelled"
    : await returnFromGateway(db, gateway, row, fields, { now, logger, notifyTo });
  return { orderNumber: row.orderNumber, accessToken: row.accessToken, outcome };
}

/**
 * The shopper is back from the payment page with the payment's signed ids. The signature must hold for the
 * gateway order we made for this order; then we ask the gateway for the payment itself and confirm it as a
 * webhook would (captured, right amount). A payment authorised but not yet captured is "processing": the
 * webhook finishes it. A forged return is logged and changes nothing.
 */
async function returnFromGateway(
  db: Database,
  gateway: PaymentGateway,
  row: Order,
  fields: Record<string, string>,
  { now, logger, notifyTo }: { now: Date; logger?: Logger; notifyTo?: string },
): Promise<PaymentOutcome> {
  const verified = gateway.verifiedReturn(fields);
  if (verified === "failed") return row.paymentStatus === "paid" ? "paid" : "failed";
  const gatewayOrderId = await gatewayOrderOf(db, row.id);
  if (!verified || verified.gatewayOrderId !== gatewayOrderId) {
    logger?.warn({ order: row.orderNumber }, "payment return refused: signature does not hold");
    return "unconfirmed";
  }
  if (row.paymentStatus === "paid") return "paid";
  let payment: GatewayPayment;
  try {
    payment = await gateway.fetchPayment(verified.paymentId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger?.warn({ order: row.orderNumber, error: error.message }, "payment not fetched after return");
    return "processing";
  }
  if (payment.orderId !== verified.gatewayOrderId) return "unconfirmed";
  const { outcome } = await db.transaction((tx) =>
    confirmGatewayPayment(tx, gateway, payment, { now, notifyTo }),
  );
  if (outcome === "paid" || outcome === "duplicate") return "paid";
  return outcome === "not-captured" ? "processing" : "unconfirmed";
}

type CaptureOutcome = "paid" | "duplicate" | "not-captured" | "amount-mismatch" | "unknown-order" | "refused";

/**
 * A payment the gateway reports (by signed webhook, or our own query after a signed return): it pays our
 * order only when it is captured, for the gateway order we made, in rupees, for exactly that order's amount.
 * The same payment reported again changes nothing.
 */
async function confirmGatewayPayment(
  tx: Executor,
  gateway: PaymentGateway,
  payment: GatewayPayment,
  { now, notifyTo }: { now: Date; notifyTo?: string },
): Promise<{ outcome: CaptureOutcome; orderId: number | null }> {
  const [found] = await tx
    .select({ order: orders, amountPaise: gatewayOrders.amountPaise, currency: gatewayOrders.currency })
    .from(gatewayOrders)
    .innerJoin(orders, eq(orders.id, gatewayOrders.orderId))
    .where(
      and(eq(gatewayOrders.provider, gateway.provider), eq(gatewayOrders.gatewayOrderId, payment.orderId)),
    )
    .for("update", { of: orders });
  if (!found) return { outcome: "unknown-order", orderId: null };
  const orderId = found.order.id;
  if (payment.status !== "captured" && payment.status !== "refunded")
    return { outcome: "not-captured", orderId };
  if (payment.amountPaise !== found.amountPaise || payment.currency !== found.currency) {
    return { outcome: "amount-mismatch", orderId };
  }
  const recorded = await recordPayment(tx, found.order, {
    channel: "gateway",
    amountPaise: payment.amountPaise,
    reference: payment.id,
    receivedAt: payment.createdAt,
    now,
  });
  if (!recorded.ok) return { outcome: "refused", orderId };
  if (recorded.duplicate) return { outcome: "duplicate", orderId };
  // money for an order that expired or was cancelled meanwhile: the dealer refunds it from the order's page
  if (found.order.status === "cancelled" && notifyTo) {
    await enqueueNotification(tx, {
      kind: "order",
      recipient: notifyTo,
      subject: `Payment received for cancelled order ${found.order.orderNumber}: refund it`,
      body: [
        `${formatRupeesWithPaise(payment.amountPaise)} arrived online (payment ${payment.id}) after order ${found.order.orderNumber} was cancelled.`,
        "Refund it from the order's page in the back office.",
      ].join("\n"),
    });
  }
  return { outcome: "paid", orderId };
}

/**
 * One verified notification from the gateway, processed once: its id is stored with what it did, in the
 * same transaction, so a replayed or doubled delivery finds it and changes nothing. A failure rolls both
 * back and the gateway delivers it again.
 */
export async function handleGatewayEvent(
  db: Database,
  gateway: PaymentGateway,
  event: GatewayEvent,
  {
    now = new Date(),
    logger,
    notifyTo,
  }: {
    now?: Date;
    logger?: Logger;
    /** The dealer's inbox: told of money that needs a refund (a payment for a cancelled order, a failed refund). */
    notifyTo?: string;
  } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(gatewayEvents)
      .values({
        provider: gateway.provider,
        eventId: event.id,
        event: event.kind,
        outcome: "received",
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: gatewayEvents.id });
    if (!fresh) return "duplicate";
    let outcome: string;
    if ((event.kind === "payment.captured" || event.kind === "order.paid") && event.payment) {
      outcome = (await confirmGatewayPayment(tx, gateway, event.payment, { now, notifyTo })).outcome;
    } else if ((event.kind === "refund.processed" || event.kind === "refund.failed") && event.refund) {
      outcome = await settleGatewayRefund(tx, event.refund.id, event.kind === "refund.processed", {
        now,
        notifyTo,
      });
    } else if (event.kind === "payment.failed") {
      outcome = "payment-failed";
    } else {
      outcome = "ignored";
    }
    if (outcome === "amount-mismatch" || outcome === "unknown-order" || outcome === "refused") {
      logger?.warn({ event: event.id, kind: event.kind, outcome }, "gateway event not applied");
    }
    await tx.update(gatewayEvents).set({ outcome }).where(eq(gatewayEvents.id, fresh.id));
    return outcome;
  });
}

/** A gateway refund reaches its end: processed (the customer's timeline says so) or failed (staff see it). */
async function settleGatewayRefund(
  tx: Executor,
  gatewayRefundId: string,
  processed: boolean,
  { now, notifyTo }: { now: Date; notifyTo?: string },
): Promise<string> {
  const [refund] = await tx
    .update(refunds)
    .set(processed ? { status: "processed", processedAt: now } : { status: "failed" })
    .where(
      and(
        eq(refunds.channel, "gateway"),
        eq(refunds.reference, gatewayRefundId),
        eq(refunds.status, "pending"),
      ),
    )
    .returning();
  if (!refund) return "refund-unknown-or-settled";
  if (!processed && notifyTo) {
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, refund.orderId));
    await enqueueNotification(tx, {
      kind: "order",
      recipient: notifyTo,
      subject: `Refund failed for order ${order?.orderNumber ?? refund.orderId}`,
      body: `The gateway could not refund ${formatRupeesWithPaise(refund.amountPaise)} (refund ${gatewayRefundId}). The amount is due again: refund it from the order's page.`,
    });
  }
  if (processed) {
    await tx.insert(orderEvents).values({
      orderId: refund.orderId,
      status: "refund",
      message: { code: "refunded", channel: "gateway", amountPaise: refund.amountPaise },
      at: now,
    });
  }
  return processed ? "refund-processed" : "refund-failed";
}

/**
 * Online orders whose payment did not come within onlinePaymentMinutes: cancelled, their stock released and
 * their invoice answered by a credit note. An order with any money received is left for staff.
 */
export async function expireUnpaidOnlineOrders(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - onlinePaymentMinutes * 60_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, "card"),
        eq(orders.paymentStatus, "pending"),
        eq(orders.status, "placed"),
        lt(orders.placedAt, cutoff),
        sql`NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(sweepBatch);
  return cancelPicked(db, due, "expiry", now);
}
