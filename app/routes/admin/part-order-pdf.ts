import { partOrderPdf } from "~/modules/field-service/part-order-pdf.server";
import { loadPartOrderDocument } from "~/modules/field-service/part-orders.server";
import { invoiceSeller } from "~/modules/gst/seller.server";
import { pdfDownload } from "~/modules/gst/tax-document-pdf.server";
import { requireStaffAction } from "~/modules/staff/guard.server";
import { routePolicy } from "~/lib/route-policy";

import type { Route } from "./+types/part-order-pdf";

export const handle = routePolicy("private");

/** A purchase order to a brand's parts desk as a PDF file for staff (decision 058). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffAction(request, context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const order = await loadPartOrderDocument(context.db, id);
  if (!order) {
    return new Response("No such part order.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const pdf = await partOrderPdf(order, invoiceSeller());
  return pdfDownload(pdf, order.orderNumber, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
}
