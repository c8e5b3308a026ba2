/** UPI payments staff record by hand: one UTR pays one thing, whatever it is. */
import { and, eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import { amcContracts, claimRebills, serviceBookings } from "../../../db/schema";

/**
 * What a UPI reference (UTR) already paid among the payments staff record (a maintenance contract, a rejected
 * claim's bill), as the refusal names it; null when it paid nothing yet.
 */
export async function utrPaid(db: Executor, utr: string): Promise<string | null> {
  const [contract] = await db
    .select({ number: amcContracts.contractNumber })
    .from(amcContracts)
    .where(and(eq(amcContracts.paymentMethod, "upi"), eq(amcContracts.paymentReference, utr)));
  if (contract) return `contract ${contract.number}`;
  const [bill] = await db
    .select({ reference: serviceBookings.reference })
    .from(claimRebills)
    .innerJoin(serviceBookings, eq(serviceBookings.id, claimRebills.bookingId))
    .where(eq(claimRebills.upiReference, utr));
  return bill ? `the claim bill of ${bill.reference}` : null;
}

export function utrUsedMessage(paid: string): string {
  return `That UTR already paid ${paid}.`;
}
