import { and, asc, eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import type { OrderEventMessage, PaymentChannel } from "../../../db/enums";
import { creditNotes, orderEvents, orders, payments, refunds, type Order } from "../../../db/schema";

import type { OrderView } from "./order-view";

export type PaymentRecorded =
  | {
      ok: true;
      /** The order's total less everything received: above 0 still to pay, below 0 paid over. */
      balancePaise: number;
      /** True when this payment was already recorded (a replayed gateway event): nothing changed. */
      duplicate: boolean;
    }
  | { ok: false; status: 409; message: string };

const referenceNames: Record<PaymentChannel, string> = {
  cash: "reference",
  upi: "UTR",
  card: "card slip",
  gateway: "gateway payment",
};

/** What an order has received and given back so far, in paise. */
export async function orderMoney(
  db: Executor,
  orderId: number,
): Promise<{ receivedPaise: number; refundedPaise: number }> {
  const [received] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  // a refund counts from when it is asked for, so two refunds cannot together exceed what was paid
  const [refunded] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), sql`${refunds.status} <> 'failed'`));
  return { receivedPaise: Number(received?.total ?? 0), refundedPaise: Number(refunded?.total ?? 0) };
}

/**
 * Records money received for an order (its row locked by the caller) with its proof, and marks the order paid
 * once everything received reaches its total. A UTR or gateway payment already recorded is refused (for
 * another order) or found again (for this one: `duplicate`, nothing written). The timeline tells the customer
 * what arrived and what is still to pay, or what was paid over.
 */
export async function recordPayment(
  tx: Executor,
  row: Order,
  {
    channel,
    amountPaise,
    reference,
    receivedAt,
    now,
  }: { channel: PaymentChannel; amountPaise: number; reference: string | null; receivedAt: Date; now: Date },
): Promise<PaymentRecorded> {
  if (reference !== null) {
    const [earlier] = await tx
      .select({ orderId: payments.orderId, orderNumber: orders.orderNumber })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.channel, channel), eq(payments.reference, reference)));
    if (earlier) return alreadyRecorded(tx, row, channel, earlier);
  }
  const [inserted] = await tx
    .insert(payments)
    .values({ orderId: row.id, channel, amountPaise, reference, receivedAt, recordedAt: now })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!inserted) {
    // another transaction recorded the same reference between our check and our insert
    return { ok: false, status: 409, message: `This ${referenceNames[channel]} is already recorded.` };
  }
  const { receivedPaise } = await orderMoney(tx, row.id);
  const balancePaise = row.totalPaise - receivedPaise;
  const paidNow = balancePaise <= 0 && row.paymentStatus !== "paid";
  if (paidNow) {
    await tx
      .update(orders)
      .set({ paymentStatus: "paid", paidAt: receivedAt, updatedAt: now })
      .where(eq(orders.id, row.id));
  }
  const message: OrderEventMessage = { code: "paymentReceived", channel, amountPaise, balancePaise };
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, status: paidNow ? "paid" : "payment", message, at: now });
  return { ok: true, balancePaise, duplicate: false };
}

async function alreadyRecorded(
  tx: Executor,
  row: Order,
  channel: PaymentChannel,
  earlier: { orderId: number; orderNumber: string },
): Promise<PaymentRecorded> {
  if (earlier.orderId !== row.id) {
    return {
      ok: false,
      status: 409,
      message: `This ${referenceNames[channel]} is already recorded for order ${earlier.orderNumber}.`,
    };
  }
  const { receivedPaise } = await orderMoney(tx, row.id);
  return { ok: true, balancePaise: row.totalPaise - receivedPaise, duplicate: true };
}

/** The order's payments and refunds as its pages show them. */
export async function moneyOfOrder(db: Executor, orderId: number): Promise<OrderView["money"]> {
  const [paid, refunded] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    db
      .select({ refund: refunds, creditNote: creditNotes.creditNoteNumber })
      .from(refunds)
      .leftJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.id)),
  ]);
  return {
    payments: paid.map((payment) => ({
      channel: payment.channel,
      amountPaise: payment.amountPaise,
      reference: payment.reference,
      receivedAt: payment.receivedAt.toISOString(),
    })),
    refunds: refunded.map(({ refund, creditNote }) => ({
      id: refund.id,
      channel: refund.channel,
      amountPaise: refund.amountPaise,
      status: refund.status,
      reference: refund.reference,
      creditNote,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    })),
    receivedPaise: paid.reduce((sum, payment) => sum + payment.amountPaise, 0),
    refundedPaise: refunded
      .filter(({ refund }) => refund.status !== "failed")
      .reduce((sum, { refund }) => sum + refund.amountPaise, 0),
  };
}
