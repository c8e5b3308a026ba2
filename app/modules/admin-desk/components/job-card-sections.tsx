import { Form } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatAmount } from "~/lib/money";
import type { JobCard } from "~/modules/field-service/job-view";

import { diagnosisMaxLength, type JobCardActionResult, type JobCardField } from "../job-card-action";

export const bigButton = "min-h-12 w-full text-base sm:w-auto";

/** The refusal for this form's field, if the last answer was for it. */
export function errorFor(result: JobCardActionResult | undefined, intent: string, field: JobCardField) {
  return result && !result.offline && result.intent === intent && result.field === field
    ? result.message
    : undefined;
}

export function StartVisitForm({ result, busy }: { result: JobCardActionResult | undefined; busy: boolean }) {
  return (
    <AdminCard title="Start the visit">
      <p className="mb-3 text-sm text-slate-700">
        Ask the customer for the 4-digit visit code on their tracking page. It shows you were there.
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="start" />
        <AdminField
          id="visit-code"
          name="code"
          label="Visit code"
          announceError
          error={errorFor(result, "start", "code")}
        >
          {(props) => (
            <input
              {...props}
              data-keep="code"
              required
              inputMode="numeric"
              pattern="[0-9]{4}"
              maxLength={4}
              autoComplete="off"
              className={`${adminField.input} max-w-40 text-center text-2xl tracking-[0.4em]`}
            />
          )}
        </AdminField>
        <button type="submit" className={buttonClass({ className: bigButton })} disabled={busy}>
          Start visit
        </button>
      </Form>
    </AdminCard>
  );
}

export function DiagnosisForm({
  card,
  result,
  busy,
}: {
  card: JobCard;
  result: JobCardActionResult | undefined;
  busy: boolean;
}) {
  return (
    <AdminCard title="Diagnosis">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="diagnosis" />
        <AdminField
          id="diagnosis"
          name="diagnosis"
          label="What you found"
          hint="Shown to the service desk and kept with the visit."
          announceError
          error={errorFor(result, "diagnosis", "diagnosis")}
        >
          {(props) => (
            <textarea
              {...props}
              data-keep="diagnosis"
              rows={3}
              maxLength={diagnosisMaxLength}
              defaultValue={card.diagnosis}
              className={`${adminField.input} py-2`}
            />
          )}
        </AdminField>
        <button
          type="submit"
          className={buttonClass({ variant: "secondary", className: bigButton })}
          disabled={busy}
        >
          Save diagnosis
        </button>
      </Form>
    </AdminCard>
  );
}

