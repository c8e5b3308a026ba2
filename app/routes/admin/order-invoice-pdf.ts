import { invoiceSeller } from "~/modules/gst/seller.server";
import { pdfDownload } from "~/modules/gst/tax-document-pdf.server";
import { invoicePdf } from "~/modules/orders/invoice-pdf.server";
import { creditNoteAsked, getOrderById } from "~/modules/orders/order-lookup.server";
import { requireStaffAction } from "~/modules/staff/guard.server";
import { routePolicy } from "~/lib/route-policy";

import type { Route } from "./+types/order-invoice-pdf";

export const handle = routePolicy("private");

/** An order's invoice, or with ?note= one of its credit notes, as a PDF file for staff. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffAction(request, context);
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const found = await getOrderById(context.db, id);
  const creditNote = found && creditNoteAsked(found, new URL(request.url).searchParams);
  if (!found || creditNote === undefined) {
    return new Response("No such invoice.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { upi: _upi, ...order } = found;
  const pdf = await invoicePdf(order, invoiceSeller(), creditNote ?? undefined);
  return pdfDownload(pdf, creditNote?.number ?? order.invoiceNumber, {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
}
