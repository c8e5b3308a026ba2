import { asc, and, count, desc, eq, gte, ilike, like, lt, ne, or, sql, type SQL } from "drizzle-orm";

import { containsPattern } from "~/lib/like-pattern.server";
import { pageCountFor } from "~/lib/pagination";

import type { Database } from "../../../db/client.server";
import { orders, type Order } from "../../../db/order-schema";
import { ordersPageSize, type OrderFilters } from "./order-filters";
import { addDays, indiaDayStart } from "~/lib/india-time";

export type OrderListRow = Pick<
  Order,
  | "id"
  | "orderNumber"
  | "status"
  | "paymentMethod"
  | "paymentStatus"
  | "name"
  | "phone"
  | "city"
  | "totalPaise"
  | "trackingId"
> & { placedAt: string; itemCount: number };

export type OrderListPage = {
  rows: OrderListRow[];
  total: number;
  /** The page shown: the one asked for, or the last one when it asked beyond the end. */
  page: number;
  pageCount: number;
};

/** A search that looks like a phone number: digits with spaces, dashes, brackets or a leading +. */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s()+-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return digits.length > 10 ? digits.slice(-10) : digits;
}

function orderFilterCondition(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const digits = phoneDigits(filters.q);
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.name, pattern),
        digits ? like(orders.phone, `%${digits}%`) : undefined,
      ),
    );
  }
  if (filters.status === "active") conditions.push(ne(orders.status, "cancelled"));
  else if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.method) conditions.push(eq(orders.paymentMethod, filters.method));
  if (filters.payment) conditions.push(eq(orders.paymentStatus, filters.payment));
  if (filters.from) conditions.push(gte(orders.placedAt, indiaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.placedAt, indiaDayStart(addDays(filters.to, 1))));
  return and(...conditions);
}

// Written out in full: inside a select list Drizzle leaves column names unqualified, and a bare "id" in
// the subquery would mean the line's id.
const itemCount = sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = "orders"."id")`;

async function countOrders(db: Database, filters: OrderFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(orderFilterCondition(filters));
  return Number(row?.total ?? 0);
}

/** One page of the filtered list, newest first (or oldest first when asked). */
export async function listOrders(
  db: Database,
  filters: OrderFilters,
  pageSize = ordersPageSize,
): Promise<OrderListPage> {
  const total = await countOrders(db, filters);
  const pageCount = pageCountFor(total, pageSize);
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      name: orders.name,
      phone: orders.phone,
      city: orders.city,
      totalPaise: orders.totalPaise,
      trackingId: orders.trackingId,
      itemCount,
    })
    .from(orders)
    .where(orderFilterCondition(filters))
    .orderBy(
      ...(filters.oldest ? [asc(orders.placedAt), asc(orders.id)] : [desc(orders.placedAt), desc(orders.id)]),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((row) => ({
      ...row,
      placedAt: row.placedAt.toISOString(),
      itemCount: Number(row.itemCount),
    })),
    total,
    page,
    pageCount,
  };
}

export type OrderExportRow = Omit<
  Order,
  | "accessToken"
  | "idempotencyKey"
  | "requestHash"
  | "updatedAt"
  | "cancelledAt"
  | "installationChargePaise"
  | "installationBy"
  | "language"
  | "updatesConsent"
  | "codConfirmedAt"
  | "confirmBy"
  | "phoneVerifiedAt"
  | "placeOfSupply"
  | "buyerGstin"
  | "buyerBusinessName"
  | "installationSac"
  | "replacesOrderId"
> & { items: string; itemCount: number };

/**
 * Every order the filters match, newest first, read in batches by id so that an export of any size
 * holds only one batch in memory and never skips or repeats a row.
 */
export async function* exportOrderBatches(
  db: Database,
  filters: OrderFilters,
  batchSize = 500,
): AsyncGenerator<OrderExportRow[]> {
  const condition = orderFilterCondition(filters);
  let before: number | null = null;
  for (;;) {
    const rows: OrderExportRow[] = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        invoiceNumber: orders.invoiceNumber,
        placedAt: orders.placedAt,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        paidAt: orders.paidAt,
        name: orders.name,
        email: orders.email,
        phone: orders.phone,
        address: orders.address,
        address2: orders.address2,
        city: orders.city,
        state: orders.state,
        pincode: orders.pincode,
        country: orders.country,
        totalPaise: orders.totalPaise,
        discountPaise: orders.discountPaise,
        trackingId: orders.trackingId,
        itemCount,
        items: sql<string>`coalesce((SELECT string_agg(l.quantity || ' x ' || l.title, '; ' ORDER BY l.id) FROM order_lines l WHERE l.order_id = "orders"."id"), '')`,
      })
      .from(orders)
      .where(and(condition, before === null ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) }));
    if (rows.length < batchSize) return;
    before = rows[rows.length - 1]!.id;
  }
}
