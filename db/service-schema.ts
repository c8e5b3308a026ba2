// Service-desk tables (bookings and their history). Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { technicians } from "./admin-schema";
import { appliances } from "./appliance-schema";
import { brands } from "./catalogue-schema";
import {
  bookingCoverages,
  bookingKinds,
  bookingSlotNames,
  bookingStatuses,
  customerLanguages,
  partsSources,
  visitPaymentMethods,
  visitEstimateStatuses,
  claimRebillStatuses,
  claimRebillPaymentMethods,
  rebillDecisionRoutes,
  estimateDecisionRoutes,
  warrantyClaimStatuses,
  type BookingEventMessage,
  type EstimatePart,
  type VisitIssueMessage,
} from "./enums";
import { orders } from "./order-schema";

/**
 * One row per day and slot that has ever been booked. `booked` only moves through an atomic
 * INSERT ... ON CONFLICT DO UPDATE ... WHERE booked < capacity, and the CHECK is the last line of defence.
 */
export const bookingSlots = pgTable(
  "booking_slots",
  {
    date: date("date", { mode: "string" }).notNull(),
    slot: text("slot", { enum: bookingSlotNames }).notNull(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.slot] }),
    check("booking_slots_booked_range", sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    check("booking_slots_capacity_positive", sql`${t.capacity} > 0`),
    check("booking_slots_slot_valid", sql`${t.slot} IN ('morning', 'afternoon', 'evening', 'emergency')`),
  ],
);

