import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import { amcContracts, claimRebills, orders, serviceBookings, visitInvoices } from "../../../db/schema";
import { indiaDayStart, todayInIndia } from "~/lib/india-time";
import { recordSystemAudit } from "~/modules/staff/audit.server";

import { erasedPhone, erasedText } from "./personal-data.server";

/** How many rows of each kind one sweep anonymises; the next sweep takes the rest. */
const retentionBatch = 200;

/**
 * The first moment whose invoices GST law still keeps on `now`: 1 April (India time) of the financial year
 * seven years back. An invoice of a year that ended on 31 March Y is kept until 31 December Y+6
 * (taxRecordsKeptUntil), so on any day of year X the years ending in X-7 or earlier are past it.
 */
export function taxRetentionCutoff(now: Date): Date {
  const year = Number(todayInIndia(now).slice(0, 4));
  return indiaDayStart(`${year - 7}-04-01`);
}

/**
 * Erasure keeps the name and address a tax invoice shows (decision 039) until GST law lets them go; this
 * takes them once it does: from orders placed before the cutoff and from visits and maintenance contracts
 * invoiced before it, whose number was erased. A customer who never asked for erasure keeps their records
 * (the notices say so, and a ten-year compressor warranty outlives the tax period). Returns how many rows
 * it anonymised.
 */
export async function anonymisePastTaxRetention(db: Executor, now: Date): Promise<number> {
  const cutoff = taxRetentionCutoff(now);
  const dueOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.phone, erasedPhone), ne(orders.name, erasedText), lt(orders.placedAt, cutoff)))
    .limit(retentionBatch);
  const orderRows = await db
    .update(orders)
    .set({
      name: erasedText,
      address: erasedText,
      address2: null,
      city: erasedText,
      buyerGstin: null,
      buyerBusinessName: null,
      updatedAt: now,
    })
    .where(inArray(orders.id, dueOrders))
    .returning({ id: orders.id });
  const dueVisits = db
    .select({ id: serviceBookings.id })
    .from(serviceBookings)
    .leftJoin(visitInvoices, eq(visitInvoices.bookingId, serviceBookings.id))
    .leftJoin(claimRebills, eq(claimRebills.bookingId, serviceBookings.id))
    .where(
      and(
        eq(serviceBookings.phone, erasedPhone),
        ne(serviceBookings.name, erasedText),
        // its latest invoice: the visit's, or a rejected claim's bill the customer paid (decision 055)
        sql`greatest(${visitInvoices.createdAt}, ${claimRebills.paidAt}) < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .limit(retentionBatch);
  const visitRows = await db
    .update(serviceBookings)
    .set({ name: erasedText, address: erasedText, updatedAt: now })
    .where(inArray(serviceBookings.id, dueVisits))
    .returning({ id: serviceBookings.id });
  const dueContracts = db
    .select({ id: amcContracts.id })
    .from(amcContracts)
    .where(
      and(
        eq(amcContracts.phone, erasedPhone),
        ne(amcContracts.name, erasedText),
        lt(amcContracts.paidAt, cutoff),
      ),
    )
    .limit(retentionBatch);
  const contractRows = await db
    .update(amcContracts)
    .set({ name: erasedText, address: erasedText, updatedAt: now })
    .where(inArray(amcContracts.id, dueContracts))
    .returning({ id: amcContracts.id });
  const anonymised = orderRows.length + visitRows.length + contractRows.length;
  if (anonymised > 0) {
    await recordSystemAudit(db, "retention (GST records past their period)", {
      action: "personal-data.retention-ended",
      entity: "order",
      entityId: 0,
      before: null,
      after: {
        orders: orderRows.length,
        visits: visitRows.length,
        contracts: contractRows.length,
        placedBefore: cutoff.toISOString(),
      },
    });
  }
  return anonymised;
}
