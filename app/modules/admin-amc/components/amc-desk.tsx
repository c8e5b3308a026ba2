import { Form } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField, PaymentFields } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatLongDate } from "~/lib/india-time";
import { formatAmount, rupeesInput } from "~/lib/money";
import type { AmcBoardRow } from "~/modules/amc/amc-contracts.server";
import type { AmcPlanView } from "~/modules/amc/amc-view";
import { categories } from "~/modules/catalog/categories";

import type { PlanErrors, PlanFields } from "~/modules/amc/amc-plans.server";

const th = "px-3 py-2 text-left font-semibold";
const td = "px-3 py-2 align-top";

/** A contract waiting for its money: staff record the UPI payment (its UTR) or cash, or cancel it. */
const paidBy = { upi: "UPI", cash: "cash", gateway: "online" } as const;

export function PendingContract({ contract, error }: { contract: AmcBoardRow; error?: string }) {
  const id = `amc-${contract.id}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-semibold text-slate-900">
        {contract.contractNumber} · {formatAmount(contract.pricePaise)}
      </p>
      <p className="text-sm text-slate-700">
        {contract.name}, {contract.phone} · {contract.applianceTitle} · {contract.planName}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="paid" />
        <input type="hidden" name="contractId" value={contract.id} />
        <PaymentFields idPrefix={id} utrName="reference" error={error} />
        <button type="submit" className={buttonClass({})}>
          Record the payment
        </button>
      </Form>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="contractId" value={contract.id} />
        <button type="submit" className={buttonClass({ variant: "ghost" })}>
          Cancel the unpaid contract<span className="sr-only"> {contract.contractNumber}</span>
        </button>
      </Form>
    </li>
  );
}

/** The contracts that were paid (or cancelled): cover, visits used and invoice. */
export function ContractTable({ contracts }: { contracts: AmcBoardRow[] }) {
  if (contracts.length === 0) return <p className="text-sm text-slate-700">No contracts yet.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Contracts">
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className={th}>
              Contract
            </th>
            <th scope="col" className={th}>
              Customer and appliance
            </th>
            <th scope="col" className={th}>
              Cover
            </th>
            <th scope="col" className={th}>
              Visits used
            </th>
            <th scope="col" className={th}>
              Invoice
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {contracts.map((contract) => (
            <tr key={contract.id}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {contract.contractNumber}
                <span className="block font-normal text-slate-600">{contract.planName}</span>
              </th>
              <td className={td}>
                {contract.name}, {contract.phone}
                <span className="block text-slate-600">{contract.applianceTitle}</span>
              </td>
              <td className={td}>
                {contract.status === "active" && contract.startsOn && contract.endsOn
                  ? `${formatLongDate(contract.startsOn)} to ${formatLongDate(contract.endsOn)}`
                  : "Cancelled before payment"}
              </td>
              <td className={td}>
                {contract.status === "active" ? `${contract.visitsUsed} of ${contract.visitsIncluded}` : "–"}
              </td>
              <td className={td}>
                {contract.invoice ? (
                  <>
                    {contract.invoice.number}
                    <span className="block text-slate-600">
                      {formatAmount(contract.pricePaise)} · {paidBy[contract.paymentMethod ?? "cash"]}
                    </span>
                  </>
                ) : (
                  "–"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function planFields(plan: AmcPlanView | null): PlanFields {
  return {
    category: plan?.category ?? "",
    name: plan?.name ?? "",
    price: plan ? rupeesInput(plan.pricePaise) : "",
    months: String(plan?.months ?? 12),
    visits: String(plan?.visitsIncluded ?? 2),
    parts: plan?.partsCovered ? "yes" : "",
    active: plan === null || plan.active ? "yes" : "",
  };
}

/** One plan's form (or a new plan's): the owner changes the price, term, visits and what is covered. */
export function PlanForm({
  plan,
  errors,
  values,
}: {
  plan: AmcPlanView | null;
  errors: PlanErrors;
  values: PlanFields | null;
}) {
  const id = plan ? `plan-${plan.id}` : "plan-new";
  const fields = values ?? planFields(plan);
  return (
    <AdminCard title={plan ? plan.name : "Add a plan"}>
      <Form method="post" className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="plan" />
        {plan ? <input type="hidden" name="planId" value={plan.id} /> : null}
        <AdminField id={`${id}-category`} name="category" label="Category" error={errors.category}>
          {(props) => (
            <select {...props} defaultValue={fields.category} className={adminField.input}>
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id={`${id}-name`} name="name" label="Name" error={errors.name}>
          {(props) => (
            <input {...props} defaultValue={fields.name} maxLength={80} className={adminField.input} />
          )}
        </AdminField>
        <AdminField id={`${id}-price`} name="price" label="Price (₹, GST included)" error={errors.price}>
          {(props) => (
            <input {...props} defaultValue={fields.price} inputMode="decimal" className={adminField.input} />
          )}
        </AdminField>
        <AdminField id={`${id}-months`} name="months" label="Term (months)" error={errors.months}>
          {(props) => (
            <input {...props} defaultValue={fields.months} inputMode="numeric" className={adminField.input} />
          )}
        </AdminField>
        <AdminField id={`${id}-visits`} name="visits" label="Visits included" error={errors.visits}>
          {(props) => (
            <input {...props} defaultValue={fields.visits} inputMode="numeric" className={adminField.input} />
          )}
        </AdminField>
        <div className="grid content-end gap-2 text-sm text-slate-800">
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="parts"
              value="yes"
              defaultChecked={fields.parts === "yes"}
              className="size-5 accent-brand-600"
            />
            Spare parts included
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="active"
              value="yes"
              defaultChecked={fields.active === "yes"}
              className="size-5 accent-brand-600"
            />
            On sale
          </label>
        </div>
        <button type="submit" className={buttonClass({ className: "sm:col-span-2 sm:w-fit" })}>
          {plan ? "Save the plan" : "Add the plan"}
        </button>
      </Form>
    </AdminCard>
  );
}
