// A technician's day closed by the owner: the cash their visits took and the cash handed over
// (decision 051). Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { staffUsers, technicians } from "./admin-schema";

export const technicianDays = pgTable(
  "technician_days",
  {
    technicianId: integer("technician_id")
      .notNull()
      .references(() => technicians.id, { onDelete: "cascade" }),
    /** The India date of the visits' invoices. */
    day: date("day").notNull(),
    /** Cash the day's service invoices say was collected, when the day was closed. */
    expectedPaise: integer("expected_paise").notNull(),
    /** Cash the owner received from the technician. */
    receivedPaise: integer("received_paise").notNull(),
    /** Why the two differ, as the owner wrote it. */
    note: text("note"),
    closedBy: integer("closed_by").references(() => staffUsers.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.technicianId, t.day] }),
    check("technician_days_amounts", sql`${t.expectedPaise} >= 0 AND ${t.receivedPaise} >= 0`),
  ],
);
