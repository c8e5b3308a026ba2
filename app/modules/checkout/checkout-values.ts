import type { PaymentMethod } from "../../../db/enums";
import { defaultState } from "./indian-states";

type CheckoutTextField =
  | "name"
  | "email"
  | "phone"
  | "address"
  | "address2"
  | "city"
  | "state"
  | "pincode"
  | "installDate"
  | "installSlot";

/** What the checkout form's controls hold. */
export type CheckoutValues = Record<CheckoutTextField, string> & {
  paymentMethod: PaymentMethod;
  saveInfo: boolean;
  /** SMS and WhatsApp updates: ticked until the customer says no. */
  updates: boolean;
  agreeTerms: boolean;
};

export type SetCheckoutValue = <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => void;

/** The form's first values: empty, or what a form posted without JavaScript sent (the action echoes it). */
export function initialCheckoutValues(echoed?: Record<string, string>): CheckoutValues {
  const method = echoed?.paymentMethod;
  return {
    name: echoed?.name ?? "",
    email: echoed?.email ?? "",
    phone: echoed?.phone ?? "",
    address: echoed?.address ?? "",
    address2: echoed?.address2 ?? "",
    city: echoed?.city ?? "",
    state: echoed?.state || defaultState,
    pincode: echoed?.pincode ?? "",
    installDate: echoed?.installDate ?? "",
    installSlot: echoed?.installSlot ?? "",
    paymentMethod: method === "card" || method === "upi" ? method : "cod",
    saveInfo: echoed?.saveInfo === "on",
    updates: echoed?.updates !== "off",
    agreeTerms: echoed?.agreeTerms === "on",
  };
}
