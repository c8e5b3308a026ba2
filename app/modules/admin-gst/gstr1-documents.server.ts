import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import {
  amcContracts,
  creditNoteLines,
  creditNotes,
  orderLines,
  orders,
  serviceBookings,
  visitInvoices,
} from "../../../db/schema";
import { homeStateCode, serviceGstRatePct, unitQuantityCode } from "~/lib/gst";
import { indiaDayStart, todayInIndia } from "~/lib/india-time";
import { partsHsnOf } from "~/lib/tax-codes";
import { claimInvoicesIssued } from "~/modules/field-service/claim-invoice.server";
import { rebillInvoicesIssued } from "~/modules/field-service/claim-rebill.server";
import { visitInvoiceLines, type VisitInvoiceLine } from "~/modules/field-service/visit-bill";
import { partLinesOfVisits } from "~/modules/field-service/visit-invoice.server";
import { supplyTo, taxInside } from "~/modules/gst/line-tax";
import { creditNoteFigures, invoiceFigures, type InvoiceFigures } from "~/modules/orders/invoice-lines";
import { invoicedOrderView } from "~/modules/orders/order-lookup.server";

import type { ReturnLine, TaxDocument } from "./tax-documents";

/** "2026-11": a month the return can be made for. */
const monthPattern = /^(20\d{2})-(0[1-9]|1[0-2])$/;

/** The month asked for, or the month of `today` when none or a malformed one is given. */
export function monthOf(asked: string | null, today: string): string {
  return asked !== null && monthPattern.test(asked) ? asked : today.slice(0, 7);
}