export const serviceBookings = pgTable(
  "service_bookings",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    /** Ten digits, without +91 or a leading 0. */
    phone: text("phone").notNull(),
    /** The customer's e-mail address, if they gave one: their updates go there too. */
    email: text("email"),
    appliance: text("appliance").notNull(),
    brand: text("brand").notNull(),
    issue: text("issue").notNull(),
    /** An installation visit's issue as a code and the titles; each page writes it in its language. */
    issueMessage: jsonb("issue_message").$type<VisitIssueMessage>(),
    address: text("address").notNull(),
    pincode: text("pincode").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    slot: text("slot", { enum: bookingSlotNames }).notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("requested"),
    kind: text("kind", { enum: bookingKinds }).notNull().default("repair"),
    /** The language the booking was made in: its SMS and WhatsApp updates are written in it. */
    language: text("language", { enum: customerLanguages }).notNull().default("en"),
    /** Whether the customer asked for SMS and WhatsApp updates when booking. */
    updatesConsent: boolean("updates_consent").notNull().default(false),
    /** The order an installation visit belongs to. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** The sold appliance a repair is for, when known (booked from /my-appliances or linked by staff). */
    applianceId: integer("appliance_id").references(() => appliances.id, { onDelete: "set null" }),
    /** Whether a repair is covered by a warranty; unknown (null) until the appliance is known. */
    coverage: text("coverage", { enum: bookingCoverages }),
    /** Shown on the customer's tracking page and read out to the technician, who types it to start. */
    visitCode: text("visit_code")
      .notNull()
      .default(sql`lpad((floor(random() * 10000))::int::text, 4, '0')`),
    technicianId: integer("technician_id").references(() => technicians.id, { onDelete: "set null" }),
    technicianName: text("technician_name"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    diagnosis: text("diagnosis"),
    /** While the visit waits for a part: when it is expected, and whether it comes from our store or the brand. */
    partsExpectedOn: date("parts_expected_on", { mode: "string" }),
    partsSource: text("parts_source", { enum: partsSources }),
    visitChargePaise: integer("visit_charge_paise"),
    /**
     * The repair this visit repeats, free under our repair warranty (decision 057): the desk's decision that
     * the same fault came back within the warranty of that repair.
     */
    reworkOfId: integer("rework_of_id").references((): AnyPgColumn => serviceBookings.id),
    /** Filled in by staff when the visit is completed. */
    partsUsed: text("parts_used"),
    completionNotes: text("completion_notes"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The customer's rating of a completed visit. */
    rating: smallint("rating"),
    ratingComment: text("rating_comment"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_bookings_date_slot_idx").on(t.date, t.slot),
    index("service_bookings_technician_date_idx").on(t.technicianId, t.date),
    index("service_bookings_appliance_idx").on(t.applianceId),
    index("service_bookings_phone_idx").on(t.phone),
    uniqueIndex("service_bookings_one_installation_per_order")
      .on(t.orderId)
      .where(sql`${t.kind} = 'installation'`),
    check("service_bookings_kind_valid", sql`${t.kind} IN ('repair', 'installation')`),
    check(
      "service_bookings_rework_of_repair",
      sql`${t.reworkOfId} IS NULL OR (${t.reworkOfId} <> ${t.id} AND ${t.kind} = 'repair')`,
    ),
    check("service_bookings_language_valid", sql`${t.language} IN ('en', 'ta')`),
    check(
      "service_bookings_coverage_valid",
      sql`${t.coverage} IS NULL OR ${t.coverage} IN ('in_warranty', 'chargeable')`,
    ),
    check("service_bookings_visit_code_format", sql`${t.visitCode} ~ '^[0-9]{4}$'`),
    check("service_bookings_rating_range", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check(
      "service_bookings_installation_has_order",
      sql`${t.kind} <> 'installation' OR ${t.orderId} IS NOT NULL`,
    ),
    index("service_bookings_status_created_idx").on(t.status, t.createdAt),
    check(
      "service_bookings_status_valid",
      sql`${t.status} IN ('requested', 'confirmed', 'technician_assigned', 'in_progress', 'waiting_for_parts', 'revisit', 'completed', 'cancelled')`,
    ),
    check(
      "service_bookings_parts_source_valid",
      sql`${t.partsSource} IS NULL OR ${t.partsSource} IN ('stock', 'brand')`,
    ),
    check(
      "service_bookings_waiting_has_date",
      sql`${t.status} <> 'waiting_for_parts' OR (${t.partsExpectedOn} IS NOT NULL AND ${t.partsSource} IS NOT NULL)`,
    ),
    check("service_bookings_slot_valid", sql`${t.slot} IN ('morning', 'afternoon', 'evening', 'emergency')`),
    check(
      "service_bookings_visit_charge_nonnegative",
      sql`${t.visitChargePaise} IS NULL OR ${t.visitChargePaise} >= 0`,
    ),
  ],
);

/** The booking's history: one row per status change (and per reschedule), shown as the timeline. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    status: text("status", { enum: bookingStatuses }).notNull(),
    /** What happened, as a code with its values (written out by booking-event-note.ts). */
    message: jsonb("message").$type<BookingEventMessage>(),
    /** What staff typed (a cancellation's reason), or an old event's English sentence. */
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

/** Spare parts technicians fit, with their price and the dealer's stock of them. */
export const spareParts = pgTable(
  "spare_parts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    /** The service category (app/modules/booking/service-categories.ts) it fits. */
    appliance: text("appliance").notNull(),
    pricePaise: integer("price_paise").notNull(),
    stock: integer("stock").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("spare_parts_price_positive", sql`${t.pricePaise} > 0`),
    check("spare_parts_stock_nonnegative", sql`${t.stock} >= 0`),
  ],
);

/** Parts a technician added to a visit, at the price of that moment. Stock goes down when the visit completes. */
export const visitParts = pgTable(
  "visit_parts",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => spareParts.id),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    /** One per submit from the job card: a retried submit finds the row it already made. */
    requestKey: text("request_key").notNull().unique(),
    /** On a warranty visit, the technician found the brand's warranty does not cover it: the customer pays. */
    warrantyExcluded: boolean("warranty_excluded").notNull().default(false),
    /** On a warranty claim, whether the defective part went back to the brand; null until recorded. */
    defectiveReturned: boolean("defective_returned"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visit_parts_booking_idx").on(t.bookingId),
    check("visit_parts_quantity_positive", sql`${t.quantity} >= 1`),
    check("visit_parts_price_positive", sql`${t.unitPricePaise} > 0`),
  ],
);

/** The service invoice written when a visit completes: what was charged and how it was paid. */
export const visitInvoices = pgTable(
  "visit_invoices",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    /** 'SRV-' and the booking reference's suffix. */
    invoiceNumber: text("invoice_number").notNull().unique(),
    visitChargePaise: integer("visit_charge_paise").notNull(),
    labourPaise: integer("labour_paise").notNull(),
    /** The rate card's line for the labour. */
    labourItem: text("labour_item"),
    /** The rate card's key of the job (labour_item is its English name as printed then). */
    labourKey: text("labour_key"),
    /** The SAC the visit charge and the labour were invoiced under (SAC_REPAIR or SAC_INSTALLATION then). */
    sac: text("sac").notNull(),
    partsPaise: integer("parts_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    paymentMethod: text("payment_method", { enum: visitPaymentMethods }).notNull(),
    /** The 90-day repair warranty this visit started, when it was a repair of a known appliance. */
    repairWarrantyUntil: date("repair_warranty_until", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "visit_invoices_amounts_nonnegative",
      sql`${t.visitChargePaise} >= 0 AND ${t.labourPaise} >= 0 AND ${t.partsPaise} >= 0 AND ${t.gstPaise} >= 0`,
    ),
    check(
      "visit_invoices_total_adds_up",
      sql`${t.totalPaise} = ${t.visitChargePaise} + ${t.labourPaise} + ${t.partsPaise} + ${t.gstPaise}`,
    ),
    check("visit_invoices_payment_method_valid", sql`${t.paymentMethod} IN ('cash', 'upi')`),
  ],
);

/**
 * A repair under the manufacturer's warranty is billed to the brand: one claim per visit, with the covered
 * visit charge, labour and parts and their GST (the customer's invoice has only what the warranty excludes).
 */
export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    /** 'WC-' and the booking reference's suffix. */
    claimNumber: text("claim_number").notNull().unique(),
    brandSlug: text("brand_slug")
      .notNull()
      .references(() => brands.slug, { onUpdate: "cascade" }),
    /** The unit repaired (kept on the claim if its order's records are ever erased). */
    applianceId: integer("appliance_id").references(() => appliances.id, { onDelete: "set null" }),
    status: text("status", { enum: warrantyClaimStatuses }).notNull().default("raised"),
    /** The brand's service request number (SRN) for the job, once the brand gives one. */
    brandReference: text("brand_reference"),
    visitChargePaise: integer("visit_charge_paise").notNull(),
    labourPaise: integer("labour_paise").notNull(),
    /** The rate card's key and English name of the labour claimed. */
    labourKey: text("labour_key"),
    labourItem: text("labour_item"),
    sac: text("sac").notNull(),
    partsPaise: integer("parts_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** When the customer agreed to pay for the lines the warranty excludes; null when there were none. */
    customerApprovedAt: timestamp("customer_approved_at", { withTimezone: true }),
    /** The 90-day repair warranty the visit started (the customer's invoice has it when there is one). */
    repairWarrantyUntil: date("repair_warranty_until", { mode: "string" }).notNull(),
    rejectionReason: text("rejection_reason"),
    paidPaise: integer("paid_paise"),
    paidOn: date("paid_on", { mode: "string" }),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the brand approved or rejected it. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /**
     * The tax invoice to the brand, issued when the brand approves the claim (decision 054): its number in
     * the service series, its date, and the buyer as it was printed (the brand's details may change later).
     */
    invoiceNumber: text("invoice_number").unique(),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    buyerName: text("buyer_name"),
    buyerGstin: text("buyer_gstin"),
    buyerAddress: text("buyer_address"),
    /** The GST state code of the brand's registration (IGST Act s.12(2)(a)). */
    placeOfSupply: text("place_of_supply"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("warranty_claims_brand_status_idx").on(t.brandSlug, t.status),
    index("warranty_claims_invoiced_idx").on(t.invoicedAt),
    check(
      "warranty_claims_invoice_complete",
      sql`(${t.invoiceNumber} IS NULL) = (${t.invoicedAt} IS NULL) AND (${t.invoiceNumber} IS NULL) = (${t.buyerName} IS NULL) AND (${t.invoiceNumber} IS NULL) = (${t.buyerGstin} IS NULL) AND (${t.invoiceNumber} IS NULL) = (${t.buyerAddress} IS NULL) AND (${t.invoiceNumber} IS NULL) = (${t.placeOfSupply} IS NULL)`,
    ),
    // an invoice is issued on approval and never taken back by a rejection
    check(
      "warranty_claims_invoiced_approved",
      sql`${t.invoiceNumber} IS NULL OR ${t.status} IN ('approved', 'paid')`,
    ),
    check("warranty_claims_status_valid", sql`${t.status} IN ('raised', 'approved', 'rejected', 'paid')`),
    check(
      "warranty_claims_amounts_nonnegative",
      sql`${t.visitChargePaise} >= 0 AND ${t.labourPaise} >= 0 AND ${t.partsPaise} >= 0 AND ${t.gstPaise} >= 0`,
    ),
    check(
      "warranty_claims_total_adds_up",
      sql`${t.totalPaise} = ${t.visitChargePaise} + ${t.labourPaise} + ${t.partsPaise} + ${t.gstPaise}`,
    ),
    check(
      "warranty_claims_rejected_has_reason",
      sql`${t.status} <> 'rejected' OR ${t.rejectionReason} IS NOT NULL`,
    ),
    check(
      "warranty_claims_paid_has_payment",
      sql`(${t.status} = 'paid') = (${t.paidPaise} IS NOT NULL AND ${t.paidOn} IS NOT NULL)`,
    ),
    check("warranty_claims_paid_nonnegative", sql`${t.paidPaise} IS NULL OR ${t.paidPaise} >= 0`),
  ],
);

/**
 * A rejected warranty claim's bill put to the customer (decision 055): the claim's lines, asked for only with
 * their agreement (given on their tracking page, by the message's link or signed in with the booking's
 * number), and invoiced to them when staff record their payment.
 */
export const claimRebills = pgTable(
  "claim_rebills",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => warrantyClaims.bookingId, { onDelete: "cascade" }),
    status: text("status", { enum: claimRebillStatuses }).notNull().default("asked"),
    /** What the customer is asked for: the claim's lines within Tamil Nadu, as the claim priced them. */
    visitChargePaise: integer("visit_charge_paise").notNull(),
    labourPaise: integer("labour_paise").notNull(),
    partsPaise: integer("parts_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** How they answered: the message's link, or signed in with the booking's number. */
    decidedVia: text("decided_via", { enum: rebillDecisionRoutes }),
    paymentMethod: text("payment_method", { enum: claimRebillPaymentMethods }),
    /** The UPI payment's 12-digit UTR; null for cash. */
    upiReference: text("upi_reference"),
    /** The gateway's payment id ("pay_…") when paid online. */
    gatewayPaymentId: text("gateway_payment_id").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The customer's tax invoice in the service series, issued with the payment. */
    invoiceNumber: text("invoice_number").unique(),
  },
  (t) => [
    index("claim_rebills_paid_idx").on(t.paidAt),
    uniqueIndex("claim_rebills_upi_reference").on(t.upiReference),
    check("claim_rebills_status_valid", sql`${t.status} IN ('asked', 'approved', 'declined', 'paid')`),
    check(
      "claim_rebills_total_adds_up",
      sql`${t.totalPaise} = ${t.visitChargePaise} + ${t.labourPaise} + ${t.partsPaise} + ${t.gstPaise} AND ${t.totalPaise} > 0`,
    ),
    check(
      "claim_rebills_decision_recorded",
      sql`(${t.status} = 'asked') = (${t.decidedAt} IS NULL) AND (${t.decidedAt} IS NULL) = (${t.decidedVia} IS NULL)`,
    ),
    check(
      "claim_rebills_paid_invoiced",
      sql`(${t.status} = 'paid') = (${t.invoiceNumber} IS NOT NULL) AND (${t.invoiceNumber} IS NULL) = (${t.paidAt} IS NULL) AND (${t.paidAt} IS NULL) = (${t.paymentMethod} IS NULL)`,
    ),
    check(
      "claim_rebills_gateway_payment",
      sql`coalesce(${t.paymentMethod} = 'gateway', false) = (${t.gatewayPaymentId} IS NOT NULL)`,
    ),
    check(
      "claim_rebills_upi_reference",
      sql`(${t.paymentMethod} = 'upi') = (${t.upiReference} IS NOT NULL) AND (${t.upiReference} IS NULL OR ${t.upiReference} ~ '^[0-9]{12}$')`,
    ),
  ],
);

