import { and, eq, isNull, notInArray, sql } from "drizzle-orm";

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
import { recordUpdatesWithdrawn } from "~/modules/privacy/consent-records.server";

import { codConfirmAbovePaise, confirmWithinHours } from "./order-limits";

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

/**
 * Whether a new order waits for the customer's confirmation before it is sent (order-limits.ts): cash on
 * delivery above codConfirmAbovePaise, or holding an installation visit's place.
 */
export function waitsForConfirmation(order: {
  paymentMethod: Order["paymentMethod"];
  totalPaise: number;
  holdsVisit: boolean;
}): boolean {
  return order.paymentMethod === "cod" && (order.totalPaise > codConfirmAbovePaise || order.holdsVisit);
}

/** When an order placed now is cancelled unless confirmed. */
export function confirmDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + confirmWithinHours * 60 * 60_000);
}

/** The order's first message, sent to any number; every later one waits until the number is proved. */
const firstMessages: readonly OrderUpdate[] = ["order_placed", "order_cod_confirm"];

/**
 * Tells the customer about their order by SMS or WhatsApp and e-mail, if they agreed to updates (in the
 * change's transaction). Past the first message, only once the order's number is proved (phoneVerifiedAt).
 */
export async function announceOrder(
  tx: Executor,
  order: Order,
  kind: OrderUpdate,
  now: Date,
  settings: CustomerUpdateSettings = customerUpdateSettings(getEnv()),
): Promise<void> {
  if (!order.phoneVerifiedAt && !firstMessages.includes(kind)) return;
  await enqueueCustomerUpdate(
    tx,
    {
      kind,
      about: "order",
      subject: order.orderNumber,
      language: order.language,
      phone: order.phone,
      email: order.email,
      // the confirmation request is part of placing the order, asked for with or without updates
      consent: order.updatesConsent || kind === "order_cod_confirm",
      values: values(order, kind),
    },
    settings,
    now,
  );
}

/** The customer's "Stop updates": no more SMS or WhatsApp messages about this order. */
export async function stopOrderUpdates(db: Database, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ updatesConsent: false, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning({ phone: orders.phone, orderNumber: orders.orderNumber });
    if (row) {
      await recordUpdatesWithdrawn(tx, { phone: row.phone, purpose: "order", subject: row.orderNumber, now });
    }
  });
}

/**
 * The customer confirms an order that waits for it, from the link in their message or signed in with its
 * number: either proves the number too. Once is enough: a second tap keeps the first time.
 */
export async function confirmCodOrder(db: Executor, orderId: number, now: Date): Promise<void> {
  const at = `${now.toISOString()}`;
  await db
    .update(orders)
    .set({
      codConfirmedAt: sql`coalesce(${orders.codConfirmedAt}, ${at}::timestamptz)`,
      phoneVerifiedAt: sql`coalesce(${orders.phoneVerifiedAt}, ${at}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

/** A sign-in code proved the number: its orders still open may send every update from now on. */
export async function orderNumberProved(db: Executor, phone: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ phoneVerifiedAt: now })
    .where(
      and(
        eq(orders.phone, phone),
        isNull(orders.phoneVerifiedAt),
        notInArray(orders.status, ["delivered", "cancelled"]),
      ),
    );
}
