// Messages sent through the contact form. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { contactMessageStatuses } from "./enums";

/** Messages sent through the contact form; the back office marks them handled. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    topic: text("topic").notNull(),
    applianceType: text("appliance_type"),
    brand: text("brand"),
    preferredDate: date("preferred_date", { mode: "string" }),
    message: text("message").notNull(),
    status: text("status", { enum: contactMessageStatuses }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    check("contact_messages_status_valid", sql`${t.status} IN ('new', 'handled')`),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
