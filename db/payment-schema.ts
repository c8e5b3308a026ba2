// Money received for orders and given back: payments, the gateway's orders and events, refunds.
// Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { amcContracts } from "./amc-schema";
import { creditNotes } from "./document-schema";
import { paymentChannels, refundChannels, refundStatuses } from "./enums";
import { orders } from "./order-schema";
import { claimRebills } from "./service-schema";

/**
 * Each sum received for an order, with the proof of it: the UPI transaction's UTR, the gateway's payment id,
 * the card terminal's slip number. An order is paid once its payments reach its total.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    channel: text("channel", { enum: paymentChannels }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** UTR (12 digits) for UPI, the gateway's payment id ("pay_…"), a card slip's number; null for cash. */
    reference: text("reference"),
    /** When the money arrived, as the bank statement or the gateway says. */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    // a UTR or a gateway payment pays one order, once
    uniqueIndex("payments_reference_unique")
      .on(t.channel, t.reference)
      .where(sql`${t.reference} IS NOT NULL`),
    check("payments_channel_valid", sql`${t.channel} IN ('cash', 'upi', 'card', 'gateway')`),
    check("payments_amount_positive", sql`${t.amountPaise} > 0`),
    // orders paid before this table have a row without a reference (migration 0017); new UPI rows need the UTR
    check(
      "payments_upi_utr",
      sql`${t.channel} <> 'upi' OR ${t.reference} IS NULL OR ${t.reference} ~ '^[0-9]{12}$'`,
    ),
    check("payments_gateway_reference", sql`${t.channel} <> 'gateway' OR ${t.reference} IS NOT NULL`),
  ],
);

/**
 * The order made at the payment gateway for one of ours (a shop order or a maintenance contract): the
 * customer pays it on the gateway's page.
 */
export const gatewayOrders = pgTable(
  "gateway_orders",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .unique()
      .references(() => orders.id),
    amcContractId: integer("amc_contract_id")
      .unique()
      .references(() => amcContracts.id),
    /** A rejected warranty claim's bill the customer agreed to pay (decision 059), by its booking. */
    claimRebillId: integer("claim_rebill_id")
      .unique()
      .references(() => claimRebills.bookingId),
    provider: text("provider").notNull(),
    /** The gateway's id for it ("order_…"). */
    gatewayOrderId: text("gateway_order_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gateway_orders_gateway_id").on(t.provider, t.gatewayOrderId),
    check("gateway_orders_amount_positive", sql`${t.amountPaise} > 0`),
    check(
      "gateway_orders_pays_one",
      sql`num_nonnulls(${t.orderId}, ${t.amcContractId}, ${t.claimRebillId}) = 1`,
    ),
  ],
);

/**
 * Every notification the gateway sent, by its event id: a replayed event finds its row and changes nothing.
 * The outcome says what it did ("paid", "refund-processed", "amount-mismatch", "ignored").
 */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gateway_events_event_id").on(t.provider, t.eventId),
    index("gateway_events_received_idx").on(t.receivedAt),
  ],
);

/**
 * Money given back for an order: through the gateway (its refund id, followed to "processed" by webhook),
 * or by staff in cash, UPI or bank transfer with its reference. Never more than was paid.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The gateway payment refunded; null for a refund staff paid themselves. */
    paymentId: integer("payment_id").references(() => payments.id),
    channel: text("channel", { enum: refundChannels }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status", { enum: refundStatuses }).notNull(),
    /** The gateway's refund id ("rfnd_…"), or the UTR / NEFT reference staff entered. */
    reference: text("reference"),
    /** Sent with the gateway request so a retry cannot refund twice. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** The credit note the refund answers, when there is one. */
    creditNoteId: integer("credit_note_id").references(() => creditNotes.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the money left (processed), as the gateway or staff say. */
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    uniqueIndex("refunds_reference_unique")
      .on(t.channel, t.reference)
      .where(sql`${t.reference} IS NOT NULL`),
    check("refunds_channel_valid", sql`${t.channel} IN ('gateway', 'cash', 'upi', 'bank')`),
    check("refunds_status_valid", sql`${t.status} IN ('pending', 'processed', 'failed')`),
    check("refunds_amount_positive", sql`${t.amountPaise} > 0`),
    check("refunds_gateway_payment", sql`(${t.channel} = 'gateway') = (${t.paymentId} IS NOT NULL)`),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type GatewayOrder = typeof gatewayOrders.$inferSelect;
