// Service-desk tables (bookings and their history). Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { bookingSlotNames, bookingStatuses } from "./enums";

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
    appliance: text("appliance").notNull(),
    brand: text("brand").notNull(),
    issue: text("issue").notNull(),
    address: text("address").notNull(),
    pincode: text("pincode").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    slot: text("slot", { enum: bookingSlotNames }).notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("requested"),
    technicianName: text("technician_name"),
    visitChargePaise: integer("visit_charge_paise"),
    /** Filled in by staff when the visit is completed. */
    partsUsed: text("parts_used"),
    completionNotes: text("completion_notes"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_bookings_date_slot_idx").on(t.date, t.slot),
    index("service_bookings_status_created_idx").on(t.status, t.createdAt),
    check(
      "service_bookings_status_valid",
      sql`${t.status} IN ('requested', 'confirmed', 'technician_assigned', 'in_progress', 'completed', 'cancelled')`,
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
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

export type ServiceBooking = typeof serviceBookings.$inferSelect;
export type NewServiceBooking = typeof serviceBookings.$inferInsert;
export type BookingEvent = typeof bookingEvents.$inferSelect;
