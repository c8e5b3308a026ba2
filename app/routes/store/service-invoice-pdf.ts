import { getEnv, signingSecret } from "~/lib/env.server";
import { routePolicy } from "~/lib/route-policy";
import { pdfDownload } from "~/modules/gst/tax-document-pdf.server";
import { loadClaimRebill } from "~/modules/field-service/claim-rebill.server";
import { loadVisitInvoiceForPdf } from "~/modules/field-service/visit-invoice.server";
import { serviceInvoiceOfLink, visitInvoicePdf } from "~/modules/field-service/visit-invoice-pdf.server";

import type { Route } from "./+types/service-invoice-pdf";

export const handle = routePolicy("private");

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * A completed visit's tax invoice, or the invoice of a rejected claim's bill the customer paid, as a PDF from
 * the signed link the invoice shows (/service-invoice.pdf?t=).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("t") ?? "").slice(0, 200);
  const link = serviceInvoiceOfLink(token, { key: signingSecret(getEnv()), now: new Date() });
  const found = link
    ? await loadVisitInvoiceForPdf(
        context.db,
        link.reference,
        link.of === "rebill" ? async (db, id) => (await loadClaimRebill(db, id))?.invoice ?? null : undefined,
      )
    : null;
  if (!found) {
    return new Response(
      "This invoice link is not valid or has expired. Open the invoice again from Track Service.",
      {
        status: 404,
        headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  }
  const pdf = await visitInvoicePdf(found.invoice, found.pictures);
  return pdfDownload(pdf, found.invoice.invoiceNumber, privateHeaders);
}
