/**
 * Checks a shop database against what simulated shoppers were told: every confirmed order and booking is
 * stored whole, nothing is stored twice or from a refused request, and stock and slot counts add up.
 * Returns the problems found (an empty list when all is well) and some figures.
 */
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client.server";
import type { TrafficLog } from "./shopper-traffic";

type Rows<T> = { rows: T[] };

export async function rows<T>(db: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as Rows<T>).rows;
}

export type IntegrityReport = {
  problems: string[];
  /** Idempotency key to order number, for every order stored. */
  storedKeys: Map<string, string>;
  storedOrders: number;
  storedBookings: number;
};

export async function checkWrites(
  db: Database,
  log: TrafficLog,
  initialStock: Map<number, number>,
): Promise<IntegrityReport> {
  const problems: string[] = [];

  const orderRows = await rows<{
    id: number;
    order_number: string;
    idempotency_key: string;
    access_token: string;
    name: string;
    phone: string;
    status: string;
    total_paise: number;
  }>(
    db,
    sql`SELECT id, order_number, idempotency_key, access_token, name, phone, status, total_paise FROM orders`,
  );
  const lineRows = await rows<{
    order_id: number;
    product_id: number;
    quantity: number;
    unit_price_paise: number;
  }>(db, sql`SELECT order_id, product_id, quantity, unit_price_paise FROM order_lines`);
  const eventRows = await rows<{ order_id: number; status: string }>(
    db,
    sql`SELECT order_id, status FROM order_events`,
  );
  const subjects = (await rows<{ subject: string }>(db, sql`SELECT subject FROM outbox`)).map(
    (row) => row.subject,
  );
  const notified = (reference: string) => subjects.some((subject) => subject.includes(reference));

  const linesOf = new Map<number, typeof lineRows>();
  for (const line of lineRows) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const byKey = new Map(orderRows.map((row) => [row.idempotency_key, row]));
  const sentByKey = new Map(log.orders.map((order) => [order.idempotencyKey, order]));

  for (const row of orderRows) {
    const sent = sentByKey.get(row.idempotency_key);
    const lines = linesOf.get(row.id) ?? [];
    if (!sent) problems.push(`order ${row.order_number} was stored but no shopper sent its key`);
    if (lines.length === 0) problems.push(`order ${row.order_number} has no lines`);
    const total = lines.reduce((sum, line) => sum + line.unit_price_paise * line.quantity, 0);
    if (total !== row.total_paise)
      problems.push(`order ${row.order_number} total ${row.total_paise} != lines ${total}`);
    if (!eventRows.some((event) => event.order_id === row.id && event.status === "placed")) {
      problems.push(`order ${row.order_number} has no 'placed' event`);
    }
    if (!notified(row.order_number))
      problems.push(`order ${row.order_number} has no notification for the dealer`);
    if (sent) {
      const want = sent.lines.map((line) => `${line.productId}x${line.quantity}`).sort();
      const got = lines.map((line) => `${line.product_id}x${line.quantity}`).sort();
      if (want.join() !== got.join()) {
        problems.push(`order ${row.order_number} has lines ${got.join()} but ${want.join()} were ordered`);
      }
      if (sent.name !== row.name || sent.phone !== row.phone) {
        problems.push(`order ${row.order_number} has another customer's name or phone`);
      }
      if (sent.refused) problems.push(`order ${row.order_number} was stored although the shop answered 409`);
    }
  }

  for (const order of log.orders) {
    if (!order.confirmed) continue;
    const row = byKey.get(order.idempotencyKey);
    if (!row) {
      problems.push(`confirmed order ${order.confirmed.orderNumber} is missing`);
    } else if (
      row.order_number !== order.confirmed.orderNumber ||
      row.access_token !== order.confirmed.accessToken
    ) {
      problems.push(`confirmed order ${order.confirmed.orderNumber} is stored as ${row.order_number}`);
    }
  }

  const stock = await rows<{ id: number; stock: number }>(db, sql`SELECT id, stock FROM products`);
  for (const product of stock) {
    const initial = initialStock.get(product.id);
    if (initial === undefined) continue;
    let sold = 0;
    let cancelled = 0;
    for (const row of orderRows) {
      for (const line of linesOf.get(row.id) ?? []) {
        if (line.product_id !== product.id) continue;
        sold += line.quantity;
        if (row.status === "cancelled") cancelled += line.quantity;
      }
    }
    if (initial - sold + cancelled !== product.stock) {
      problems.push(
        `product ${product.id}: initial ${initial} - sold ${sold} + cancelled ${cancelled} != remaining ${product.stock}`,
      );
    }
  }

  const bookingRows = await rows<{
    id: number;
    reference: string;
    name: string;
    phone: string;
    issue: string;
    date: string;
    slot: string;
    status: string;
  }>(
    db,
    sql`SELECT id, reference, name, phone, issue, date::text AS date, slot, status FROM service_bookings`,
  );
  const bookingEventIds = new Set(
    (
      await rows<{ booking_id: number }>(
        db,
        sql`SELECT booking_id FROM booking_events WHERE status = 'requested'`,
      )
    ).map((row) => row.booking_id),
  );
  const sentByIssue = new Map(log.bookings.map((booking) => [booking.issue, booking]));
  const seenIssues = new Set<string>();
  for (const row of bookingRows) {
    const sent = sentByIssue.get(row.issue);
    if (!sent) problems.push(`booking ${row.reference} was stored but no customer sent it`);
    if (seenIssues.has(row.issue)) problems.push(`booking '${row.issue}' is stored twice`);
    seenIssues.add(row.issue);
    if (!bookingEventIds.has(row.id)) problems.push(`booking ${row.reference} has no 'requested' event`);
    if (!notified(row.reference))
      problems.push(`booking ${row.reference} has no notification for the dealer`);
    if (sent) {
      if (
        sent.name !== row.name ||
        sent.phone !== row.phone ||
        sent.date !== row.date ||
        sent.slot !== row.slot
      ) {
        problems.push(`booking ${row.reference} does not hold what was sent`);
      }
      if (sent.refused) problems.push(`booking ${row.reference} was stored although the shop answered 409`);
    }
  }
  for (const booking of log.bookings) {
    if (!booking.reference) continue;
    const row = bookingRows.find((candidate) => candidate.reference === booking.reference);
    if (!row) problems.push(`confirmed booking ${booking.reference} is missing`);
    else if (row.issue !== booking.issue) problems.push(`booking ${booking.reference} holds another request`);
  }

  const slots = await rows<{ date: string; slot: string; booked: number; capacity: number }>(
    db,
    sql`SELECT date::text AS date, slot, booked, capacity FROM booking_slots`,
  );
  for (const slot of slots) {
    const held = bookingRows.filter(
      (row) => row.date === slot.date && row.slot === slot.slot && row.status !== "cancelled",
    ).length;
    if (slot.booked !== held)
      problems.push(`slot ${slot.date} ${slot.slot} counts ${slot.booked}, holds ${held}`);
    if (slot.booked > slot.capacity) problems.push(`slot ${slot.date} ${slot.slot} is overbooked`);
  }

  return {
    problems,
    storedKeys: new Map(orderRows.map((row) => [row.idempotency_key, row.order_number])),
    storedOrders: orderRows.length,
    storedBookings: bookingRows.length,
  };
}
