// Orders placed at checkout, their lines and their history. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { products } from "./catalogue-schema";
import {
  customerLanguages,
  installationChoices,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  type OrderEventMessage,
} from "./enums";

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** 'ORD-' and a unique suffix: what the customer quotes and types on /track-order. */
    orderNumber: text("order_number").notNull().unique(),
    /**
     * The tax invoice's number in the goods series ("KHA/26-27/000123", gst/document-number.ts), given when
     * the order is placed; orders placed before the series keep their old number ("INV-…").
     */
    invoiceNumber: text("invoice_number").notNull().unique(),
    status: text("status", { enum: orderStatuses }).notNull().default("placed"),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("pending"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Ten digits, without +91 or a leading 0. */
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    address2: text("address2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    country: text("country").notNull().default("India"),
    /** The place of supply's GST state code ("33" Tamil Nadu): CGST + SGST there, IGST anywhere else. */
    placeOfSupply: text("place_of_supply").notNull(),
    /** A business buyer's GSTIN and legal name, for a B2B invoice they can claim input credit on. */
    buyerGstin: text("buyer_gstin"),
    buyerBusinessName: text("buyer_business_name"),
    /** The SAC the installation charge is invoiced under, as it was when the order was placed. */
    installationSac: text("installation_sac").notNull(),
    /** Sum of effective unit price x quantity plus installation charges, re-priced on the server: what the customer pays. */
    totalPaise: integer("total_paise").notNull(),
    /** Installation charges of the order's products (split ACs), priced on the server; part of the total. */
    installationChargePaise: integer("installation_charge_paise").notNull().default(0),
    /**
     * Who installs the order's appliances, chosen at checkout when a product needs installation or a demo
     * (null when none does): only "dealer" books our visit and carries the charge.
     */
    installationBy: text("installation_by", { enum: installationChoices }),
    /** Sum of (MRP - price) x quantity: the 'You save' figure (decision 008). */
    discountPaise: integer("discount_paise").notNull().default(0),
    trackingId: text("tracking_id"),
    /**
     * A replacement order (decision 033) sends goods of this order again at no charge: its total is 0 and its
     * document is a delivery challan, not a tax invoice.
     */
    replacesOrderId: integer("replaces_order_id").references((): AnyPgColumn => orders.id),
    /** The language the order was placed in: its SMS and WhatsApp updates are written in it. */
    language: text("language", { enum: customerLanguages }).notNull().default("en"),
    /** Whether the customer asked for SMS and WhatsApp updates at checkout (transactional only, never marketing). */
    updatesConsent: boolean("updates_consent").notNull().default(false),
    /**
     * When the customer confirmed a cash-on-delivery order that waits for it (order-limits.ts): from the
     * link in their message, or by placing it signed in with the order's number.
     */
    codConfirmedAt: timestamp("cod_confirmed_at", { withTimezone: true }),
    /** When an unconfirmed order that waits for confirmation is cancelled; null when none is needed. */
    confirmBy: timestamp("confirm_by", { withTimezone: true }),
    /**
     * When the order's number was proved to be the customer's (a sign-in code, or the link in the order's
     * first message). Until then the order sends only that first message.
     */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /** Random secret handed to the buyer's browser: it opens the confirmation and the invoice. */
    accessToken: text("access_token").notNull(),
    /** One per checkout attempt: a retried or doubled submit finds the order it already made. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Fingerprint of the cart the key was first used with; the same key with another cart is refused. */
    requestHash: text("request_hash").notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_placed_idx").on(t.placedAt),
    index("orders_status_placed_idx").on(t.status, t.placedAt),
    index("orders_phone_idx").on(t.phone),
    index("orders_confirm_by_idx")
      .on(t.confirmBy)
      .where(sql`${t.confirmBy} IS NOT NULL AND ${t.codConfirmedAt} IS NULL`),
    check(
      "orders_status_valid",
      sql`${t.status} IN ('placed', 'packed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check("orders_payment_method_valid", sql`${t.paymentMethod} IN ('cod', 'card', 'upi')`),
    check("orders_payment_status_valid", sql`${t.paymentStatus} IN ('pending', 'paid')`),
    check("orders_total_positive", sql`${t.totalPaise} > 0 OR ${t.replacesOrderId} IS NOT NULL`),
    check("orders_replacement_free", sql`${t.replacesOrderId} IS NULL OR ${t.totalPaise} = 0`),
    check("orders_discount_nonnegative", sql`${t.discountPaise} >= 0`),
    check("orders_installation_charge_nonnegative", sql`${t.installationChargePaise} >= 0`),
    check("orders_installation_by_valid", sql`${t.installationBy} IN ('dealer', 'brand', 'none')`),
    check(
      "orders_installation_charge_ours",
      sql`${t.installationChargePaise} = 0 OR ${t.installationBy} = 'dealer'`,
    ),
    check("orders_language_valid", sql`${t.language} IN ('en', 'ta')`),
    check("orders_place_of_supply_format", sql`${t.placeOfSupply} ~ '^[0-9]{2}$'`),
    check("orders_buyer_gstin_with_name", sql`(${t.buyerGstin} IS NULL) = (${t.buyerBusinessName} IS NULL)`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** Title, image and prices as they were when the order was placed. */
    title: text("title").notNull(),
    image: text("image").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    mrpPaise: integer("mrp_paise"),
    quantity: integer("quantity").notNull(),
    /** The product's HSN code and GST rate when the order was placed: what its invoice line prints. */
    hsnCode: text("hsn_code").notNull(),
    gstRatePct: smallint("gst_rate_pct").notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
    // the 10 is maxUnitsPerLine in app/modules/cart/cart-rules.ts
    check("order_lines_quantity_range", sql`${t.quantity} BETWEEN 1 AND 10`),
    // 0 only on a replacement order's lines (orders_replacement_free keeps its total at 0)
    check("order_lines_price_positive", sql`${t.unitPricePaise} >= 0`),
  ],
);

/** The order's history: one row per status or payment change, shown as the timeline on /track-order. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** A status, or 'paid' when the payment was received. */
    status: text("status").notNull(),
    /** What staff typed (a cancellation's reason), as typed. */
    note: text("note"),
    /** What happened, as a code and its values; each page writes it in its language. */
    message: jsonb("message").$type<OrderEventMessage>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type OrderEvent = typeof orderEvents.$inferSelect;
