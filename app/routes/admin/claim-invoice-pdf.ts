import { claimInvoicePdf } from "~/modules/field-service/claim-invoice-pdf.server";
import { loadWarrantyClaim } from "~/modules/field-service/warranty-claims.server";
import { invoiceSeller } from "~/modules/gst/seller.server";
import { pdfDownload } from "~/modules/gst/tax-document-pdf.server";
import { requireStaffAction } from "~/modules/staff/guard.server";
import { routePolicy } from "~/lib/route-policy";

import type { Route } from "./+types/claim-invoice-pdf";

export const handle = routePolicy("private");

/** A warranty claim's tax invoice to the brand as a PDF file for staff; 404 before the claim is approved. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffAction(request, context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const claim = await loadWarrantyClaim(context.db, id);
  if (!claim?.invoice) {
    return new Response("No such invoice.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const pdf = await claimInvoicePdf({ ...claim, invoice: claim.invoice }, invoiceSeller());
  return pdfDownload(pdf, claim.invoice.number, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
}
