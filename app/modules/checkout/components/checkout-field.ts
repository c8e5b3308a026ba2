import type { CheckoutFormField } from "../../orders/checkout-fields";
import type { CheckoutErrors } from "../../orders/checkout.schema";

/** The look of the form's sections (Contact, Shipping, Payment) and their titles. */
export const sectionClass = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
export const legendClass = "float-left mb-4 w-full text-xl font-bold text-slate-900";

export const checkoutFieldId = (field: CheckoutFormField) => `checkout-${field}`;

/** A checkout field's id, name and message, for the form kit's `Field` or `controlProps`. */
export function checkoutField(field: CheckoutFormField, errors: CheckoutErrors) {
  return { id: checkoutFieldId(field), name: field, error: errors[field] };
}
