import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/order-schema";
import { checkSerials, orderUnits, recordDeliveredUnits } from "../appliances/appliance-records.server";
import {
  advanceOrder,
  cancelOrder,
  markOrderPaid,
  type LifecycleResult,
} from "../orders/order-lifecycle.server";
import { recordAudit } from "../staff/audit.server";
import type { SignedInStaff } from "../staff/guard.server";

const orderIntents = ["pack", "ship", "deliver", "cancel", "mark-paid"] as const;
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
    };

export type OrderActionInput = {
  intent: string;
  trackingId?: string;
  /** 'yes' from the cancel confirmation step. */
  confirm?: string;
  note?: string;
  /** Delivery: the serial-number fields posted with it ("serial-<line id>-<unit>"), blank ones included. */
  serials?: Record<string, string>;
};

const advanceTo = { pack: "packed", ship: "shipped", deliver: "delivered" } as const;

function isIntent(value: string): value is OrderIntent {
  return (orderIntents as readonly string[]).includes(value);
}

function successMessage(intent: OrderIntent, trackingId: string | null): string {
  switch (intent) {
    case "pack":
      return "Marked as packed.";
    case "ship":
      return `Marked as shipped with tracking ID ${trackingId ?? ""}.`;
    case "deliver":
      return "Marked as delivered.";
    case "cancel":
      return "Order cancelled. Its items are back in stock.";
    case "mark-paid":
      return "Payment marked as received.";
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

    let result: LifecycleResult;
    if (intent === "cancel") {
      result = await cancelOrder(tx, orderId, { by: "staff", now, note: input.note?.slice(0, 500) });
    } else if (intent === "mark-paid") {
      result = await markOrderPaid(tx, orderId, { now });
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
        intent === "cancel" ? "order.cancel" : intent === "mark-paid" ? "order.mark_paid" : "order.advance",
      entity: "order",
      entityId: orderId,
      before,
      after: { ...after, ...serialsRecorded(serials) },
    });
    return { ok: true, intent, message: successMessage(intent, after?.trackingId ?? null) } as const;
  });
}
