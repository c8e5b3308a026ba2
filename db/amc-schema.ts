// Annual maintenance contracts (decision 052): the plans the dealer sells per category, the contracts bought
// for an appliance record, and the visits each contract covered. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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

import { appliances } from "./appliance-schema";
import { amcContractStatuses, amcPaymentMethods, customerLanguages } from "./enums";
import { serviceBookings } from "./service-schema";

export const amcPlans = pgTable(
  "amc_plans",
  {
    id: serial("id").primaryKey(),
    /** The product category the plan is sold for ("ac", "refrigerator"…). */
    category: text("category").notNull(),
    name: text("name").notNull(),
    /** What the customer pays, GST included. */
    pricePaise: integer("price_paise").notNull(),
    months: smallint("months").notNull(),
    /** Visits (periodic service or breakdown) the plan pays for within its term. */
    visitsIncluded: smallint("visits_included").notNull(),
    /** Whether the plan pays for spare parts too; labour and the visit charge it always pays for. */
    partsCovered: boolean("parts_covered").notNull(),
    /** Withdrawn plans are not sold; contracts already bought keep their terms. */
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("amc_plans_category_idx").on(t.category),
    check("amc_plans_price_range", sql`${t.pricePaise} BETWEEN 100 AND 10000000`),
    check("amc_plans_months_range", sql`${t.months} BETWEEN 1 AND 60`),
    check("amc_plans_visits_range", sql`${t.visitsIncluded} BETWEEN 1 AND 12`),
  ],
);

export const amcContracts = pgTable(
  "amc_contracts",
  {
    id: serial("id").primaryKey(),
    /** 'AMC-' and a unique suffix: what the customer quotes and their UPI payment carries. */
    contractNumber: text("contract_number").notNull().unique(),
    applianceId: integer("appliance_id")
      .notNull()
      .references(() => appliances.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => amcPlans.id),
    /** The plan's terms as they were when it was bought. */
    planName: text("plan_name").notNull(),
    pricePaise: integer("price_paise").notNull(),
    months: smallint("months").notNull(),
    visitsIncluded: smallint("visits_included").notNull(),
    partsCovered: boolean("parts_covered").notNull(),
    status: text("status", { enum: amcContractStatuses }).notNull().default("pending"),
    /** The appliance's order's name, phone and address: the invoice's recipient, where messages go. */
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    /** The GST state code of the recipient's address: CGST + SGST in Tamil Nadu ("33"), IGST elsewhere. */
    placeOfSupply: text("place_of_supply").notNull(),
    language: text("language", { enum: customerLanguages }).notNull().default("en"),
    /** The customer's yes to reminders before the contract ends and when a service is due. */
    remindersConsent: boolean("reminders_consent").notNull().default(false),
    /** Random secret in the customer's link to the contract's page. */
    accessToken: text("access_token").notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    /** First and last India day of cover, set when it is paid. */
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    paymentMethod: text("payment_method", { enum: amcPaymentMethods }),
    /** A UPI payment's 12-digit UTR, or the gateway's payment id ("pay_…") for one paid online. */
    paymentReference: text("payment_reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The tax invoice (service series), numbered when the payment is recorded. */
    invoiceNumber: text("invoice_number").unique(),
    sac: text("sac"),
    taxablePaise: integer("taxable_paise"),
    gstPaise: integer("gst_paise"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("amc_contracts_appliance_idx").on(t.applianceId),
    index("amc_contracts_status_idx").on(t.status, t.placedAt),
    // a UTR or a gateway payment pays one contract
    uniqueIndex("amc_contracts_payment_reference_unique")
      .on(t.paymentMethod, t.paymentReference)
      .where(sql`${t.paymentReference} IS NOT NULL`),
    check(
      "amc_contracts_payment_method_valid",
      sql`${t.paymentMethod} IS NULL OR ${t.paymentMethod} IN ('upi', 'cash', 'gateway')`,
    ),
    check(
      "amc_contracts_gateway_reference",
      sql`${t.paymentMethod} IS DISTINCT FROM 'gateway' OR ${t.paymentReference} IS NOT NULL`,
    ),
    check("amc_contracts_status_valid", sql`${t.status} IN ('pending', 'active', 'cancelled')`),
    check("amc_contracts_language_valid", sql`${t.language} IN ('en', 'ta')`),
    check("amc_contracts_price_positive", sql`${t.pricePaise} > 0`),
    check("amc_contracts_place_of_supply_format", sql`${t.placeOfSupply} ~ '^[0-9]{2}$'`),
    check(
      "amc_contracts_paid_when_active",
      sql`(${t.status} = 'active') = (${t.paidAt} IS NOT NULL AND ${t.startsOn} IS NOT NULL AND ${t.endsOn} IS NOT NULL AND ${t.invoiceNumber} IS NOT NULL AND ${t.paymentMethod} IS NOT NULL)`,
    ),
    check(
      "amc_contracts_invoice_adds_up",
      sql`${t.invoiceNumber} IS NULL OR ${t.taxablePaise} + ${t.gstPaise} = ${t.pricePaise}`,
    ),
  ],
);

/**
 * A visit the contract paid for: what it would have cost the customer (the covered visit charge, labour,
 * parts and GST). It is the visit's recorded reason for charging nothing, and counts against the plan's visits.
 */
export const amcVisits = pgTable(
  "amc_visits",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => amcContracts.id, { onDelete: "cascade" }),
    visitChargePaise: integer("visit_charge_paise").notNull(),
    labourPaise: integer("labour_paise").notNull(),
    partsPaise: integer("parts_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    coveredAt: timestamp("covered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("amc_visits_contract_idx").on(t.contractId),
    check(
      "amc_visits_total_adds_up",
      sql`${t.totalPaise} = ${t.visitChargePaise} + ${t.labourPaise} + ${t.partsPaise} + ${t.gstPaise}`,
    ),
  ],
);

/** A reminder sent for a contract (one per kind and due day): what makes each go out once. */
export const amcReminders = pgTable(
  "amc_reminders",
  {
    contractId: integer("contract_id")
      .notNull()
      .references(() => amcContracts.id, { onDelete: "cascade" }),
    /** "amc_ending" or "service_due". */
    kind: text("kind").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.kind, t.dueOn] }),
    check("amc_reminders_kind_valid", sql`${t.kind} IN ('amc_ending', 'service_due')`),
  ],
);

export type AmcPlan = typeof amcPlans.$inferSelect;
export type AmcContract = typeof amcContracts.$inferSelect;
