import { and, eq, ne } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import { amcContracts, type AmcContract } from "../../../db/schema";
import type { AmcPaymentMethod } from "../../../db/enums";
import { getEnv, serviceSacs } from "~/lib/env.server";
import { serviceGstRatePct } from "~/lib/gst";
import { todayInIndia } from "~/lib/india-time";
import { nextDocumentNumber } from "~/modules/gst/document-series.server";
import { supplyTo, taxInside } from "~/modules/gst/line-tax";

import { amcTerm } from "./amc-rules";

/**
 * A waiting contract's payment has arrived (staff recorded it, or the gateway confirmed it): the cover starts
 * (the day after the appliance's running contract, for a renewal) and the tax invoice is numbered in the
 * service series. The caller holds the contract's row lock and has checked it is pending.
 */
export async function activateContract(
  tx: Executor,
  row: AmcContract,
  payment: { method: AmcPaymentMethod; reference: string | null },
  now: Date,
): Promise<{ startsOn: string; endsOn: string; invoiceNumber: string }> {
  const running = (
    await tx
      .select({ endsOn: amcContracts.endsOn })
      .from(amcContracts)
      .where(
        and(
          eq(amcContracts.applianceId, row.applianceId),
          eq(amcContracts.status, "active"),
          ne(amcContracts.id, row.id),
        ),
      )
  )
    .flatMap((other) => (other.endsOn === null ? [] : [other.endsOn]))
    .sort()
    .at(-1);
  const term = amcTerm(todayInIndia(now), row.months, running ?? null);
  const tax = taxInside(row.pricePaise, serviceGstRatePct, supplyTo(row.placeOfSupply));
  const invoiceNumber = await nextDocumentNumber(tx, "service", now);
  await tx
    .update(amcContracts)
    .set({
      status: "active",
      ...term,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      paidAt: now,
      invoiceNumber,
      sac: serviceSacs(getEnv()).repair,
      taxablePaise: tax.taxablePaise,
      gstPaise: tax.taxPaise,
      updatedAt: now,
    })
    .where(eq(amcContracts.id, row.id));
  return { ...term, invoiceNumber };
}
