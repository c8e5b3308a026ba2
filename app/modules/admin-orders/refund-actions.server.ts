import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { orders, payments } from "../../../db/schema";
import { todayInIndia } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import type { PaymentGateway } from "~/modules/payments/gateway";

import { readRefundEntry, type RefundEntryInput } from "../orders/payment-rules";
import { recordRefund, refundDue, sendGatewayRefund } from "../orders/refunds.server";
import { recordAudit } from "../staff/audit.server";
import type { SignedInStaff } from "../staff/guard.server";

export type RefundActionResult =
  | { ok: true; intent: "refund" | "send-refund"; message: string }
  | {
      ok: false;
      intent: "refund" | "send-refund";
      status: 400 | 404 | 409 | 422 | 502;
      message: string;
      refundErrors?: Partial<Record<keyof RefundEntryInput, string>>;
    };

/** What the refund form needs: what is due back, and whether the order was paid through the gateway. */
export async function refundState(
  db: Database,
  order: { id: number; status: (typeof orders.$inferSelect)["status"]; totalPaise: number },
) {
  const received = await db
    .select({ channel: payments.channel })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  return {
    duePaise: await refundDue(db, order),
    gatewayPaid: received.some((payment) => payment.channel === "gateway"),
  };
}

/**
 * Staff give money back: a refund through the gateway (recorded first, then asked for with its idempotency
 * key; "send-refund" asks again for one the gateway did not acknowledge) or one they paid themselves in
 * cash, by UPI or by bank transfer. Each is audited.
 */
export async function performRefund(
  db: Database,
  user: SignedInStaff,
  orderId: number,
  input: RefundEntryInput & { intent: string; refundId?: string },
  { gateway, now = new Date() }: { gateway: PaymentGateway | null; now?: Date },
): Promise<RefundActionResult> {
  const intent = input.intent === "send-refund" ? "send-refund" : "refund";
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return { ok: false, intent, status: 404, message: "Order not found." };

  if (intent === "send-refund") {
    const refundId = Number(input.refundId);
    if (!gateway || !Number.isSafeInteger(refundId) || refundId <= 0 || refundId > 2_147_483_647) {
      return { ok: false, intent, status: 400, message: "That refund cannot be sent." };
    }
    const sent = await sendGatewayRefund(db, gateway, refundId, { now });
    if (!sent.ok) return { ok: false, intent, status: sent.status, message: sent.message };
    if (sent.refund.orderId !== orderId)
      return { ok: false, intent, status: 404, message: "Refund not found." };
    await recordAudit(db, user, {
      action: "order.refund_sent",
      entity: "order",
      entityId: orderId,
      before: null,
      after: { refundId, reference: sent.refund.reference, status: sent.refund.status },
    });
    return { ok: true, intent, message: "Refund request accepted by the gateway." };
  }

  const { duePaise, gatewayPaid } = await refundState(db, row);
  const read = readRefundEntry(input, {
    duePaise,
    gatewayPaid: gatewayPaid && gateway !== null,
    placedOn: todayInIndia(row.placedAt),
    today: todayInIndia(now),
  });
  if (!read.ok) {
    return {
      ok: false,
      intent,
      status: 422,
      message: "Check the refund's details below.",
      refundErrors: read.errors,
    };
  }
  const recorded = await recordRefund(db, orderId, read.entry, { now });
  if (!recorded.ok) return { ok: false, intent, status: recorded.status, message: recorded.message };
  await recordAudit(db, user, {
    action: "order.refund",
    entity: "order",
    entityId: orderId,
    before: null,
    after: { refundId: recorded.refund.id, ...read.entry },
  });
  const amount = formatRupeesWithPaise(recorded.refund.amountPaise);
  if (read.entry.channel !== "gateway" || !gateway) {
    return { ok: true, intent, message: `Refund of ${amount} recorded.` };
  }
  const sent = await sendGatewayRefund(db, gateway, recorded.refund.id, { now });
  if (!sent.ok) return { ok: false, intent, status: sent.status, message: sent.message };
  return {
    ok: true,
    intent,
    message:
      sent.refund.status === "processed"
        ? `Refund of ${amount} processed by the gateway.`
        : `Refund of ${amount} requested from the gateway: it reaches the customer in 5-7 working days.`,
  };
}
