import { and, asc, eq, inArray } from "drizzle-orm";

import {
  serviceBookings,
  spareParts,
  visitInvoices,
  visitParts,
  warrantyClaims,
  type ServiceBooking,
} from "../../../db/schema";

import { getEnv, signingSecret } from "~/lib/env.server";
import { partsHsnOf } from "~/lib/tax-codes";
import { invoiceSeller } from "~/modules/gst/seller.server";

import type { JobPart, VisitInvoiceView } from "./job-view";
import { visitInvoiceLines } from "./visit-bill";
import { serviceInvoicePdfHref } from "./visit-invoice-pdf.server";
import {
  visitPictureBytes,
  visitPictures,
  type VisitPictureBytes,
} from "~/modules/booking/visit-pictures.server";
import type { Executor } from "../booking/slot-places.server";

/** The parts added to a visit, in the order they were added, with the price each was added at. */
export async function partsOfVisit(
  db: Executor,
  bookingId: number,
): Promise<(JobPart & { partId: number; defectiveReturned: boolean | null })[]> {
  return db
    .select({
      id: visitParts.id,
      partId: visitParts.partId,
      name: spareParts.name,
      quantity: visitParts.quantity,
      unitPricePaise: visitParts.unitPricePaise,
      warrantyExcluded: visitParts.warrantyExcluded,
      defectiveReturned: visitParts.defectiveReturned,
    })
    .from(visitParts)
    .innerJoin(spareParts, eq(spareParts.id, visitParts.partId))
    .where(eq(visitParts.bookingId, bookingId))
    .orderBy(asc(visitParts.id));
}

/**
 * The part lines of many visits at once, in the order they were added, priced as they were added: for the
 * GST return. `coveredOnly` keeps the parts a brand's warranty covers (a claim's lines).
 */
export async function partLinesOfVisits(
  db: Executor,
  bookingIds: readonly number[],
  { coveredOnly = false }: { coveredOnly?: boolean } = {},
): Promise<{ bookingId: number; name: string; quantity: number; linePaise: number }[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      bookingId: visitParts.bookingId,
      name: spareParts.name,
      quantity: visitParts.quantity,
      unitPricePaise: visitParts.unitPricePaise,
    })
    .from(visitParts)
    .innerJoin(spareParts, eq(spareParts.id, visitParts.partId))
    .where(
      and(
        inArray(visitParts.bookingId, [...bookingIds]),
        coveredOnly ? eq(visitParts.warrantyExcluded, false) : undefined,
      ),
    )
    .orderBy(asc(visitParts.id));
  return rows.map(({ unitPricePaise, ...row }) => ({ ...row, linePaise: row.quantity * unitPricePaise }));
}

/**
 * The service invoice of a completed visit, with its parts by name; null before completion (and for a
 * warranty visit that left the customer nothing to pay). On a warranty visit it bills only the parts the
 * warranty excludes.
 */
export async function loadVisitInvoice(db: Executor, bookingId: number): Promise<VisitInvoiceView | null> {
  const [found] = await db
    .select({ invoice: visitInvoices, booking: serviceBookings, claim: warrantyClaims.bookingId })
    .from(visitInvoices)
    .innerJoin(serviceBookings, eq(serviceBookings.id, visitInvoices.bookingId))
    .leftJoin(warrantyClaims, eq(warrantyClaims.bookingId, visitInvoices.bookingId))
    .where(eq(visitInvoices.bookingId, bookingId));
  if (!found) return null;
  const { invoice, booking } = found;
  const billed = await partsOfVisit(db, bookingId);
  const parts = billed
    .filter((part) => found.claim === null || part.warrantyExcluded)
    .map((part) => ({
      name: part.name,
      quantity: part.quantity,
      linePaise: part.quantity * part.unitPricePaise,
    }));
  const shell = await visitInvoiceShell(db, booking, serviceInvoicePdfHref);
  const sac = invoice.sac;
  const tax = visitInvoiceLines({ ...invoice, parts, sac, partsHsn: shell.partsHsn });
  return {
    ...shell,
    invoiceNumber: invoice.invoiceNumber,
    sac,
    taxLines: tax.lines,
    taxTotals: tax.totals,
    visitChargePaise: invoice.visitChargePaise,
    labourPaise: invoice.labourPaise,
    labourItem: invoice.labourItem,
    labourKey: invoice.labourKey,
    parts,
    partsPaise: invoice.partsPaise,
    gstPaise: invoice.gstPaise,
    totalPaise: invoice.totalPaise,
    paymentMethod: invoice.paymentMethod,
    repairWarrantyUntil: invoice.repairWarrantyUntil,
    issuedAt: invoice.createdAt.toISOString(),
  };
}

/**
 * What every invoice of a visit prints alike (its own and a rejected claim's bill): the seller, the customer,
 * the parts' HSN code, the PDF's link signed for a day, and the work's before and after photos.
 */
export async function visitInvoiceShell(
  db: Executor,
  booking: ServiceBooking,
  pdfHref: (reference: string, link: { key: string; now: Date }) => string,
): Promise<Pick<VisitInvoiceView, "seller" | "customer" | "partsHsn" | "kind" | "pdfHref" | "pictures">> {
  const links = { key: signingSecret(getEnv()), now: new Date() };
  return {
    seller: invoiceSeller(),
    customer: {
      name: booking.name,
      phone: booking.phone,
      address: booking.address,
      pincode: booking.pincode,
    },
    partsHsn: partsHsnOf(booking.appliance),
    kind: booking.kind,
    pdfHref: pdfHref(booking.reference, links),
    pictures: await visitPictures(db, booking.id, { ...links, stages: ["before", "after"] }),
  };
}

/**
 * The service invoice of a booking by its reference, with the bytes of its pictures for the PDF; null before
 * completion or for an unknown booking. `load` reads another invoice of the visit (a claim bill's).
 */
export async function loadVisitInvoiceForPdf(
  db: Executor,
  reference: string,
  load: (db: Executor, bookingId: number) => Promise<VisitInvoiceView | null> = loadVisitInvoice,
): Promise<{ invoice: VisitInvoiceView; pictures: VisitPictureBytes } | null> {
  const [booking] = await db
    .select({ id: serviceBookings.id })
    .from(serviceBookings)
    .where(eq(serviceBookings.reference, reference));
  if (!booking) return null;
  const [invoice, pictures] = await Promise.all([load(db, booking.id), visitPictureBytes(db, booking.id)]);
  return invoice && { invoice, pictures };
}
