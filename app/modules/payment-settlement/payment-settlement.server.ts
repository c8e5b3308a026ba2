// Payments through the gateway, whatever they pay (a shop order, a maintenance contract or a rejected
// claim's bill): the customer's signed way back from the payment page, and the gateway's signed
// notifications, each settled once.
import { and, eq } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import {
  amcContracts,
  claimRebills,
  gatewayEvents,
  gatewayOrders,
  orders,
  serviceBookings,
} from "../../../db/schema";
import { referencePattern } from "~/modules/booking/booking-reference";
import {
  confirmRebillPayment,
  type RebillCaptureOutcome,
} from "~/modules/field-service/claim-rebill-online.server";
import { amcNumberPattern } from "~/modules/amc/amc-rules";
import { confirmContractPayment, type ContractCaptureOutcome } from "~/modules/amc/amc-online-payment.server";
import {
  confirmOrderPayment,
  settleGatewayRefund,
  type OrderCaptureOutcome,
} from "~/modules/orders/online-payment.server";
import type { PaymentOutcome } from "~/modules/orders/payment-rules";
import {
  GatewayError,
  type GatewayEvent,
  type GatewayPayment,
  type PaymentGateway,
} from "~/modules/payments/gateway";
import {
  gatewayOrderOf,
  verifyPaymentReturn,
  type GatewayPayer,
} from "~/modules/payments/gateway-orders.server";

type Logger = { warn(data: object, message: string): void };

/**
 * Where the customer lands after the payment page: their order's or their contract's own page, or their
 * booking's tracking page (a claim's bill; no access token: the caller signs a tracking link).
 */
export type PaymentReturned = {
  kind: "order" | "amc" | "service";
  number: string;
  accessToken: string;
  outcome: PaymentOutcome;
};

/**
 * The customer's way back from the payment page (?ref= names our order or maintenance contract, signed;
 * "cancelled" when they left it): what to show and what to tell them. Null when the link is forged or too
 * old.
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
): Promise<PaymentReturned | null> {
  const number = verifyPaymentReturn(ref, now, signingKey);
  if (!number) return null;
  const paying = await payingFor(db, number);
  if (!paying) return null;
  const outcome = cancelled
    ? "cancelled"
    : await returnFromGateway(db, gateway, paying, fields, { now, logger, notifyTo });
  return { kind: paying.kind, number, accessToken: paying.accessToken, outcome };
}

/** The order, contract or claim's bill a return link names, with whether it is paid already. */
async function payingFor(
  db: Database,
  number: string,
): Promise<(Omit<PaymentReturned, "outcome"> & { payer: GatewayPayer; paid: boolean }) | null> {
  if (referencePattern.test(number)) {
    const [bill] = await db
      .select({ bookingId: claimRebills.bookingId, status: claimRebills.status })
      .from(claimRebills)
      .innerJoin(serviceBookings, eq(serviceBookings.id, claimRebills.bookingId))
      .where(eq(serviceBookings.reference, number));
    if (!bill) return null;
    return {
      kind: "service",
      number,
      accessToken: "",
      payer: { claimRebillId: bill.bookingId },
      paid: bill.status === "paid",
    };
  }
  if (amcNumberPattern.test(number)) {
    const [contract] = await db.select().from(amcContracts).where(eq(amcContracts.contractNumber, number));
    if (!contract) return null;
    return {
      kind: "amc",
      number,
      accessToken: contract.accessToken,
      payer: { amcContractId: contract.id },
      paid: contract.status === "active",
    };
  }
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, number));
  if (!row) return null;
  return {
    kind: "order",
    number,
    accessToken: row.accessToken,
    payer: { orderId: row.id },
    paid: row.paymentStatus === "paid",
  };
}

/**
 * The customer is back from the payment page with the payment's signed ids. The signature must hold for the
 * gateway order we made for this order or contract; then we ask the gateway for the payment itself and
 * confirm it as a webhook would (captured, right amount). A payment authorised but not yet captured is
 * "processing": the webhook finishes it. A forged return is logged and changes nothing.
 */
async function returnFromGateway(
  db: Database,
  gateway: PaymentGateway,
  { number, payer, paid }: { number: string; payer: GatewayPayer; paid: boolean },
  fields: Record<string, string>,
  { now, logger, notifyTo }: { now: Date; logger?: Logger; notifyTo?: string },
): Promise<PaymentOutcome> {
  const verified = gateway.verifiedReturn(fields);
  if (verified === "failed") return paid ? "paid" : "failed";
  const gatewayOrderId = await gatewayOrderOf(db, payer);
  if (!verified || verified.gatewayOrderId !== gatewayOrderId) {
    logger?.warn({ receipt: number }, "payment return refused: signature does not hold");
    return "unconfirmed";
  }
  if (paid) return "paid";
  let payment: GatewayPayment;
  try {
    payment = await gateway.fetchPayment(verified.paymentId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger?.warn({ receipt: number, error: error.message }, "payment not fetched after return");
    return "processing";
  }
  if (payment.orderId !== verified.gatewayOrderId) return "unconfirmed";
  const outcome = await db.transaction((tx) =>
    confirmGatewayPayment(tx, gateway, payment, { now, notifyTo }),
  );
  if (outcome === "paid" || outcome === "duplicate") return "paid";
  return outcome === "not-captured" ? "processing" : "unconfirmed";
}

/**
 * A payment the gateway reports (by signed webhook, or our own query after a signed return), settled by what
 * its gateway order pays: the order, the contract or the claim's bill.
 */
async function confirmGatewayPayment(
  tx: Executor,
  gateway: PaymentGateway,
  payment: GatewayPayment,
  { now, notifyTo }: { now: Date; notifyTo?: string },
): Promise<OrderCaptureOutcome | ContractCaptureOutcome | RebillCaptureOutcome> {
  const [made] = await tx
    .select()
    .from(gatewayOrders)
    .where(
      and(eq(gatewayOrders.provider, gateway.provider), eq(gatewayOrders.gatewayOrderId, payment.orderId)),
    );
  if (!made) return "unknown-order";
  if (made.amcContractId !== null)
    return confirmContractPayment(tx, made.amcContractId, made, payment, { now, notifyTo });
  if (made.claimRebillId !== null)
    return confirmRebillPayment(tx, made.claimRebillId, made, payment, { now, notifyTo });
  return confirmOrderPayment(tx, made, payment, { now, notifyTo });
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
    /** The dealer's inbox: told of money that needs a refund (a payment for a cancelled order or contract, a failed refund). */
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
      outcome = await confirmGatewayPayment(tx, gateway, event.payment, { now, notifyTo });
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
    if (["amount-mismatch", "unknown-order", "refused", "refund-due"].includes(outcome)) {
      logger?.warn({ event: event.id, kind: event.kind, outcome }, "gateway event not applied");
    }
    await tx.update(gatewayEvents).set({ outcome }).where(eq(gatewayEvents.id, fresh.id));
    return outcome;
  });
}