/**
 * The estimate a technician makes after diagnosis: the customer's share of the work (labour, parts, GST) as
 * proposed, and whether the customer approved or declined it. One per visit: a new proposal replaces it.
 */
export const visitEstimates = pgTable(
  "visit_estimates",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    status: text("status", { enum: visitEstimateStatuses }).notNull().default("sent"),
    /** The rate card's key and English name of the labour proposed; null for parts alone. */
    labourKey: text("labour_key"),
    labourItem: text("labour_item"),
    labourPaise: integer("labour_paise").notNull(),
    /** The parts proposed, as the customer saw them. */
    parts: jsonb("parts").$type<EstimatePart[]>().notNull(),
    partsPaise: integer("parts_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** Sent to the customer with the estimate: read out to the technician, it approves on the spot. */
    approvalCode: text("approval_code").notNull(),
    /** How it was decided: the customer's own page (the link), the code read out, or on site by the technician. */
    decidedVia: text("decided_via", { enum: estimateDecisionRoutes }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("visit_estimates_status_valid", sql`${t.status} IN ('sent', 'approved', 'declined')`),
    check(
      "visit_estimates_decided_via_valid",
      sql`${t.decidedVia} IS NULL OR ${t.decidedVia} IN ('link', 'code', 'technician')`,
    ),
    check(
      "visit_estimates_decision_recorded",
      sql`(${t.status} = 'sent') = (${t.decidedAt} IS NULL AND ${t.decidedVia} IS NULL)`,
    ),
    check("visit_estimates_code_format", sql`${t.approvalCode} ~ '^[0-9]{4}$'`),
    check(
      "visit_estimates_amounts_nonnegative",
      sql`${t.labourPaise} >= 0 AND ${t.partsPaise} >= 0 AND ${t.gstPaise} >= 0`,
    ),
    check(
      "visit_estimates_total_adds_up",
      sql`${t.totalPaise} = ${t.labourPaise} + ${t.partsPaise} + ${t.gstPaise}`,
    ),
  ],
);

export type VisitEstimate = typeof visitEstimates.$inferSelect;
export type WarrantyClaim = typeof warrantyClaims.$inferSelect;
export type ServiceBooking = typeof serviceBookings.$inferSelect;
export type NewServiceBooking = typeof serviceBookings.$inferInsert;
export type BookingEvent = typeof bookingEvents.$inferSelect;
export type SparePart = typeof spareParts.$inferSelect;
export type VisitPart = typeof visitParts.$inferSelect;
export type VisitInvoice = typeof visitInvoices.$inferSelect;
export type ClaimRebill = typeof claimRebills.$inferSelect;
