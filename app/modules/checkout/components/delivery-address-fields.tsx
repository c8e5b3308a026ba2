import { Icon } from "~/components/ui/icon";

import { controlClass, Field, labelClass } from "~/components/form/field";
import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { useText } from "~/i18n/text";

import type { CheckoutErrors } from "../../orders/checkout.schema";
import type { CheckoutValues, SetCheckoutValue } from "../checkout-values";
import { deliveryEstimate } from "../../orders/delivery-estimate";
import { indianStates } from "../indian-states";
import { BusinessBuyerFields } from "./business-buyer-fields";
import { checkoutField, legendClass, sectionClass } from "./checkout-field";

const estimateId = "checkout-delivery-estimate";

/** The 'Shipping' section: the delivery address in India, with the delivery window for its pincode. */
export function DeliveryAddressFields({
  values,
  set,
  errors,
}: {
  values: CheckoutValues;
  set: SetCheckoutValue;
  errors: CheckoutErrors;
}) {
  const t = useText(checkoutText);
  // a text box or select showing its value
  const bound = (name: "address" | "address2" | "city" | "state") => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const estimate = deliveryEstimate(values.pincode);

  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{t.shipping}</legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">
        <Field {...checkoutField("address", errors)} label={t.address} required className="sm:col-span-2">
          {(props) => (
            <input
              type="text"
              autoComplete="address-line1"
              placeholder={t.addressPlaceholder}
              required
              className={controlClass}
              {...bound("address")}
              {...props}
            />
          )}
        </Field>
        <Field {...checkoutField("address2", errors)} label={t.address2} optional className="sm:col-span-2">
          {(props) => (
            <input
              type="text"
              autoComplete="address-line2"
              className={controlClass}
              {...bound("address2")}
              {...props}
            />
          )}
        </Field>
        <Field {...checkoutField("city", errors)} label={t.city} required>
          {(props) => (
            <input
              type="text"
              autoComplete="address-level2"
              required
              className={controlClass}
              {...bound("city")}
              {...props}
            />
          )}
        </Field>
        <Field {...checkoutField("state", errors)} label={t.state} required>
          {(props) => (
            <select
              autoComplete="address-level1"
              required
              className={controlClass}
              {...bound("state")}
              {...props}
            >
              <option value="">{t.selectState}</option>
              {indianStates.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...checkoutField("pincode", errors)} label={t.pincode} required describedBy={[estimateId]}>
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder="638001"
              required
              className={controlClass}
              value={values.pincode}
              onChange={(event) => set("pincode", event.target.value.replace(/[^\d]/g, "").slice(0, 6))}
              {...props}
            />
          )}
        </Field>
        <div>
          <p className={labelClass}>{t.country}</p>
          <p className="mt-1.5 flex min-h-11 items-center text-slate-700">{t.india}</p>
        </div>
        <div id={estimateId} aria-live="polite" className="sm:col-span-2">
          {estimate ? (
            <p
              className="flex items-start gap-2 rounded-lg bg-green-50 px-3 py-2.5 text-sm text-green-900 ring-1 ring-green-200"
              data-testid="delivery-estimate"
            >
              <Icon name="truck" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong>{t.deliveryEstimate(estimate)}</strong>
                {t.dispatchFree}
              </span>
            </p>
          ) : null}
        </div>
        <BusinessBuyerFields values={values} set={set} errors={errors} />
      </div>
    </fieldset>
  );
}
