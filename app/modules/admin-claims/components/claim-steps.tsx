import { Form } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatDate, todayInIndia } from "~/lib/india-time";
import { formatRupeesWithPaise, rupeesInput } from "~/lib/money";

import { canApplyClaimStep } from "~/modules/field-service/warranty-claim-rules";
import type {
  ClaimActionResult,
  ClaimField,
  WarrantyClaimView,
} from "~/modules/field-service/warranty-claim-view";

type StepProps = { claim: WarrantyClaimView; result: ClaimActionResult | undefined; busy: boolean };

function errorFor(result: ClaimActionResult | undefined, intent: string, field: ClaimField) {
  return result && !result.ok && result.intent === intent && result.field === field
    ? result.message
    : undefined;
}

/** The brand's service request number (SRN): recorded or corrected until the claim is paid. */
function ReferenceForm({ claim, result, busy }: StepProps) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="reference" />
      <AdminField
        id="brand-reference"
        name="brandReference"
        label={`${claim.brandName}'s service request number (SRN)`}
        announceError
        error={errorFor(result, "reference", "brandReference")}
      >
        {(props) => (
          <input
            {...props}
            required
            maxLength={40}
            autoComplete="off"
            defaultValue={claim.brandReference ?? ""}
            className={`${adminField.input} max-w-xs`}
          />
        )}
      </AdminField>
      <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
        Save SRN
      </button>
    </Form>
  );
}

function DecisionForms({ claim, result, busy }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {canApplyClaimStep("approve", claim.status, claim.invoice !== null) ? (
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <button type="submit" className={buttonClass()} disabled={busy}>
            {claim.brandName} approved the claim
          </button>
        </Form>
      ) : null}
      {canApplyClaimStep("reject", claim.status, claim.invoice !== null) ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="reject" />
          <AdminField
            id="reject-reason"
            name="reason"
            label="The brand's reason for rejecting"
            announceError
            error={errorFor(result, "reject", "reason")}
          >
            {(props) => (
              <textarea {...props} required rows={2} maxLength={300} className={`${adminField.input} py-2`} />
            )}
          </AdminField>
          <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
            {claim.brandName} rejected the claim
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function PaidForm({ claim, result, busy }: StepProps) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="paid" />
      <AdminField
        id="paid-amount"
        name="paidAmount"
        label="Amount paid (₹)"
        announceError
        error={errorFor(result, "paid", "paidAmount")}
      >
        {(props) => (
          <input
            {...props}
            required
            inputMode="decimal"
            defaultValue={rupeesInput(claim.totalPaise)}
            className={`${adminField.input} max-w-40`}
          />
        )}
      </AdminField>
      <AdminField
        id="paid-on"
        name="paidOn"
        label="Paid on"
        announceError
        error={errorFor(result, "paid", "paidOn")}
      >
        {(props) => (
          <input
            {...props}
            type="date"
            required
            max={todayInIndia()}
            defaultValue={todayInIndia()}
            className={`${adminField.input} max-w-48`}
          />
        )}
      </AdminField>
      <button type="submit" className={buttonClass()} disabled={busy}>
        Mark paid
      </button>
    </Form>
  );
}

/** What staff record as the brand answers: the SRN, the decision, the payment. */
export function ClaimSteps({ customerBilled, ...props }: StepProps & { customerBilled: boolean }) {
  const { claim } = props;
  if (claim.status === "paid") {
    return (
      <AdminCard title="Settled">
        <p className="text-sm text-slate-800">
          {claim.brandName} paid {formatRupeesWithPaise(claim.paidPaise ?? 0)} on{" "}
          {claim.paidOn ? formatDate(claim.paidOn) : ""}.
        </p>
      </AdminCard>
    );
  }
  return (
    <AdminCard title="The brand's answer">
      <div className="space-y-5">
        <ReferenceForm {...props} />
        {/* a claim put to the customer (not declined by them) is no longer the brand's to approve */}
        {customerBilled ? null : <DecisionForms {...props} />}
        {canApplyClaimStep("paid", claim.status, claim.invoice !== null) ? <PaidForm {...props} /> : null}
      </div>
    </AdminCard>
  );
}

/** Whether each replaced part's defective unit went back to the brand: brands pay only against returns. */
export function PartsReturned({ claim, result, busy }: StepProps) {
  if (claim.parts.length === 0) return null;
  const error = result && !result.ok && result.intent === "part-returned" ? result.message : undefined;
  return (
    <AdminCard title="Defective parts">
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {claim.parts.map((part) => (
          <li key={part.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
            <span>
              <span className="font-medium text-slate-900">
                {part.name} × {part.quantity}
              </span>
              <span className="block text-slate-600">
                {part.defectiveReturned === null
                  ? "Return not recorded"
                  : part.defectiveReturned
                    ? "Defective part returned to the brand"
                    : "Defective part not returned"}
              </span>
            </span>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="intent" value="part-returned" />
              <input type="hidden" name="part" value={part.id} />
              <button
                type="submit"
                name="returned"
                value="yes"
                className={buttonClass({ variant: "secondary" })}
                disabled={busy}
              >
                Returned<span className="sr-only"> {part.name}</span>
              </button>
              <button
                type="submit"
                name="returned"
                value="no"
                className={buttonClass({ variant: "ghost" })}
                disabled={busy}
              >
                Not returned<span className="sr-only"> {part.name}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
