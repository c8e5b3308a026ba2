// A visit's pictures: the customer's photos of the fault, the technician's before and after photos and the
// customer's signature on completion (decision 049). Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { bytea } from "./bytea";
import { unsignedReasons, visitPhotoStages } from "./enums";
import { serviceBookings } from "./service-schema";

/** A photo of a visit, shrunk to one WebP without the camera's metadata. */
export const visitPhotos = pgTable(
  "visit_photos",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: visitPhotoStages }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visit_photos_booking_idx").on(t.bookingId),
    check("visit_photos_stage_valid", sql`${t.stage} IN ('fault', 'before', 'after')`),
  ],
);

/**
 * The customer's signature on a visit the technician completed: drawn on the phone (a PNG), or the reason
 * it could not be taken. A visit the service desk completed has none.
 */
export const visitSignatures = pgTable(
  "visit_signatures",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    png: bytea("png"),
    width: integer("width"),
    height: integer("height"),
    unsignedReason: text("unsigned_reason", { enum: unsignedReasons }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "visit_signatures_signed_or_reason",
      sql`(${t.png} IS NULL) = (${t.unsignedReason} IS NOT NULL) AND (${t.png} IS NULL) = (${t.width} IS NULL) AND (${t.png} IS NULL) = (${t.height} IS NULL)`,
    ),
    check(
      "visit_signatures_reason_valid",
      sql`${t.unsignedReason} IS NULL OR ${t.unsignedReason} IN ('not_present', 'declined', 'unable')`,
    ),
  ],
);
