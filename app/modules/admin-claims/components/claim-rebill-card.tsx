import { Form } from "react-router";

import { AdminCard } from "~/components/admin/admin-ui";
import { PaymentFields } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatIndiaDateTime } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";

import type { ClaimRebillView } from "~/modules/field-service/job-view";
import type { ClaimActionResult, WarrantyClaimView } from "~/modules/field-service/warranty-claim-view";

const decided = (rebill: ClaimRebillView) =>
  rebill.decidedVia === "account" ? "signed in with the booking's number" : "by the message's link";

function errorOf(result: ClaimActionResult | undefined, intent: string) {
  return result && !result.ok && result.intent === intent && result.field ? result.message : undefined;
}

const paidBy = { cash: "in cash", upi: "by UPI", gateway: "online" } as const;

/**
 * A rejected claim's bill put to the customer (decision 055): asked only by staff, approved or declined only
 * by the customer, and paid (its tax invoice issued) once they approved.
 */
export function ClaimRebillCard({
  claim,
  rebill,
  result,
  busy,
}: {
  claim: WarrantyClaimView;
  rebill: ClaimRebillView | null;
  result: ClaimActionResult | undefined;
  busy: boolean;
}) {
  if (claim.status !== "rejected") return null;
  const amount = formatRupeesWithPaise(rebill?.bill.totalPaise ?? claim.totalPaise);
  return (
    <AdminCard title="Bill the customer">
      {rebill === null ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="rebill-ask" />
          <p className="text-sm text-slate-800">
            {claim.brandName} rejected the claim. The customer pays its {amount} only if they agree: we send
            them a link to approve or decline, with {claim.brandName}&apos;s reason.
          </p>
          <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
            Ask {claim.booking.customerName} to pay {amount}
          </button>
        </Form>
      ) : rebill.status === "asked" ? (
        <p className="text-sm text-slate-800">
          Asked on {formatIndiaDateTime(rebill.askedAt)} to pay {amount}: waiting for the customer&apos;s
          answer.
        </p>
      ) : rebill.status === "declined" ? (
        <p className="text-sm text-slate-800">
          The customer declined to pay {amount} on {formatIndiaDateTime(rebill.decidedAt!)}. Nothing is
          billed.
        </p>
      ) : rebill.status === "approved" ? (
        <>
          <p className="text-sm text-slate-800">
            The customer agreed to pay {amount} on {formatIndiaDateTime(rebill.decidedAt!)}, {decided(rebill)}
            . They can pay online from their tracking page; record a payment to you here to issue their tax
            invoice.
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="rebill-paid" />
            <PaymentFields idPrefix="rebill" utrName="utr" error={errorOf(result, "rebill-paid")} />
            <button type="submit" className={buttonClass()} disabled={busy}>
              Record the payment
            </button>
          </Form>
        </>
      ) : (
        <p className="text-sm text-slate-800">
          The customer agreed on {formatIndiaDateTime(rebill.decidedAt!)}, {decided(rebill)}, and paid{" "}
          {amount} {paidBy[rebill.invoice?.paymentMethod ?? "cash"]}: tax invoice{" "}
          {rebill.invoice?.invoiceNumber}.
        </p>
      )}
    </AdminCard>
  );
}
