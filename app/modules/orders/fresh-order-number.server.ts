import type { Executor } from "../../../db/client.server";
import { orders, type Order } from "../../../db/schema";

import { generateOrderNumber } from "./order-number";

/** Inserts an order under a fresh order number (generateOrderNumber), trying again on the rare clash. */
export async function insertWithFreshNumber(
  tx: Executor,
  now: Date,
  values: Omit<typeof orders.$inferInsert, "orderNumber">,
): Promise<Order> {
  // 30 random bits a day make a clash very unlikely; ON CONFLICT DO NOTHING keeps the transaction usable
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: generateOrderNumber(now) })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (row) return row;
  }
  throw new Error("could not find a free order number");
}
