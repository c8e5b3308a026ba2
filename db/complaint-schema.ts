// Complaints to the grievance officer (decision 038). Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { bytea } from "./bytea";
import { complaintCategories, complaintStatuses, customerLanguages } from "./enums";

/**
 * A consumer's complaint (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4) and 4(5)): its ticket is
 * GRV-<id>; the officer acknowledges it within 48 hours and resolves it within one month of receipt, the
 * two deadlines stored with it so the board and the customer see the same dates.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Ten digits, as every customer record stores a mobile number. */
    phone: text("phone").notNull(),
    email: text("email"),
    category: text("category", { enum: complaintCategories }).notNull(),
    /** The order number or booking reference the complaint is about, as the customer typed it, if any. */
    reference: text("reference"),
    description: text("description").notNull(),
    language: text("language", { enum: customerLanguages }).notNull().default("en"),
    /** The receipt and the answer go by SMS or WhatsApp until the customer stops them from the status page. */
    updatesConsent: boolean("updates_consent").notNull().default(true),
    status: text("status", { enum: complaintStatuses }).notNull().default("received"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgeBy: timestamp("acknowledge_by", { withTimezone: true }).notNull(),
    resolveBy: timestamp("resolve_by", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /** Handed to the owner by staff, with why. */
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    escalation: text("escalation"),
    /** The officer's answer, shown to the customer as written. */
    reply: text("reply"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("complaints_status_received_idx").on(t.status, t.receivedAt),
    index("complaints_phone_idx").on(t.phone),
    check("complaints_status_valid", sql`${t.status} IN ('received', 'acknowledged', 'resolved')`),
    check(
      "complaints_category_valid",
      sql`${t.category} IN ('order', 'delivery', 'product', 'installation', 'repair', 'refund', 'billing', 'staff', 'personal-data', 'other')`,
    ),
    check("complaints_resolved_has_reply", sql`${t.status} <> 'resolved' OR ${t.reply} IS NOT NULL`),
  ],
);

/** Up to four photos of the problem, re-encoded without metadata. */
export const complaintPhotos = pgTable(
  "complaint_photos",
  {
    id: serial("id").primaryKey(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [index("complaint_photos_complaint_idx").on(t.complaintId)],
);

export type Complaint = typeof complaints.$inferSelect;
