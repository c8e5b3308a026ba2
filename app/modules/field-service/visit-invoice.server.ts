import { asc, eq } from "drizzle-orm";

import { serviceBookings, spareParts, visitInvoices, visitParts } from "../../../db/schema";

import type { JobPart, VisitInvoiceView } from "./job-view";
import type { Executor } from "../booking/slot-places.server";

/** The parts added to a visit, in the order they were added, with the price each was added at. */
export async function partsOfVisit(
  db: Executor,
  bookingId: number,
): Promise<(JobPart & { partId: number })[]> {
  return db
    .select({
      id: visitParts.id,
      partId: visitParts.partId,
      name: spareParts.name,
      quantity: visitParts.quantity,
      unitPricePaise: visitParts.unitPricePaise,
    })
    .from(visitParts)
    .innerJoin(spareParts, eq(spareParts.id, visitParts.partId))
    .where(eq(visitParts.bookingId, bookingId))
    .orderBy(asc(visitParts.id));
}

/** The service invoice of a completed visit, with its parts by name; null before completion. */
export async function loadVisitInvoice(db: Executor, bookingId: number): Promise<VisitInvoiceView | null> {
  const [found] = await db
    .select({ invoice: visitInvoices, kind: serviceBookings.kind })
    .from(visitInvoices)
    .innerJoin(serviceBookings, eq(serviceBookings.id, visitInvoices.bookingId))
    .where(eq(visitInvoices.bookingId, bookingId));
  if (!found) return null;
  const { invoice, kind } = found;
  const parts = await partsOfVisit(db, bookingId);
  return {
    invoiceNumber: invoice.invoiceNumber,
    kind,
    visitChargePaise: invoice.visitChargePaise,
    labourPaise: invoice.labourPaise,
    labourItem: invoice.labourItem,
    labourKey: invoice.labourKey,
    parts: parts.map((part) => ({
      name: part.name,
      quantity: part.quantity,
      linePaise: part.quantity * part.unitPricePaise,
    })),
    partsPaise: invoice.partsPaise,
    gstPaise: invoice.gstPaise,
    totalPaise: invoice.totalPaise,
    paymentMethod: invoice.paymentMethod,
    repairWarrantyUntil: invoice.repairWarrantyUntil,
    issuedAt: invoice.createdAt.toISOString(),
  };
}
