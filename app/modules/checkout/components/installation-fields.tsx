import { installationChoices, type InstallationBy, type InstallationNeed } from "../../../../db/enums";
import { controlClass, errorIdFor, Field, FieldError } from "~/components/form/field";
import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { installationChoiceText } from "~/modules/checkout/texts/en/installation-choice";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatLongDate } from "~/lib/india-time";
import { formatRupees } from "~/lib/money";

import type { CheckoutErrors } from "../../orders/checkout.schema";
import { installationDates } from "../../orders/installation-rules";
import { SlotPicker, useSlotAvailability } from "~/modules/booking/components/slot-picker";
import type { CheckoutValues, SetCheckoutValue } from "../checkout-values";
import { checkoutField, checkoutFieldId, legendClass, sectionClass } from "./checkout-field";

type Visit = Exclude<InstallationNeed, "none">;

/**
 * The 'Installation' section, shown when a product in the cart needs installation or a demo: who installs it
 * (our technicians, with the charge and a visit; the brand's service centre; or nobody), nothing chosen
 * until the shopper chooses. With our technicians, a day from the estimated delivery date on and one of
 * that day's slots from the same pool as repair visits; the server checks both and takes the slot's place.
 */
export function InstallationFields({
  need,
  chargePaise,
  values,
  set,
  errors,
}: {
  need: Visit;
  /** Null while the cart's prices are unknown (a form posted without JavaScript). */
  chargePaise: number | null;
  values: CheckoutValues;
  set: SetCheckoutValue;
  errors: CheckoutErrors;
}) {
  const t = useText(installationChoiceText);
  const section = useText(checkoutText);
  const errorId = errorIdFor(checkoutFieldId("installBy"));
  const price =
    chargePaise === null ? null : chargePaise > 0 ? t.dealerCharge(formatRupees(chargePaise)) : t.dealerFree;
  const options: Record<InstallationBy, { label: string; hint: string }> = {
    dealer: { label: t.dealer(need), hint: price ? `${price}. ${t.dealerHint}` : t.dealerHint },
    brand: { label: t.brand(need), hint: t.brandHint },
    none: { label: t.none(need), hint: t.noneHint(need) },
  };
  return (
    <fieldset id="checkout-installation" className={sectionClass}>
      <input type="hidden" name="installationNeeded" value="1" />
      <legend className={legendClass}>{section.installationTitle(need === "demo")}</legend>
      <fieldset className="clear-both" aria-describedby={errors.installBy ? errorId : undefined}>
        <legend className="mb-3 text-sm font-medium text-slate-900">{t.question(need)}</legend>
        <div className="grid gap-3">
          {installationChoices.map((by, index) => (
            <label
              key={by}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="installBy"
                value={by}
                id={index === 0 ? checkoutFieldId("installBy") : undefined}
                checked={values.installBy === by}
                aria-invalid={errors.installBy ? true : undefined}
                onChange={() => set("installBy", by)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span>
                <span className="block font-medium text-slate-900">{options[by].label}</span>
                <span className="block text-sm text-slate-600">{options[by].hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={errors.installBy} />
      </fieldset>
      {values.installBy === "dealer" ? (
        <OurVisit need={need} values={values} set={set} errors={errors} />
      ) : null}
    </fieldset>
  );
}

/** Our visit's day and slot, asked once the shopper chose our technicians. */
function OurVisit({
  need,
  values,
  set,
  errors,
}: {
  need: Visit;
  values: CheckoutValues;
  set: SetCheckoutValue;
  errors: CheckoutErrors;
}) {
  const t = useText(installationChoiceText);
  const locale = useLocale();
  const { first, last } = installationDates(new Date(), values.pincode);
  const date = values.installDate;
  const availability = useSlotAvailability(date >= first && date <= last ? date : "");
  return (
    <fieldset className="mt-5 grid gap-5">
      <legend className="sr-only">{t.visitFor(need)}</legend>
      <Field
        {...checkoutField("installDate", errors)}
        label={t.visitDate}
        required
        hint={t.visitDateHint(formatLongDate(first, locale))}
      >
        {(props) => (
          <input
            type="date"
            required
            min={first}
            max={last}
            className={`${controlClass} sm:max-w-xs`}
            value={values.installDate}
            onChange={(event) => set("installDate", event.target.value)}
            {...props}
          />
        )}
      </Field>
      <SlotPicker
        idPrefix="checkout-install"
        name="installSlot"
        date={date}
        availability={availability}
        defaultSlot={values.installSlot}
        error={errors.installSlot}
        weekdaysOnly
        hint={t.visitSlotHint}
      />
    </fieldset>
  );
}
