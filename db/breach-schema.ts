// The owner's register of personal data breaches (DPDP Rules 2025, rule 7; decision 042). Re-exported by
// db/schema.ts.
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { staffUsers } from "./admin-schema";

/** One breach: what happened and to which data, and when the Board and the people affected were told. */
export const dataBreaches = pgTable(
  "data_breaches",
  {
    id: serial("id").primaryKey(),
    /** When the dealer became aware of it: the Board's 72 hours run from here. */
    discoveredAt: timestamp("discovered_at", { withTimezone: true }).notNull(),
    nature: text("nature").notNull(),
    dataAffected: text("data_affected").notNull(),
    /** How many people, when known. */
    peopleAffected: integer("people_affected"),
    /** What was done to contain it and to lessen its harm. */
    measures: text("measures").notNull(),
    boardInformedAt: timestamp("board_informed_at", { withTimezone: true }),
    peopleInformedAt: timestamp("people_informed_at", { withTimezone: true }),
    recordedBy: integer("recorded_by")
      .notNull()
      .references(() => staffUsers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("data_breaches_discovered_idx").on(t.discoveredAt)],
);

export type DataBreach = typeof dataBreaches.$inferSelect;
