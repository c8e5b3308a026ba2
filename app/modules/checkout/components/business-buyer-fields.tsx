import { useState } from "react";

import { checkboxClass, controlClass, Field } from "~/components/form/field";
import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { useText } from "~/i18n/text";

import type { CheckoutErrors } from "../../orders/checkout.schema";
import type { CheckoutValues, SetCheckoutValue } from "../checkout-values";
import { checkoutField } from "./checkout-field";

const claimId = "checkout-claim-gst";

/**
 * "Claim GST input credit": a business buyer's GSTIN and registered name for a B2B tax invoice, asked only
 * when the shopper ticks the box (decision 030). Unticking clears both, so nothing half-typed is sent.
 */
export function BusinessBuyerFields({
  values,
  set,
  errors,
}: {
  values: Pick<CheckoutValues, "gstin" | "businessName">;
  set: SetCheckoutValue;
  errors: CheckoutErrors;
}) {
  const t = useText(checkoutText);
  const [claim, setClaim] = useState(
    Boolean(values.gstin || values.businessName || errors.gstin || errors.businessName),
  );
  const toggle = (checked: boolean) => {
    setClaim(checked);
    if (!checked) {
      set("gstin", "");
      set("businessName", "");
    }
  };
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={claimId}
          type="checkbox"
          checked={claim}
          onChange={(event) => toggle(event.target.checked)}
          className={checkboxClass}
        />
        <label htmlFor={claimId} className="text-slate-800">
          {t.claimGst}
        </label>
      </div>
      {claim ? (
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <Field {...checkoutField("gstin", errors)} label={t.gstin} required hint={t.gstinHint}>
            {(props) => (
              <input
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                required
                className={`${controlClass} font-mono uppercase`}
                value={values.gstin}
                onChange={(event) => set("gstin", event.target.value)}
                {...props}
              />
            )}
          </Field>
          <Field
            {...checkoutField("businessName", errors)}
            label={t.businessName}
            required
            hint={t.businessNameHint}
          >
            {(props) => (
              <input
                type="text"
                autoComplete="organization"
                maxLength={100}
                required
                className={controlClass}
                value={values.businessName}
                onChange={(event) => set("businessName", event.target.value)}
                {...props}
              />
            )}
          </Field>
        </div>
      ) : null}
    </div>
  );
}
