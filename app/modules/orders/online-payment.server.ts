import { and, asc, eq, lt, sql } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import { orderEvents, orders, refunds, type GatewayOrder, type Order } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import { formatRupeesWithPaise } from "~/lib/money";
import { enqueueNotification } from "~/modules/notify/outbox.server";
import type { GatewayPayment, PaymentGateway } from "~/modules/payments/gateway";
import { ensureGatewayOrder, paymentReturnUrl } from "~/modules/payments/gateway-orders.server";

import { cancelPicked, sweepBatch } from "./order-lifecycle.server";
import type { GatewayCheckout } from "./order-view";
import { onlinePaymentMinutes } from "./order-limits";
import { recordPayment } from "./payments.server";

type Logger = { warn(data: object, message: string): void };

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
  const gatewayOrderId = await ensureGatewayOrder(
    db,
    gateway,
    { orderId: row.id },
    { amountPaise: row.totalPaise, receipt: row.orderNumber, notes: { order: row.orderNumber }, logger },
  );
  if (!gatewayOrderId) return { state: "unavailable", reason: "unreachable", expiresAt };
  const returnUrl = paymentReturnUrl(publicUrl, row.orderNumber, {
    expiresAt: new Date(deadline.getTime() + 86_400_000),
    signingKey,
    locale,
  });
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

export type OrderCaptureOutcome =
  "paid" | "duplicate" | "not-captured" | "amount-mismatch" | "unknown-order" | "refused";

/**
 * A captured payment the gateway reports for an order's gateway order (`made`): it pays the order only in
 * rupees, for exactly that gateway order's amount. The same payment reported again changes nothing.
 */
export async function confirmOrderPayment(
  tx: Executor,
  made: GatewayOrder,
  payment: GatewayPayment,
  { now, notifyTo }: { now: Date; notifyTo?: string },
): Promise<OrderCaptureOutcome> {
  const [order] =
    made.orderId === null
      ? []
      : await tx.select().from(orders).where(eq(orders.id, made.orderId)).for("update");
  if (!order) return "unknown-order";
  if (payment.status !== "captured" && payment.status !== "refunded") return "not-captured";
  if (payment.amountPaise !== made.amountPaise || payment.currency !== made.currency)
    return "amount-mismatch";
  const recorded = await recordPayment(tx, order, {
    channel: "gateway",
    amountPaise: payment.amountPaise,
    reference: payment.id,
    receivedAt: payment.createdAt,
    now,
  });
  if (!recorded.ok) return "refused";
  if (recorded.duplicate) return "duplicate";
  // money for an order that expired or was cancelled meanwhile: the dealer refunds it from the order's page
  if (order.status === "cancelled" && notifyTo) {
    await enqueueNotification(tx, {
      kind: "order",
      recipient: notifyTo,
      subject: `Payment received for cancelled order ${order.orderNumber}: refund it`,
      body: [
        `${formatRupeesWithPaise(payment.amountPaise)} arrived online (payment ${payment.id}) after order ${order.orderNumber} was cancelled.`,
        "Refund it from the order's page in the back office.",
      ].join("\n"),
    });
  }
  return "paid";
}

/** A gateway refund reaches its end: processed (the customer's timeline says so) or failed (staff see it). */
export async function settleGatewayRefund(
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
