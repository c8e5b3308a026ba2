import { Form } from "~/i18n/link";
import { buttonClass } from "~/components/ui/button-styles";
import { FormAlert } from "~/components/ui/form-alert";
import { useText } from "~/i18n/text";
import { formatRupees } from "~/lib/money";

import type { AmcPlanView } from "../amc-view";
import { amcText } from "../texts/en/amc";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/** The plans for one appliance, to choose one and go on to payment. */
export function AmcOffer({
  appliance,
  plans,
  link,
  message,
  busy,
}: {
  appliance: { title: string; serialNumber: string | null };
  plans: AmcPlanView[];
  /** The signed appliance link the page was opened with. */
  link: string;
  message: string | null;
  busy: boolean;
}) {
  const t = useText(amcText);
  return (
    <section aria-labelledby="amc-plans-title" className={card}>
      <p className="text-sm text-slate-600">
        {t.forAppliance} <span className="font-semibold text-slate-900">{appliance.title}</span>
        {appliance.serialNumber ? (
          <>
            , {t.serial} <span className="font-mono">{appliance.serialNumber}</span>
          </>
        ) : null}
      </p>
      <h2 id="amc-plans-title" className="mt-2 text-xl font-semibold text-slate-900">
        {t.plansTitle}
      </h2>
      {plans.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.noPlans}</p>
      ) : (
        <Form method="post" className="mt-4 grid gap-4">
          <input type="hidden" name="appliance" value={link} />
          <fieldset className="grid gap-3">
            <legend className="sr-only">{t.plansTitle}</legend>
            {plans.map((plan, index) => (
              <label
                key={plan.id}
                className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-4 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  required
                  defaultChecked={index === 0}
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                />
                <span className="grid gap-1">
                  <span className="font-semibold text-slate-900">{plan.name}</span>
                  <span>
                    <strong className="text-xl text-slate-900">{formatRupees(plan.pricePaise)}</strong>{" "}
                    <span className="text-sm text-slate-600">
                      {t.perTerm(plan.months)} · {t.gstIncluded}
                    </span>
                  </span>
                  <span className="text-sm text-slate-700">
                    {t.visits(plan.visitsIncluded)} · {t.labourIn} ·{" "}
                    {plan.partsCovered ? t.partsIn : t.partsOut}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="reminders"
              value="yes"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            {t.remindersLabel}
          </label>
          <FormAlert message={message} />
          <button
            type="submit"
            disabled={busy}
            className={buttonClass({ size: "lg", className: "sm:w-fit" })}
          >
            {t.buy}
          </button>
        </Form>
      )}
    </section>
  );
}
