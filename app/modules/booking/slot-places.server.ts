import { and, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { bookingSlots } from "../../../db/schema";
import type { SlotName } from "./booking-slots";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

/** Takes one place in the slot, or returns false when it is full. Atomic: racing callers cannot overbook. */
export async function reservePlace(
  tx: Executor,
  date: string,
  slot: SlotName,
  capacity: number,
): Promise<boolean> {
  const rows = await tx
    .insert(bookingSlots)
    .values({ date, slot, capacity, booked: 1 })
    .onConflictDoUpdate({
      target: [bookingSlots.date, bookingSlots.slot],
      set: { booked: sql`${bookingSlots.booked} + 1` },
      setWhere: sql`${bookingSlots.booked} < ${bookingSlots.capacity}`,
    })
    .returning({ booked: bookingSlots.booked });
  return rows.length > 0;
}

export async function releasePlace(tx: Executor, date: string, slot: SlotName): Promise<void> {
  await tx
    .update(bookingSlots)
    .set({ booked: sql`${bookingSlots.booked} - 1` })
    .where(and(eq(bookingSlots.date, date), eq(bookingSlots.slot, slot), sql`${bookingSlots.booked} > 0`));
}
