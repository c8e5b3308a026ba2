/**
 * The checkout fields that show a message, in the order the form shows them: the first invalid one gets
 * the focus. ('Save my information' has none to show.) Kept apart from the schema so the page can name
 * them without loading zod.
 */
export const checkoutFields = [
  "name",
  "email",
  "phone",
  "address",
  "address2",
  "city",
  "state",
  "pincode",
  "country",
  "installDate",
  "installSlot",
  "paymentMethod",
  "agreeTerms",
] as const;

export type CheckoutFormField = (typeof checkoutFields)[number];
