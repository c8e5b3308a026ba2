import { eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { orders, type Order } from "../../../db/schema";
import { getEnv } from "~/lib/env.server";
import {
  customerUpdateSettings,
  enqueueCustomerUpdate,
  type CustomerUpdateSettings,
} from "~/modules/notify/customer-updates.server";
import { messageAmount } from "~/modules/notify/message-kinds";
import type { Executor } from "~/modules/notify/outbox.server";

import { codConfirmAbovePaise } from "./order-rules";

type OrderUpdate = "order_placed" | "order_cod_confirm" | "order_shipped" | "order_delivered";

function values(order: Order, kind: OrderUpdate): string[] {
  switch (kind) {
    case "order_placed":
    case "order_cod_confirm":
      return [order.orderNumber, messageAmount(order.totalPaise)];
    case "order_shipped":
      return [order.orderNumber, order.trackingId ?? ""];
    case "order_delivered":
      return [order.orderNumber];
  }
}

/** Whether the order waits for the customer to confirm it from their message before it is sent. */
export function needsCodConfirmation(order: Pick<Order, "paymentMethod" | "totalPaise">): boolean {
  return order.paymentMethod === "cod" && order.totalPaise > codConfirmAbovePaise;
}

/** Tells the customer about their order by SMS or WhatsApp and e-mail, if they agreed to updates (in the change's transaction). */
export async function announceOrder(
  tx: Executor,
  order: Order,
  kind: OrderUpdate,
  now: Date,
  settings: CustomerUpdateSettings = customerUpdateSettings(getEnv()),
): Promise<void> {
  await enqueueCustomerUpdate(
    tx,
    {
      kind,
      about: "order",
      subject: order.orderNumber,
      language: order.language,
      phone: order.phone,
      email: order.email,
      consent: order.updatesConsent,
      values: values(order, kind),
    },
    settings,
    now,
  );
}

/** The customer's "Stop updates": no more SMS or WhatsApp messages about this order. */
export async function stopOrderUpdates(db: Database, orderId: number, now: Date): Promise<void> {
  await db.update(orders).set({ updatesConsent: false, updatedAt: now }).where(eq(orders.id, orderId));
}

/**
 * The customer confirms a large cash-on-delivery order from the link in their message. Once is enough: a
 * second tap keeps the first time.
 */
export async function confirmCodOrder(db: Database, orderId: number, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({
      codConfirmedAt: sql`coalesce(${orders.codConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}
