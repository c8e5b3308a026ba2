import { and, asc, count, eq, gte, lt, lte, ne, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/order-schema";
import { openReturnCount } from "../orders/returns.server";
import { complaintCounts } from "../grievance/complaints-board.server";
import { contactMessages, products, serviceBookings } from "../../../db/schema";
import { listOrders } from "./admin-order-queries.server";
import { bookingDays, lowStockThreshold, salesDays, type DashboardStats } from "./dashboard-view";
import { parseOrderFilters } from "./order-filters";
import { addDays, indiaDayStart, indiaTimeZone, mondayOf, todayInIndia } from "~/lib/india-time";

const asNumber = (value: unknown) => Number(value ?? 0);

export async function getDashboardStats(db: Database, now = new Date()): Promise<DashboardStats> {
  const today = todayInIndia(now);
  const monday = mondayOf(today);
  const todayStart = indiaDayStart(today);
  const mondayStart = indiaDayStart(monday);
  const tomorrowStart = indiaDayStart(addDays(today, 1));
  const salesFrom = addDays(today, -(salesDays - 1));
  const lastBookingDay = addDays(today, bookingDays - 1);
  const notCancelled = ne(orders.status, "cancelled");

  const [figures] = await db
    .select({
      todayCount:
        sql`count(*) FILTER (WHERE ${orders.placedAt} >= ${todayStart.toISOString()}::timestamptz)`.mapWith(
          asNumber,
        ),
      todayRevenue:
        sql`coalesce(sum(${orders.totalPaise}) FILTER (WHERE ${orders.placedAt} >= ${todayStart.toISOString()}::timestamptz AND ${notCancelled}), 0)`.mapWith(
          asNumber,
        ),
      weekCount: sql`count(*)`.mapWith(asNumber),
      weekRevenue: sql`coalesce(sum(${orders.totalPaise}) FILTER (WHERE ${notCancelled}), 0)`.mapWith(
        asNumber,
      ),
    })
    .from(orders)
    .where(and(gte(orders.placedAt, mondayStart), lt(orders.placedAt, tomorrowStart)));

  const [pending] = await db
    .select({
      count: count(),
      amount: sql`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(asNumber),
    })
    .from(orders)
    .where(and(eq(orders.paymentMethod, "upi"), eq(orders.paymentStatus, "pending"), notCancelled));

  const [messages] = await db
    .select({ count: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, "new"));

  const lowStockWhere = and(lte(products.stock, lowStockThreshold), eq(products.hidden, false));
  const lowStock = await db
    .select({ id: products.id, title: products.title, stock: products.stock })
    .from(products)
    .where(lowStockWhere)
    .orderBy(asc(products.stock), asc(products.title))
    .limit(8);
  const [lowStockTotal] = await db.select({ count: count() }).from(products).where(lowStockWhere);

  const bookingRange = and(
    gte(serviceBookings.date, today),
    lte(serviceBookings.date, lastBookingDay),
    ne(serviceBookings.status, "cancelled"),
  );
  const bookingCounts = await db
    .select({ date: serviceBookings.date, count: count() })
    .from(serviceBookings)
    .where(bookingRange)
    .groupBy(serviceBookings.date);
  const slotOrder = sql`CASE ${serviceBookings.slot} WHEN 'morning' THEN 1 WHEN 'afternoon' THEN 2 WHEN 'evening' THEN 3 ELSE 4 END`;
  const upcomingBookings = await db
    .select({
      id: serviceBookings.id,
      reference: serviceBookings.reference,
      name: serviceBookings.name,
      appliance: serviceBookings.appliance,
      date: serviceBookings.date,
      slot: serviceBookings.slot,
      status: serviceBookings.status,
    })
    .from(serviceBookings)
    .where(bookingRange)
    .orderBy(asc(serviceBookings.date), asc(slotOrder), asc(serviceBookings.id))
    .limit(8);

  const indiaDay = sql<string>`to_char(${orders.placedAt} AT TIME ZONE ${sql.raw(`'${indiaTimeZone}'`)}, 'YYYY-MM-DD')`;
  const salesRows = await db
    .select({
      date: indiaDay,
      orders: sql`count(*)`.mapWith(asNumber),
      revenue: sql`sum(${orders.totalPaise})`.mapWith(asNumber),
    })
    .from(orders)
    .where(
      and(gte(orders.placedAt, indiaDayStart(salesFrom)), lt(orders.placedAt, tomorrowStart), notCancelled),
    )
    .groupBy(indiaDay);

  const recent = await listOrders(db, parseOrderFilters(new URLSearchParams()), 6);

  const bookingsOn = new Map(bookingCounts.map((row) => [row.date, Number(row.count)]));
  const salesOn = new Map(salesRows.map((row) => [row.date, row]));
  return {
    today,
    weekStart: monday,
    todayOrders: { count: figures?.todayCount ?? 0, revenuePaise: figures?.todayRevenue ?? 0 },
    weekOrders: { count: figures?.weekCount ?? 0, revenuePaise: figures?.weekRevenue ?? 0 },
    pendingUpi: { count: Number(pending?.count ?? 0), amountPaise: pending?.amount ?? 0 },
    unreadMessages: Number(messages?.count ?? 0),
    openReturns: await openReturnCount(db),
    complaints: await complaintCounts(db, now),
    lowStock,
    lowStockCount: Number(lowStockTotal?.count ?? 0),
    bookingsByDay: Array.from({ length: bookingDays }, (_, index) => {
      const date = addDays(today, index);
      return { date, count: bookingsOn.get(date) ?? 0 };
    }),
    upcomingBookings,
    sales: Array.from({ length: salesDays }, (_, index) => {
      const date = addDays(salesFrom, index);
      const row = salesOn.get(date);
      return { date, orders: row?.orders ?? 0, revenuePaise: row?.revenue ?? 0 };
    }),
    recentOrders: recent.rows,
  };
}