export function PartsSection({
  card,
  requestKey,
  result,
  busy,
}: {
  card: JobCard;
  requestKey: string;
  result: JobCardActionResult | undefined;
  busy: boolean;
}) {
  return (
    <AdminCard title="Parts used">
      {card.parts.length === 0 ? (
        <p className="mb-3 text-sm text-slate-700">No parts added.</p>
      ) : (
        <ul className="mb-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {card.parts.map((part) => (
            <li key={part.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <span>
                <span className="font-medium text-slate-900">{part.name}</span>
                <span className="block text-slate-600">
                  {part.quantity} × {formatAmount(part.unitPricePaise)}
                </span>
                {card.warrantyBrand || card.rework || card.amc ? (
                  <span className="block font-medium text-slate-700">{partCoverText(card, part)}</span>
                ) : null}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-part" />
                <input type="hidden" name="line" value={part.id} />
                <button type="submit" className={buttonClass({ variant: "ghost" })} disabled={busy}>
                  Remove<span className="sr-only"> {part.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {errorFor(result, "remove-part", "part") ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {errorFor(result, "remove-part", "part")}
        </p>
      ) : null}
      <Form method="post" className="grid grid-cols-[1fr_5rem] gap-3">
        <input type="hidden" name="intent" value="add-part" />
        <input type="hidden" name="requestKey" value={requestKey} />
        <AdminField
          id="part"
          name="partId"
          label="Part"
          announceError
          error={errorFor(result, "add-part", "partId")}
        >
          {(props) => (
            <select {...props} data-keep="partId" required defaultValue="" className={adminField.input}>
              <option value="">Choose a part</option>
              {card.partChoices.map((part) => (
                <option key={part.id} value={part.id}>
                  {`${part.name}: ${formatAmount(part.pricePaise)} (${partStockText(part.free)})`}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          id="quantity"
          name="quantity"
          label="Qty"
          announceError
          error={errorFor(result, "add-part", "quantity")}
        >
          {(props) => (
            <input
              {...props}
              data-keep="quantity"
              required
              inputMode="numeric"
              pattern="[0-9]{1,2}"
              defaultValue="1"
              className={adminField.input}
            />
          )}
        </AdminField>
        {card.warrantyBrand || card.rework || card.amc?.partsCovered ? (
          <label className="col-span-2 flex min-h-11 items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="excluded"
              value="yes"
              data-keep="excluded"
              className="mt-0.5 size-5 accent-brand-600"
            />
            {card.warrantyBrand
              ? `Not covered by ${card.warrantyBrand}'s warranty (physical damage, a consumable): the customer pays`
              : "Not covered by the maintenance contract (physical damage, a consumable): the customer pays"}
          </label>
        ) : null}
        <button
          type="submit"
          className={buttonClass({ variant: "secondary", className: `${bigButton} col-span-2` })}
          disabled={busy}
        >
          Add part
        </button>
      </Form>
    </AdminCard>
  );
}

/** A part not in the van: the visit waits for it, and the desk books the revisit once it is in. */
export function PartsWaitForm({
  today,
  lastDay,
  result,
  busy,
}: {
  today: string;
  lastDay: string;
  result: JobCardActionResult | undefined;
  busy: boolean;
}) {
  const refused = errorFor(result, "waiting-for-parts", "source");
  return (
    <AdminCard title="Waiting for a part">
      <p className="mb-3 text-sm text-slate-700">
        A part the repair needs is not in your van: the customer is told when it is expected, and the service
        desk books your next visit once it is in. From our store, the visit&apos;s parts are kept for it; from
        the brand, the desk gets an order for them.
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="waiting-for-parts" />
        {refused ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {refused}
          </p>
        ) : null}
        <AdminField
          id="parts-expected-on"
          name="expectedOn"
          label="Part expected by"
          error={errorFor(result, "waiting-for-parts", "expectedOn")}
        >
          {(props) => (
            <input {...props} type="date" required min={today} max={lastDay} className={adminField.input} />
          )}
        </AdminField>
        <fieldset>
          <legend className={adminField.label}>The part comes</legend>
          <div className="flex flex-wrap gap-3">
            {(
              [
                ["stock", "From our store"],
                ["brand", "Ordered from the brand"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-12 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-base font-medium has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="source"
                  value={value}
                  required
                  className="size-5 accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          className={buttonClass({ variant: "secondary", className: bigButton })}
          disabled={busy}
        >
          Wait for the part
        </button>
      </Form>
    </AdminCard>
  );
}

function partStockText(free: number): string {
  return free === 0 ? "not in store: order from the brand" : `${free} in store`;
}

/** Who pays for a part on a warranty, repeat-repair or maintenance-contract visit. */
function partCoverText(card: JobCard, part: JobCard["parts"][number]): string {
  if (card.warrantyBrand)
    return part.warrantyExcluded ? "Not covered: the customer pays" : `Covered by ${card.warrantyBrand}`;
  if (card.rework) {
    if (!card.rework.partIds.includes(part.partId))
      return `Not replaced in ${card.rework.reference}: the customer pays`;
    return part.warrantyExcluded
      ? "Not covered: the customer pays"
      : `Free: replaced in ${card.rework.reference}`;
  }
  if (!card.amc?.partsCovered) return "Not in the maintenance plan: the customer pays";
  return part.warrantyExcluded ? "Not covered: the customer pays" : `Covered by ${card.amc.contractNumber}`;
}
