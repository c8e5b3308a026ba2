/** The technician's hold on their own visit, for every step of the job card that changes it. */
import { and, eq } from "drizzle-orm";

import { serviceBookings } from "../../../db/schema";
import type { Executor } from "../booking/slot-places.server";

export const notStartedMessage = "Start the visit with the customer's code first.";

/** The visit assigned to the technician, locked until the transaction ends; undefined for any other. */
export async function lockJob(tx: Executor, technicianId: number, bookingId: number) {
  const [row] = await tx
    .select()
    .from(serviceBookings)
    .where(and(eq(serviceBookings.id, bookingId), eq(serviceBookings.technicianId, technicianId)))
    .for("update");
  return row;
}
