// Contract stub: the orders engineer replaces the body.
import type { Database } from "../../../db/client.server";
import type { OrderStatus } from "../../../db/order-schema";

export type LifecycleResult = { ok: true } | { ok: false; status: 404 | 409 | 422; message: string };

/** Staff move an order along placed > packed > shipped (tracking ID required) > delivered. */
export function advanceOrder(
  _db: Database,
  _orderId: number,
  _to: Exclude<OrderStatus, "placed" | "cancelled">,
  _options: { trackingId?: string; now?: Date },
): Promise<LifecycleResult> {
  throw new Error("not implemented");
}

/** Cancels and returns the stock. Customers only within 2 hours and before packing; staff before delivery. */
export function cancelOrder(
  _db: Database,
  _orderId: number,
  _options: { by: "customer" | "staff"; now?: Date; note?: string },
): Promise<LifecycleResult> {
  throw new Error("not implemented");
}

/** Staff record that the UPI or COD payment was received. */
export function markOrderPaid(
  _db: Database,
  _orderId: number,
  _options: { now?: Date },
): Promise<LifecycleResult> {
  throw new Error("not implemented");
}
