// The series of tax documents (CGST Rule 46(b): a consecutive serial number, unique within a financial
// year). Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { creditNoteReasons, documentSeriesNames } from "./enums";
import { orderLines, orders } from "./order-schema";

/**
 * The last number given in each series and financial year ("2026-27"). A number is taken with one
 * INSERT ... ON CONFLICT DO UPDATE inside the transaction that writes the document: the row stays locked until
 * that transaction ends, and a transaction that rolls back gives its number back, so the series has no gaps.
 */
export const documentSeries = pgTable(
  "document_series",
  {
    series: text("series", { enum: documentSeriesNames }).notNull(),
    fiscalYear: text("fiscal_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.fiscalYear] }),
    check("document_series_positive", sql`${t.lastNumber} > 0`),
  ],
);

/**
 * Credit notes (CGST Act section 34) against an order's tax invoice: issued in the credit series when an
 * invoiced order is cancelled (every line) or goods come back. The invoice keeps its number; the note names it.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    /** "KHC/26-27/000001". */
    creditNoteNumber: text("credit_note_number").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    reason: text("reason", { enum: creditNoteReasons }).notNull(),
    /** What the note takes back, tax included: the sum of its lines. */
    totalPaise: integer("total_paise").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_issued_idx").on(t.issuedAt),
    // an order is cancelled once, so it has at most one cancellation note
    uniqueIndex("credit_notes_one_cancellation")
      .on(t.orderId)
      .where(sql`${t.reason} = 'cancelled'`),
    check("credit_notes_reason_valid", sql`${t.reason} IN ('cancelled', 'returned')`),
    check("credit_notes_total_positive", sql`${t.totalPaise} > 0`),
  ],
);

/** The lines a credit note takes back: goods lines of the order, or its installation charge. */
export const creditNoteLines = pgTable(
  "credit_note_lines",
  {
    id: serial("id").primaryKey(),
    creditNoteId: integer("credit_note_id")
      .notNull()
      .references(() => creditNotes.id, { onDelete: "cascade" }),
    /** The order line taken back; null for the installation charge. */
    orderLineId: integer("order_line_id").references(() => orderLines.id),
    /** HSN of goods or SAC of the installation, and the rate, as the invoice printed them. */
    code: text("code").notNull(),
    gstRatePct: smallint("gst_rate_pct").notNull(),
    quantity: integer("quantity").notNull(),
    /** GST-inclusive, as on the invoice. */
    amountPaise: integer("amount_paise").notNull(),
  },
  (t) => [
    index("credit_note_lines_note_idx").on(t.creditNoteId),
    check("credit_note_lines_quantity_positive", sql`${t.quantity} >= 1`),
    check("credit_note_lines_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

export type CreditNote = typeof creditNotes.$inferSelect;
export type CreditNoteLine = typeof creditNoteLines.$inferSelect;
