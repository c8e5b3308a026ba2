import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

import { errorIdFor, FieldError } from "~/components/form/field";
import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { useText } from "~/i18n/text";

import type { PaymentMethod } from "../../../../db/enums";
import { checkoutFieldId, legendClass, sectionClass } from "./checkout-field";

/** Each method's label and hint are `<method>Label` and `<method>Hint` in the checkout texts. */
const paymentOptions: { value: PaymentMethod; icon: IconName }[] = [
  { value: "cod", icon: "banknote" },
  { value: "upi", icon: "qr-code" },
  { value: "card", icon: "credit-card" },
];

/** The 'Payment' section: cash on delivery, UPI, and online payment when a gateway is set up; one radio card each. */
export function PaymentMethodField({
  value,
  onChange,
  error,
  onlinePayment,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  error?: string;
  onlinePayment: boolean;
}) {
  const t = useText(checkoutText);
  const errorId = errorIdFor(checkoutFieldId("paymentMethod"));
  return (
    <fieldset className={sectionClass} aria-describedby={error ? errorId : undefined}>
      <legend className={legendClass}>{t.payment}</legend>
      <div className="clear-both grid gap-3">
        {paymentOptions
          .filter((option) => onlinePayment || option.value !== "card")
          .map((option) => {
            const icon = option.icon;
            return (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-medium text-slate-900">{t[`${option.value}Label`]}</span>
                  <span className="block text-sm text-slate-600">{t[`${option.value}Hint`]}</span>
                </span>
              </label>
            );
          })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
