import { randomUUID } from "node:crypto";

import { and, desc, eq, sql } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import {
  creditNotes,
  orderEvents,
  orders,
  payments,
  refunds,
  type Order,
  type Refund,
} from "../../../db/schema";
import { indiaDayStart, todayInIndia } from "~/lib/india-time";
import { GatewayError, type PaymentGateway } from "~/modules/payments/gateway";

import { orderMoney } from "./payments.server";
import type { RefundEntry } from "./payment-rules";

export type RefundResult =
  { ok: true; refund: Refund } | { ok: false; status: 404 | 409 | 502; message: string };

/**
 * What is due back to the customer: everything received, less what was refunded (or asked of the gateway),
 * less what the order still keeps (nothing once cancelled; the total less its credit notes otherwise).
 */
export async function refundDue(
  db: Executor,
  row: Pick<Order, "id" | "status" | "totalPaise">,
): Promise<number> {
  const { receivedPaise, refundedPaise } = await orderMoney(db, row.id);
  const [credited] = await db
    .select({ total: sql<string>`coalesce(sum(${creditNotes.totalPaise}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, row.id));
  const kept = row.status === "cancelled" ? 0 : Math.max(row.totalPaise - Number(credited?.total ?? 0), 0);
  return Math.max(receivedPaise - refundedPaise - kept, 0);
}

/** The order's gateway payment that can still take a refund of this size, with what it can take. */
async function refundableGatewayPayment(tx: Executor, orderId: number, amountPaise: number) {
  const paid = await tx
    .select({
      id: payments.id,
      reference: payments.reference,
      left: sql<string>`${payments.amountPaise} - coalesce((SELECT sum(r.amount_paise) FROM refunds r WHERE r.payment_id = ${payments.id} AND r.status <> 'failed'), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.channel, "gateway")))
    .orderBy(desc(payments.id));
  return paid.find((payment) => Number(payment.left) >= amountPaise && payment.reference) ?? null;
}

async function latestCreditNote(tx: Executor, orderId: number): Promise<number | null> {
  const [note] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(desc(creditNotes.id))
    .limit(1);
  return note?.id ?? null;
}

/**
 * Records a refund of money due back, tied to the order's latest credit note. Money staff sent themselves
 * (cash, a UPI transfer, a bank transfer) is recorded as processed with its reference, and the customer's
 * timeline says so. A gateway refund is recorded as pending with the key that makes its request idempotent;
 * sendGatewayRefund then asks the gateway, and its webhook (or answer) settles it.
 */
export async function recordRefund(
  db: Database,
  orderId: number,
  entry: RefundEntry,
  { now = new Date() }: { now?: Date } = {},
): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!row) return { ok: false, status: 404, message: "Order not found." } as const;
    const due = await refundDue(tx, row);
    if (entry.amountPaise > due) {
      return {
        ok: false,
        status: 409,
        message:
          due === 0 ? "Nothing is due back on this order." : "A refund cannot be more than what is due back.",
      } as const;
    }
    const creditNoteId = await latestCreditNote(tx, row.id);
    if (entry.channel === "gateway") {
      const payment = await refundableGatewayPayment(tx, row.id, entry.amountPaise);
      if (!payment) {
        return {
          ok: false,
          status: 409,
          message: "No online payment of this order can take this refund.",
        } as const;
      }
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId: row.id,
          paymentId: payment.id,
          channel: "gateway",
          amountPaise: entry.amountPaise,
          status: "pending",
          idempotencyKey: randomUUID(),
          creditNoteId,
          createdAt: now,
        })
        .returning();
      return { ok: true, refund: refund! } as const;
    }
    const processedAt = entry.refundedOn === todayInIndia(now) ? now : indiaDayStart(entry.refundedOn, 12);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: row.id,
        channel: entry.channel,
        amountPaise: entry.amountPaise,
        status: "processed",
        reference: entry.reference,
        idempotencyKey: randomUUID(),
        creditNoteId,
        createdAt: now,
        processedAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!refund)
      return { ok: false, status: 409, message: "This refund reference is already recorded." } as const;
    await tx.insert(orderEvents).values({
      orderId: row.id,
      status: "refund",
      message: { code: "refunded", channel: entry.channel, amountPaise: entry.amountPaise },
      at: now,
    });
    return { ok: true, refund } as const;
  });
}

/**
 * Asks the gateway for a pending refund it has not yet acknowledged, with the refund's own idempotency key
 * and the same body every time, so a retry after a timeout can never refund twice.
 */
export async function sendGatewayRefund(
  db: Database,
  gateway: PaymentGateway,
  refundId: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<RefundResult> {
  const [found] = await db
    .select({ refund: refunds, paymentReference: payments.reference })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!found?.paymentReference) return { ok: false, status: 404, message: "Refund not found." };
  const { refund } = found;
  if (refund.status !== "pending" || refund.reference) return { ok: true, refund };
  let answer;
  try {
    answer = await gateway.refund({
      paymentId: found.paymentReference,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      receipt: `refund-${refund.id}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return {
      ok: false,
      status: 502,
      message: `The gateway did not accept the refund request (${error.message}). Nothing was refunded twice: send it again.`,
    };
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(refunds)
      .set({
        reference: answer.id,
        ...(answer.status === "processed" ? { status: "processed" as const, processedAt: now } : {}),
        ...(answer.status === "failed" ? { status: "failed" as const } : {}),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
      .returning();
    if (updated?.status === "processed") {
      await tx.insert(orderEvents).values({
        orderId: refund.orderId,
        status: "refund",
        message: { code: "refunded", channel: "gateway", amountPaise: refund.amountPaise },
        at: now,
      });
    }
    return { ok: true, refund: updated ?? refund } as const;
  });
}
