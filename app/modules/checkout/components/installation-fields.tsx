import type { InstallationNeed } from "../../../../db/enums";
import { controlClass, Field } from "~/components/form/field";
import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatLongDate } from "~/lib/india-time";
import { formatRupees } from "~/lib/money";

import type { CheckoutErrors } from "../../orders/checkout.schema";
import { installationDates } from "../../orders/installation-rules";
import { SlotPicker, useSlotAvailability } from "~/modules/booking/components/slot-picker";
import type { CheckoutValues, SetCheckoutValue } from "../checkout-values";
import { checkoutField, legendClass, sectionClass } from "./checkout-field";

/**
 * The 'Installation visit' section, shown when a product in the cart needs installation or a demo: a day
 * from the estimated delivery date on, and one of that day's slots from the same pool as repair visits.
 * Required for such carts; the server checks the day and takes the slot's place with the order.
 */
export function InstallationFields({
  need,
  chargePaise,
  values,
  set,
  errors,
}: {
  need: Exclude<InstallationNeed, "none">;
  /** Null while the cart's prices are unknown (a form posted without JavaScript). */
  chargePaise: number | null;
  values: CheckoutValues;
  set: SetCheckoutValue;
  errors: CheckoutErrors;
}) {
  const t = useText(checkoutText);
  const locale = useLocale();
  const { first, last } = installationDates(new Date(), values.pincode);
  const date = values.installDate;
  const availability = useSlotAvailability(date >= first && date <= last ? date : "");
  return (
    <fieldset
      id="checkout-installation"
      className={sectionClass}
      aria-describedby="checkout-installation-intro"
    >
      <input type="hidden" name="installationNeeded" value="1" />
      <legend className={legendClass}>{t.visitTitle}</legend>
      <p id="checkout-installation-intro" className="clear-both text-sm text-slate-700">
        {t.visitIntro(need)}
        {chargePaise === null ? null : (
          <strong className="font-semibold text-slate-900">
            {chargePaise > 0 ? t.visitCharge(formatRupees(chargePaise)) : t.visitFree(need)}
          </strong>
        )}
      </p>
      <div className="mt-5 grid gap-5">
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
      </div>
    </fieldset>
  );
}
