// Every consent given or withdrawn, with the notice version the customer saw. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { consentScopes, dataNoticeKinds } from "./enums";

/**
 * Append-only: a withdrawal is a new row, so the history of what was agreed, to which notice and when,
 * stays provable (DPDP Act 2023, section 6(10)). Erasure replaces the number with "erased" and keeps the row.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: serial("id").primaryKey(),
    /** Ten digits, as orders and bookings store it; "erased" once the customer erased their data. */
    phone: text("phone").notNull(),
    purpose: text("purpose", { enum: dataNoticeKinds }).notNull(),
    scope: text("scope", { enum: consentScopes }).notNull(),
    /** True when given, false when withdrawn. */
    given: boolean("given").notNull(),
    /** The order number, booking reference or complaint ticket it is about, when there is one. */
    subject: text("subject"),
    noticeVersion: text("notice_version").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consent_records_phone_idx").on(t.phone, t.at),
    check(
      "consent_records_purpose_valid",
      sql`${t.purpose} IN ('order', 'booking', 'contact', 'sign-in', 'complaint')`,
    ),
    check("consent_records_scope_valid", sql`${t.scope} IN ('notice', 'updates')`),
  ],
);

export type ConsentRecord = typeof consentRecords.$inferSelect;
