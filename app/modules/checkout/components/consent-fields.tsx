import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { checkboxClass, controlProps, errorIdFor, FieldError, RequiredMark } from "~/components/form/field";

import { UpdatesConsentField } from "~/modules/notify/components/updates-consent-field";

import type { CheckoutValues, SetCheckoutValue } from "../checkout-values";
import { checkoutFieldId, sectionClass } from "./checkout-field";

/**
 * Agreeing to the terms (required), 'Save my information for next time' (kept in this browser only) and the
 * order's SMS and WhatsApp updates.
 */
export function ConsentFields({
  values,
  set,
  error,
}: {
  values: Pick<CheckoutValues, "agreeTerms" | "saveInfo" | "updates">;
  set: SetCheckoutValue;
  error?: string;
}) {
  const t = useText(checkoutText);
  const terms = { id: checkoutFieldId("agreeTerms"), name: "agreeTerms" };
  return (
    <div className={`space-y-4 ${sectionClass}`}>
      <div>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={values.agreeTerms}
            onChange={(event) => set("agreeTerms", event.target.checked)}
            className={checkboxClass}
            {...controlProps(terms.id, terms.name, { error })}
          />
          <label htmlFor={terms.id} className="text-slate-800">
            {t.agreeBefore}
            <Link
              to="/terms"
              className="font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t.terms}
            </Link>
            {t.agreeAfter}
            <RequiredMark />
          </label>
        </div>
        <FieldError id={errorIdFor(terms.id)} message={error} />
      </div>
      <UpdatesConsentField
        id="checkout-updates"
        about="order"
        checked={values.updates}
        onChange={(checked) => set("updates", checked)}
      />
      <div className="flex items-start gap-3">
        <input
          id="checkout-saveInfo"
          name="saveInfo"
          type="checkbox"
          checked={values.saveInfo}
          onChange={(event) => set("saveInfo", event.target.checked)}
          className={checkboxClass}
          aria-describedby="checkout-saveInfo-hint"
        />
        <div>
          <label htmlFor="checkout-saveInfo" className="text-slate-800">
            {t.saveInfo}
          </label>
          <p id="checkout-saveInfo-hint" className="text-sm text-slate-600">
            {t.saveInfoHint}
          </p>
        </div>
      </div>
    </div>
  );
}