/** The month's first moment and the next month's, in India time. */
function monthBounds(month: string): [Date, Date] {
  const [year, mm] = month.split("-").map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, "0")}`;
  return [indiaDayStart(`${month}-01`), indiaDayStart(`${next}-01`)];
}

const returnLines = (figures: InvoiceFigures): ReturnLine[] =>
  figures.lines.map((line) => ({
    code: line.code.value,
    service: line.code.kind === "SAC",
    uqc: line.unit,
    quantity: line.quantity,
    ratePct: line.ratePct,
    tax: line.tax,
  }));

/** A service invoice's lines (a visit's or a claim's) as the return reports them. */
const serviceReturnLines = (lines: readonly VisitInvoiceLine[]): ReturnLine[] =>
  lines.map((line) => ({
    code: line.code.value,
    service: line.code.kind === "SAC",
    uqc: unitQuantityCode,
    quantity: line.item.kind === "part" ? line.item.quantity : 1,
    ratePct: serviceGstRatePct,
    tax: line.tax,
  }));

type SoldLine = typeof orderLines.$inferSelect;

async function linesOf(db: Database, orderIds: number[]): Promise<Map<number, SoldLine[]>> {
  const byOrder = new Map<number, SoldLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The delivery challans of the month: the numbers of the replacement orders placed in it, in order. */
export async function monthChallans(db: Database, month: string): Promise<string[]> {
  const [start, end] = monthBounds(month);
  const rows = await db
    .select({ number: orders.invoiceNumber })
    .from(orders)
    .where(and(gte(orders.placedAt, start), lt(orders.placedAt, end), isNotNull(orders.replacesOrderId)))
    .orderBy(asc(orders.placedAt), asc(orders.id));
  return rows.map((row) => row.number);
}

/**
 * Every tax document dated in the month (India time): the goods invoices of orders placed in it (cancelled
 * ones too: their credit notes answer them), the service invoices of visits completed in it, the invoices of
 * warranty claims approved in it, the credit notes issued in it and the invoices of maintenance contracts
 * paid in it, each with the lines and tax its printed document shows.
 */
export async function monthDocuments(db: Database, month: string): Promise<TaxDocument[]> {
  const [start, end] = monthBounds(month);
  const placed = await db
    .select()
    .from(orders)
    // a replacement sent at no charge travels under a delivery challan, not a tax invoice (decision 033)
    .where(and(gte(orders.placedAt, start), lt(orders.placedAt, end), isNull(orders.replacesOrderId)))
    .orderBy(asc(orders.placedAt), asc(orders.id));
  const notes = await db
    .select({ note: creditNotes, order: orders })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  const sold = await linesOf(db, [
    ...new Set([...placed, ...notes.map((row) => row.order)].map((order) => order.id)),
  ]);

  const documents: TaxDocument[] = placed.map((order) => {
    const figures = invoiceFigures(invoicedOrderView(order, sold.get(order.id) ?? []));
    return {
      kind: "invoice",
      number: order.invoiceNumber,
      date: todayInIndia(order.placedAt),
      buyerGstin: order.buyerGstin,
      placeOfSupply: figures.placeOfSupply,
      valuePaise: figures.totalPaise,
      lines: returnLines(figures),
    };
  });

  const noteLines =
    notes.length === 0
      ? []
      : await db
          .select({ line: creditNoteLines, productId: orderLines.productId })
          .from(creditNoteLines)
          .leftJoin(orderLines, eq(orderLines.id, creditNoteLines.orderLineId))
          .where(
            inArray(
              creditNoteLines.creditNoteId,
              notes.map((row) => row.note.id),
            ),
          )
          .orderBy(asc(creditNoteLines.id));
  for (const { note, order } of notes) {
    const figures = creditNoteFigures(
      invoicedOrderView(order, sold.get(order.id) ?? []),
      noteLines
        .filter((row) => row.line.creditNoteId === note.id)
        .map((row) => ({
          productId: row.productId,
          quantity: row.line.quantity,
          amountPaise: row.line.amountPaise,
          code: row.line.code,
          ratePct: row.line.gstRatePct,
        })),
    );
    documents.push({
      kind: "credit",
      number: note.creditNoteNumber,
      date: todayInIndia(note.issuedAt),
      buyerGstin: order.buyerGstin,
      placeOfSupply: figures.placeOfSupply,
      valuePaise: figures.totalPaise,
      lines: returnLines(figures),
      original: {
        number: order.invoiceNumber,
        date: todayInIndia(order.placedAt),
        valuePaise: order.totalPaise,
      },
    });
  }

  const visits = await db
    .select({ invoice: visitInvoices, appliance: serviceBookings.appliance })
    .from(visitInvoices)
    .innerJoin(serviceBookings, eq(serviceBookings.id, visitInvoices.bookingId))
    .where(and(gte(visitInvoices.createdAt, start), lt(visitInvoices.createdAt, end)))
    .orderBy(asc(visitInvoices.createdAt), asc(visitInvoices.bookingId));
  const parts = await partLinesOfVisits(
    db,
    visits.map((row) => row.invoice.bookingId),
  );
  for (const { invoice, appliance } of visits) {
    const partsHsn = partsHsnOf(appliance);
    const figures = visitInvoiceLines({
      ...invoice,
      partsHsn,
      parts: parts.filter((part) => part.bookingId === invoice.bookingId),
    });
    documents.push({
      kind: "invoice",
      number: invoice.invoiceNumber,
      date: todayInIndia(invoice.createdAt),
      buyerGstin: null,
      placeOfSupply: homeStateCode,
      valuePaise: figures.totalPaise,
      lines: serviceReturnLines(figures.lines),
    });
  }
  // rejected claims' bills the customers agreed to and paid (decision 055)
  for (const rebill of await rebillInvoicesIssued(db, start, end)) {
    documents.push({
      kind: "invoice",
      number: rebill.number,
      date: todayInIndia(rebill.issuedAt),
      buyerGstin: null,
      placeOfSupply: homeStateCode,
      valuePaise: rebill.figures.totalPaise,
      lines: serviceReturnLines(rebill.figures.lines),
    });
  }
  // warranty claims invoiced to the brands: B2B, to the brand's registration (decision 054)
  for (const claim of await claimInvoicesIssued(db, start, end)) {
    documents.push({
      kind: "invoice",
      number: claim.number,
      date: todayInIndia(claim.issuedAt),
      buyerGstin: claim.buyerGstin,
      placeOfSupply: claim.placeOfSupply,
      valuePaise: claim.figures.totalPaise,
      lines: serviceReturnLines(claim.figures.lines),
    });
  }
  const contracts = await db
    .select()
    .from(amcContracts)
    .where(
      and(
        isNotNull(amcContracts.invoiceNumber),
        gte(amcContracts.paidAt, start),
        lt(amcContracts.paidAt, end),
      ),
    )
    .orderBy(asc(amcContracts.paidAt), asc(amcContracts.id));
  for (const contract of contracts) {
    const tax = taxInside(contract.pricePaise, serviceGstRatePct, supplyTo(contract.placeOfSupply));
    documents.push({
      kind: "invoice",
      number: contract.invoiceNumber!,
      date: todayInIndia(contract.paidAt!),
      buyerGstin: null,
      placeOfSupply: contract.placeOfSupply,
      valuePaise: contract.pricePaise,
      lines: [
        {
          code: contract.sac!,
          service: true,
          uqc: unitQuantityCode,
          quantity: 1,
          ratePct: serviceGstRatePct,
          tax,
        },
      ],
    });
  }
  return documents;
}
