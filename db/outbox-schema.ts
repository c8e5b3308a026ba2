// The notification outbox the mailer delivers from. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { outboxStatuses } from "./enums";

/**
 * Notifications to the dealer, written in the same transaction as the record they announce and delivered
 * later by the mailer (or read in the back office when no SMTP server is configured).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    recipient: text("recipient").notNull(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a pending row may next be tried: after a failure (backoff) or while a sender holds it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_pending_idx").on(t.status, t.nextAttemptAt),
    check("outbox_status_valid", sql`${t.status} IN ('pending', 'sent', 'failed')`),
    check("outbox_attempts_nonnegative", sql`${t.attempts} >= 0`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
