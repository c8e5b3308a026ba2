import type { PaymentMethod } from "../../../db/enums";
import { checkoutTextFields } from "../orders/checkout-fields";
import { defaultState } from "./indian-states";

type CheckoutTextField = (typeof checkoutTextFields)[number];

/** What the checkout form's controls hold. */
export type CheckoutValues = Record<CheckoutTextField, string> & {
  paymentMethod: PaymentMethod;
  saveInfo: boolean;
  /** SMS, WhatsApp and e-mail updates: unticked until the customer asks for them (decision 037). */
  updates: boolean;
  agreeTerms: boolean;
};

export type SetCheckoutValue = <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => void;

/** The form's first values: empty, or what a form posted without JavaScript sent (the action echoes it). */
export function initialCheckoutValues(echoed?: Record<string, string>): CheckoutValues {
  const method = echoed?.paymentMethod;
  const typed = Object.fromEntries(
    checkoutTextFields.map((field) => [field, echoed?.[field] ?? ""]),
  ) as Record<CheckoutTextField, string>;
  return {
    ...typed,
    state: echoed?.state || defaultState,
    paymentMethod: method === "card" || method === "upi" ? method : "cod",
    saveInfo: echoed?.saveInfo === "on",
    updates: echoed?.updates === "on",
    agreeTerms: echoed?.agreeTerms === "on",
  };
}
