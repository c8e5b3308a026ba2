import { data, Link, useNavigation } from "react-router";

import { AdminCard, AdminHeading, StatusPill } from "~/components/admin/admin-ui";
import { Icon } from "~/components/ui/icon";
import { dealer } from "~/lib/dealer";
import { formatDate, formatIndiaDateTime } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";
import { runClaimAction } from "~/modules/admin-claims/claim-actions.server";
import type { ClaimActionResult } from "~/modules/field-service/warranty-claim-view";
import { claimStatusLabels } from "~/modules/field-service/warranty-claim-rules";
import { loadWarrantyClaim } from "~/modules/field-service/warranty-claims.server";
import { ClaimLinesTable, claimStatusTones } from "~/modules/admin-claims/components/claim-summary";
import { ClaimSteps, PartsReturned } from "~/modules/admin-claims/components/claim-steps";
import { ClaimInvoiceCard } from "~/modules/admin-claims/components/claim-invoice-card";
import { ClaimRebillCard } from "~/modules/admin-claims/components/claim-rebill-card";
import { loadClaimRebill } from "~/modules/field-service/claim-rebill.server";

import type { Route } from "./+types/claim-detail";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: `${loaderData ? `Claim ${loaderData.claim.claimNumber}` : "Warranty claim"} | Back office | ${dealer.name}`,
  },
];

function claimId(params: { id?: string }): number {
  if (!/^\d{1,9}$/.test(params.id ?? ""))
    throw new Response("This warranty claim was not found.", { status: 404 });
  return Number(params.id);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const id = claimId(params);
  const claim = await loadWarrantyClaim(context.db, id);
  if (!claim) throw new Response("This warranty claim was not found.", { status: 404 });
  return { claim, rebill: claim.status === "rejected" ? await loadClaimRebill(context.db, id) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const { status, result } = await runClaimAction(context.db, user, claimId(params), await readForm(request));
  if (status === 404) throw new Response("This warranty claim was not found.", { status: 404 });
  return data<ClaimActionResult>(result, { status });
}

export default function ClaimDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, rebill } = loaderData;
  const customerBilled = rebill !== null && rebill.status !== "declined";
  const busy = useNavigation().state === "submitting";
  const result: ClaimActionResult | undefined = actionData;
  return (
    <div className="max-w-3xl space-y-4">
      <Link
        to="/admin/claims"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <Icon name="arrow-left" className="size-4" />
        Warranty claims
      </Link>
      <AdminHeading
        title={`Claim ${claim.claimNumber} on ${claim.brandName}`}
        description={`Raised ${formatIndiaDateTime(claim.raisedAt)} for visit ${claim.booking.reference}`}
      />
      {result?.ok ? <DeskNotice tone="success">{result.notice}</DeskNotice> : null}
      {result && !result.ok && !result.field ? <DeskNotice tone="error">{result.message}</DeskNotice> : null}
      <AdminCard>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <StatusPill tone={claimStatusTones[claim.status]}>{claimStatusLabels[claim.status]}</StatusPill>
          <span className="text-sm text-slate-700">SRN: {claim.brandReference ?? "not yet given"}</span>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-700">Customer</dt>
            <dd>
              {claim.booking.customerName}, {claim.booking.phone}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Visit</dt>
            <dd>
              <Link
                to={`/admin/bookings/${claim.booking.id}`}
                className="text-brand-700 underline underline-offset-2"
              >
                {claim.booking.reference}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Appliance</dt>
            <dd>
              {claim.booking.model ?? claim.booking.appliance}
              {claim.booking.serialNumber ? `, serial no. ${claim.booking.serialNumber}` : ""}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Parts the warranty excludes</dt>
            <dd>
              {claim.customerApprovedAt
                ? `Paid by the customer, who agreed on ${formatIndiaDateTime(claim.customerApprovedAt)}`
                : "None"}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Our repair warranty</dt>
            <dd>Until {formatDate(claim.repairWarrantyUntil)}</dd>
          </div>
          {claim.rejectionReason ? (
            <div className="sm:col-span-2">
              <dt className="font-semibold text-slate-700">Rejected because</dt>
              <dd>{claim.rejectionReason}</dd>
            </div>
          ) : null}
        </dl>
      </AdminCard>
      <AdminCard title="Billed to the brand">
        <ClaimLinesTable claim={claim} />
      </AdminCard>
      {customerBilled ? null : <ClaimInvoiceCard claim={claim} />}
      <ClaimRebillCard claim={claim} rebill={rebill} result={result} busy={busy} />
      <PartsReturned claim={claim} result={result} busy={busy} />
      <ClaimSteps claim={claim} result={result} busy={busy} customerBilled={customerBilled} />
    </div>
  );
}
