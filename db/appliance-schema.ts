// Appliances the shop sold and delivered: one row per unit, the customer's warranty record. Re-exported by
// db/schema.ts.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

import { products } from "./catalogue-schema";
import { orderLines, orders } from "./order-schema";

export const appliances = pgTable(
  "appliances",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    /** 1 to the line's quantity: which of the line's units this is. */
    unit: integer("unit").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** As printed on the unit; staff may record it at delivery or installation, or later. */
    serialNumber: text("serial_number"),
    /** India date the unit was delivered: the manufacturer's warranty runs from it. */
    purchaseDate: date("purchase_date", { mode: "string" }).notNull(),
    /** Last day of the manufacturer's warranty, and its note as the product had it at delivery. */
    warrantyUntil: date("warranty_until", { mode: "string" }).notNull(),
    warrantyNote: text("warranty_note"),
    /** Last day of our repair warranty after the latest completed repair. */
    repairWarrantyUntil: date("repair_warranty_until", { mode: "string" }),
    /**
     * The customer asked on /my-appliances to be told 30 days before the manufacturer's warranty ends, in
     * this language (decision 053); the day the reminder went out, so it goes once.
     */
    warrantyReminders: boolean("warranty_reminders").notNull().default(false),
    reminderLanguage: text("reminder_language").notNull().default("en"),
    warrantyRemindedOn: date("warranty_reminded_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("appliances_line_unit_unique").on(t.orderLineId, t.unit),
    index("appliances_order_idx").on(t.orderId),
    check("appliances_unit_positive", sql`${t.unit} >= 1`),
    check("appliances_reminder_language_valid", sql`${t.reminderLanguage} IN ('en', 'ta')`),
    index("appliances_warranty_reminders_idx")
      .on(t.warrantyUntil)
      .where(sql`${t.warrantyReminders} AND ${t.warrantyRemindedOn} IS NULL`),
  ],
);

export type Appliance = typeof appliances.$inferSelect;
