// Purchase orders for the parts a visit waits for from the brand (decision 058). Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { staffUsers } from "./admin-schema";
import { partOrderStatuses } from "./enums";
import { serviceBookings, spareParts } from "./service-schema";

/**
 * An order to the brand's parts desk for the parts of one visit, numbered in its own series ("KHP/26-27/000001").
 * Receiving it adds its lines to stock, where they are held for the visit until it completes.
 */
export const partOrders = pgTable(
  "part_orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    /** The brand as the booking names it, copied: the order is addressed to its parts desk. */
    brand: text("brand").notNull(),
    expectedOn: date("expected_on", { mode: "string" }).notNull(),
    status: text("status", { enum: partOrderStatuses }).notNull().default("ordered"),
    orderedBy: integer("ordered_by").references(() => staffUsers.id, { onDelete: "set null" }),
    orderedAt: timestamp("ordered_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was received or cancelled, and by whom. */
    closedBy: integer("closed_by").references(() => staffUsers.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("part_orders_status_idx").on(t.status, t.expectedOn),
    // a visit waits on one open order at a time
    uniqueIndex("part_orders_one_open_per_visit")
      .on(t.bookingId)
      .where(sql`${t.status} = 'ordered'`),
    check("part_orders_status_valid", sql`${t.status} IN ('ordered', 'received', 'cancelled')`),
    check("part_orders_closed_when_done", sql`(${t.status} = 'ordered') = (${t.closedAt} IS NULL)`),
  ],
);

/** The parts of an order, with the name as ordered. */
export const partOrderLines = pgTable(
  "part_order_lines",
  {
    id: serial("id").primaryKey(),
    partOrderId: integer("part_order_id")
      .notNull()
      .references(() => partOrders.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => spareParts.id),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    uniqueIndex("part_order_lines_part_once").on(t.partOrderId, t.partId),
    check("part_order_lines_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);

export type PartOrder = typeof partOrders.$inferSelect;
