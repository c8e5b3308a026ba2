import { invoiceSeller } from "~/modules/gst/seller.server";
import { pdfDownload } from "~/modules/gst/tax-document-pdf.server";
import { invoicePdf } from "~/modules/orders/invoice-pdf.server";
import { findInvoiceDocument } from "~/modules/orders/order-lookup.server";
import { routePolicy } from "~/lib/route-policy";

import type { Route } from "./+types/invoice-pdf";

export const handle = routePolicy("private");

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** The invoice or credit note of a customer's link (/invoice.pdf?order=&token=[&note=]) as a PDF file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await findInvoiceDocument(context.db, new URL(request.url).searchParams);
  if (!found) {
    return new Response("This invoice link is not valid.", {
      status: 404,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { order, creditNote } = found;
  const pdf = await invoicePdf(order, invoiceSeller(), creditNote ?? undefined);
  return pdfDownload(pdf, creditNote?.number ?? order.invoiceNumber, privateHeaders);
}
