// Goods coming back after delivery: the customer's request, its lines and photos. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { bytea } from "./bytea";
import { creditNotes } from "./document-schema";
import { returnInspections, returnKinds, returnReasons, returnStatuses } from "./enums";
import { orderLines, orders } from "./order-schema";

/**
 * A customer's request to send goods back (decision 033): for a replacement or a refund, with a reason.
 * Staff approve it with a pickup date or refuse it with a reason the customer reads, then record the
 * inspection and complete it with a credit note (refund) or a replacement order.
 */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", { enum: returnKinds }).notNull(),
    reason: text("reason", { enum: returnReasons }).notNull(),
    /** What the customer wrote about the fault, as written. */
    details: text("details"),
    status: text("status", { enum: returnStatuses }).notNull().default("requested"),
    pickupOn: date("pickup_on", { mode: "string" }),
    /** Why staff refused, shown to the customer as written. */
    refusal: text("refusal"),
    inspection: text("inspection", { enum: returnInspections }),
    /** How it ended: a refund (the credit note) or a replacement (the order that carries it). */
    resolution: text("resolution", { enum: returnKinds }),
    creditNoteId: integer("credit_note_id").references(() => creditNotes.id),
    replacementOrderId: integer("replacement_order_id").references(() => orders.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("return_requests_order_idx").on(t.orderId),
    index("return_requests_status_idx").on(t.status, t.requestedAt),
    check("return_requests_kind_valid", sql`${t.kind} IN ('replacement', 'refund')`),
    check(
      "return_requests_reason_valid",
      sql`${t.reason} IN ('defective', 'damaged', 'wrong_item', 'missing_parts')`,
    ),
    check(
      "return_requests_status_valid",
      sql`${t.status} IN ('requested', 'approved', 'refused', 'completed')`,
    ),
    check(
      "return_requests_approved_pickup",
      sql`${t.status} NOT IN ('approved', 'completed') OR ${t.pickupOn} IS NOT NULL`,
    ),
    check("return_requests_refused_reason", sql`(${t.status} = 'refused') = (${t.refusal} IS NOT NULL)`),
    check(
      "return_requests_completed",
      sql`(${t.status} = 'completed') = (${t.inspection} IS NOT NULL AND ${t.resolution} IS NOT NULL)`,
    ),
    check(
      "return_requests_resolution_document",
      sql`${t.resolution} IS NULL OR (${t.resolution} = 'refund') = (${t.creditNoteId} IS NOT NULL AND ${t.replacementOrderId} IS NULL)`,
    ),
  ],
);

/** The order lines a request sends back, and how many units of each. */
export const returnLines = pgTable(
  "return_lines",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    index("return_lines_return_idx").on(t.returnId),
    index("return_lines_order_line_idx").on(t.orderLineId),
    check("return_lines_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);

/** Up to four photos of the fault, as one WebP without the camera's metadata; only staff see them. */
export const returnPhotos = pgTable(
  "return_photos",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [index("return_photos_return_idx").on(t.returnId)],
);

export type ReturnRequest = typeof returnRequests.$inferSelect;
export type ReturnLine = typeof returnLines.$inferSelect;
