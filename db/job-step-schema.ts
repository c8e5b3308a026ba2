// The job card's steps sent from the phone's queue after a loss of signal, each once (decision 050).
// Re-exported by db/schema.ts.
import { index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

import { technicians } from "./admin-schema";
import { serviceBookings } from "./service-schema";

/**
 * One step done from the phone's queue, by the key the phone gave it: a step whose answer was lost on the
 * way back is sent again with the same key and gets the first answer, not a second part or photo. `status`
 * is null while the step runs and 200 once done; a refused step is not kept.
 */
export const jobCardSteps = pgTable(
  "job_card_steps",
  {
    stepKey: text("step_key").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => serviceBookings.id, { onDelete: "cascade" }),
    technicianId: integer("technician_id")
      .notNull()
      .references(() => technicians.id, { onDelete: "cascade" }),
    intent: text("intent").notNull(),
    status: smallint("status"),
    /** The visit's revision after the step, which the phone's next step for this visit is based on. */
    revisionAfter: text("revision_after"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_card_steps_received_idx").on(t.receivedAt)],
);
