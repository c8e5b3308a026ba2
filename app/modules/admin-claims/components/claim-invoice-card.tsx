import { Link } from "react-router";

import { AdminCard } from "~/components/admin/admin-ui";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button-styles";
import { isGstStateCode, placeOfSupplyText } from "~/lib/gst-states";
import { formatIndiaDateTime } from "~/lib/india-time";

import type { WarrantyClaimView } from "~/modules/field-service/warranty-claim-view";

/**
 * The claim's tax invoice to the brand (decision 054): once approved, its number, buyer and a PDF to send the
 * brand; before, who approval will invoice, or where to record the brand's GST registration first.
 */
export function ClaimInvoiceCard({ claim }: { claim: WarrantyClaimView }) {
  const { invoice, billTo } = claim;
  const title = `Tax invoice to ${claim.brandName}`;
  if (invoice) {
    const place = isGstStateCode(invoice.placeOfSupply)
      ? placeOfSupplyText(invoice.placeOfSupply)
      : invoice.placeOfSupply;
    return (
      <AdminCard title={title}>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-700">Invoice</dt>
            <dd>
              {invoice.number}, {formatIndiaDateTime(invoice.issuedAt)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Place of supply</dt>
            <dd>{place}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-700">Billed to</dt>
            <dd>
              {invoice.buyer.name}, GSTIN <span className="font-mono">{invoice.buyer.gstin}</span>,{" "}
              {invoice.buyer.address}
            </dd>
          </div>
        </dl>
        <a
          href={`/admin/claims/${claim.booking.id}/invoice.pdf`}
          className={`${buttonClass({ variant: "secondary" })} mt-3`}
          download
        >
          <Icon name="download" className="size-4" />
          Download the invoice (PDF)
        </a>
      </AdminCard>
    );
  }
  return (
    <AdminCard title={title}>
      {claim.status === "approved" || claim.status === "paid" ? (
        // decided before the shop issued the brands' invoices (decision 054)
        <p className="text-sm text-slate-800">
          Approved before the shop issued claim invoices: this claim is invoiced from the accounts.
        </p>
      ) : billTo ? (
        <p className="text-sm text-slate-800">
          Recording {claim.brandName}&apos;s approval issues the claim&apos;s tax invoice to {billTo.name},
          GSTIN <span className="font-mono">{billTo.gstin}</span>.
        </p>
      ) : (
        <p className="text-sm text-slate-800">
          Approval issues the claim&apos;s tax invoice, which needs {claim.brandName}&apos;s legal name, GSTIN
          and billing address.{" "}
          <Link
            to={`/admin/brands?edit=${encodeURIComponent(claim.brandSlug)}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Add them on the Brands page
          </Link>
          .
        </p>
      )}
    </AdminCard>
  );
}
