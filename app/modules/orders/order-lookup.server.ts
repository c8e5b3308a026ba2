// Contract stub: the orders engineer replaces the body.
import type { Database } from "../../../db/client.server";
import type { OrderView } from "./order-view";

/** The order behind a confirmation or invoice link; null when the number or token does not match. */
export function getOrderByToken(
  _db: Database,
  _orderNumber: string,
  _token: string,
): Promise<OrderView | null> {
  throw new Error("not implemented");
}

/** /track-order: null for a wrong number or phone alike, so nobody can probe which part was wrong. */
export function findOrderForTracking(
  _db: Database,
  _orderNumber: string,
  _phone: string,
): Promise<OrderView | null> {
  throw new Error("not implemented");
}

/** Staff pages: by database id. */
export function getOrderById(_db: Database, _id: number): Promise<(OrderView & { id: number }) | null> {
  throw new Error("not implemented");
}
