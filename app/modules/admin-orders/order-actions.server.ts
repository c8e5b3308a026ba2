import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/order-schema";
import { checkSerials, orderUnits, recordDeliveredUnits } from "../appliances/appliance-records.server";
import {
  advanceOrder,
  cancelOrder,
  paymentRefusal,
  recordReceivedPayment,
  type LifecycleResult,
} from "../orders/order-lifecycle.server";
import { confirmCodOrder } from "../orders/order-updates.server";
import { orderMoney } from "../orders/payments.server";
import { readPaymentEntry, type PaymentEntry, type PaymentEntryInput } from "../orders/payment-rules";
import { recordAudit } from "../staff/audit.server";
import { todayInIndia } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import type { SignedInStaff } from "../staff/guard.server";

const orderIntents = ["pack", "ship", "deliver", "cancel", "record-payment", "confirm-by-phone"] as const;
type OrderIntent = (typeof orderIntents)[number];

export type OrderActionResult =
  | { ok: true; intent: OrderIntent; message: string }
  | {
      ok: false;
      intent: OrderIntent | null;
      status: 400 | 404 | 409 | 422;
      message: string;
      /** Set when the message belongs to the tracking ID field. */
      field?: "trackingId";
      /** Messages for the serial-number fields of the delivery form, by field name. */
      serialErrors?: Record<string, string>;
      /** Messages for the fields of the payment form. */
      paymentErrors?: Partial<Record<keyof PaymentEntryInput, string>>;
    };

export type OrderActionInput = {
  intent: string;
  trackingId?: string;
  /** 'yes' from the cancel confirmation step. */
  confirm?: string;
  note?: string;
  /** Delivery: the serial-number fields posted with it ("serial-<line id>-<unit>"), blank ones included. */
  serials?: Record<string, string>;
  /** A payment received: how, how much, the UTR or slip, and the day. */
  payment?: PaymentEntryInput;
};

const advanceTo = { pack: "packed", ship: "shipped", deliver: "delivered" } as const;

function isIntent(value: string): value is OrderIntent {
  return (orderIntents as readonly string[]).includes(value);
}

function successMessage(intent: OrderIntent, trackingId: string | null, balancePaise: number): string {
  switch (intent) {
    case "pack":
      return "Marked as packed.";
    case "ship":
      return `Marked as shipped with tracking ID ${trackingId ?? ""}.`;
    case "deliver":
      return "Marked as delivered.";
    case "cancel":
      return "Order cancelled. Its items are back in stock.";
    case "confirm-by-phone":
      return "Confirmed by phone. The order will not be cancelled, and the customer gets every update.";
    case "record-payment":
      return balancePaise > 0
        ? `Payment recorded. ${formatRupeesWithPaise(balancePaise)} is still to pay.`
        : balancePaise < 0
          ? `Payment recorded: paid in full, with ${formatRupeesWithPaise(-balancePaise)} over the total to refund.`
          : "Payment recorded: paid in full.";
  }
}

/** The serial numbers recorded with a delivery, for its audit row; nothing when none was given. */
function serialsRecorded(serials: Map<string, string | null>): { serials?: Record<string, string> } {
  const given = [...serials].filter((entry): entry is [string, string] => entry[1] !== null);
  return given.length > 0 ? { serials: Object.fromEntries(given) } : {};
}

async function snapshot(tx: Database, orderId: number) {
  const [row] = await tx
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      trackingId: orders.trackingId,
      placedAt: orders.placedAt,
      totalPaise: orders.totalPaise,
      confirmBy: orders.confirmBy,
      codConfirmedAt: orders.codConfirmedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * One staff change to an order: the orders module's lifecycle function and the audit row in a single
 * transaction, so a change is never made without its record (nor recorded without being made).
 */
export async function performOrderAction(
  db: Database,
  user: SignedInStaff,
  orderId: number,
  input: OrderActionInput,
  now = new Date(),
): Promise<OrderActionResult> {
  const intent = input.intent;
  if (!isIntent(intent)) {
    return {
      ok: false,
      intent: null,
      status: 400,
      message: "That action is not known. Reload the page and try again.",
    };
  }
  if (intent === "cancel" && input.confirm !== "yes") {
    return { ok: false, intent, status: 422, message: "Confirm the cancellation to cancel this order." };
  }

  return db.transaction(async (tx) => {
    const before = await snapshot(tx, orderId);
    if (!before) return { ok: false, intent, status: 404, message: "Order not found." } as const;

    let serials = new Map<string, string | null>();
    if (intent === "deliver") {
      const checked = checkSerials(await orderUnits(tx, orderId), input.serials ?? {});
      if (!checked.ok) {
        return {
          ok: false,
          intent,
          status: 422,
          message: "Check the serial numbers below.",
          serialErrors: checked.errors,
        } as const;
      }
      serials = checked.serials;
    }

    let result: LifecycleResult & { balancePaise?: number };
    let payment: PaymentEntry | null = null;
    if (intent === "cancel") {
      result = await cancelOrder(tx, orderId, { by: "staff", now, note: input.note?.slice(0, 500) });
    } else if (intent === "confirm-by-phone") {
      // staff rang the number and the customer confirmed: that proves the number as the message's link does
      if (before.status !== "placed" || before.confirmBy === null || before.codConfirmedAt !== null) {
        const message = "This order is not waiting for the customer's confirmation.";
        return { ok: false, intent, status: 409, message } as const;
      }
      await confirmCodOrder(tx, orderId, now);
      result = { ok: true };
    } else if (intent === "record-payment") {
      const refusal = paymentRefusal(before);
      if (refusal) return { ok: false, intent, status: 409, message: refusal } as const;
      const { receivedPaise } = await orderMoney(tx, orderId);
      const read = readPaymentEntry(input.payment ?? {}, {
        duePaise: before.totalPaise - receivedPaise,
        placedOn: todayInIndia(before.placedAt),
        today: todayInIndia(now),
      });
      if (!read.ok) {
        return {
          ok: false,
          intent,
          status: 422,
          message: "Check the payment's details below.",
          paymentErrors: read.errors,
        } as const;
      }
      payment = read.entry;
      result = await recordReceivedPayment(tx, orderId, payment, { now });
    } else {
      result = await advanceOrder(tx, orderId, advanceTo[intent], { trackingId: input.trackingId, now });
    }
    if (!result.ok) {
      const field = intent === "ship" && result.status === 422 ? ("trackingId" as const) : undefined;
      return { ok: false, intent, status: result.status, message: result.message, field } as const;
    }

    // Each delivered unit becomes the customer's appliance record, in the same transaction as the delivery.
    if (intent === "deliver") await recordDeliveredUnits(tx, orderId, serials, now);

    const after = await snapshot(tx, orderId);
    await recordAudit(tx, user, {
      action:
        intent === "cancel"
          ? "order.cancel"
          : intent === "record-payment"
            ? "order.payment_received"
            : intent === "confirm-by-phone"
              ? "order.confirmed_by_phone"
              : "order.advance",
      entity: "order",
      entityId: orderId,
      before: { status: before.status, paymentStatus: before.paymentStatus, trackingId: before.trackingId },
      after: {
        status: after?.status,
        paymentStatus: after?.paymentStatus,
        trackingId: after?.trackingId,
        ...serialsRecorded(serials),
        ...(payment ? { payment } : {}),
        ...(intent === "confirm-by-phone" ? { codConfirmedAt: now.toISOString() } : {}),
      },
    });
    return {
      ok: true,
      intent,
      message: successMessage(intent, after?.trackingId ?? null, result.balancePaise ?? 0),
    } as const;
  });
}
