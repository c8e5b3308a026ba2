// The notification outbox the mailer delivers from. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import {
  customerLanguages,
  deliveryStates,
  messageChannels,
  outboxStatuses,
  shortLinkTargets,
} from "./enums";

/**
 * Notifications, written in the same transaction as the record they announce and delivered later: e-mails
 * to the dealer (read in the back office when no SMTP server is configured), and SMS and WhatsApp updates
 * to the customer, which are only written for a channel that is configured.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** An e-mail address, or for SMS and WhatsApp the customer's ten-digit mobile number. */
    recipient: text("recipient").notNull(),
    /** Where a reply to an e-mail goes: the customer who booked or wrote, so the dealer answers them. */
    replyTo: text("reply_to"),
    channel: text("channel", { enum: messageChannels }).notNull().default("email"),
    /** The approved template of an SMS or WhatsApp message (app/modules/notify/customer-messages.ts). */
    template: text("template"),
    /** The template's values, in order. */
    variables: jsonb("variables").$type<string[]>(),
    language: text("language", { enum: customerLanguages }).notNull().default("en"),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a pending row may next be tried: after a failure (backoff) or while a sender holds it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Which delivery round holds the row's lease: a round sends only rows it still holds. */
    claimedBy: text("claimed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The provider's id of the accepted message (MSG91's request id, WhatsApp's wamid). */
    providerMessageId: text("provider_message_id"),
    /** What the provider last reported: accepted on sending, then sent, delivered, read or failed. */
    delivery: text("delivery", { enum: deliveryStates }),
    /** The provider's code and reason when it reported a failure. */
    deliveryError: text("delivery_error"),
    deliveryAt: timestamp("delivery_at", { withTimezone: true }),
    /** The WhatsApp message this SMS stands in for, when WhatsApp could not reach the customer. */
    fallbackFor: integer("fallback_for"),
  },
  (t) => [
    index("outbox_pending_idx").on(t.status, t.nextAttemptAt),
    index("outbox_provider_message_idx").on(t.providerMessageId),
    uniqueIndex("outbox_fallback_once").on(t.fallbackFor),
    check("outbox_delivery_valid", sql`${t.delivery} IN ('accepted', 'sent', 'delivered', 'read', 'failed')`),
    check("outbox_status_valid", sql`${t.status} IN ('pending', 'sent', 'failed')`),
    check("outbox_attempts_nonnegative", sql`${t.attempts} >= 0`),
    check("outbox_channel_valid", sql`${t.channel} IN ('email', 'sms', 'whatsapp')`),
    check("outbox_language_valid", sql`${t.language} IN ('en', 'ta')`),
    check(
      "outbox_template_for_phone",
      sql`${t.channel} = 'email' OR (${t.template} IS NOT NULL AND ${t.variables} IS NOT NULL)`,
    ),
  ],
);

/**
 * The short links in SMS and WhatsApp updates: PUBLIC_URL/t/<token> opens an order or booking in the
 * customer's language until it expires, so a DLT variable carries only the token (decision 034).
 */
export const shortLinks = pgTable(
  "short_links",
  {
    token: text("token").primaryKey(),
    target: text("target", { enum: shortLinkTargets }).notNull(),
    /** The order number or booking reference. */
    subject: text("subject").notNull(),
    language: text("language", { enum: customerLanguages }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("short_links_expires_idx").on(t.expiresAt),
    check("short_links_token_shape", sql`${t.token} ~ '^[A-Za-z0-9]{10}$'`),
    check(
      "short_links_target_valid",
      sql`${t.target} IN ('order', 'booking', 'complaint', 'amc', 'appliance')`,
    ),
    check("short_links_language_valid", sql`${t.language} IN ('en', 'ta')`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
