/**
 * The checkout form's fields, listed once: the form, its messages, the server's echo of a refused form
 * and "Save my information" all read these lists. Kept apart from the schema so the page can name them
 * without loading zod.
 */

/** Contact and delivery address: what "Save my information" keeps in the browser. */
export const contactAndAddressFields = [
  "name",
  "email",
  "phone",
  "address",
  "address2",
  "city",
  "state",
  "pincode",
] as const;

/** A business buyer's GSTIN and registered name, for a B2B tax invoice (optional). */
const businessBuyerFields = ["gstin", "businessName"] as const;

/**
 * Who installs ("dealer", "brand" or "none"), and our visit's day and slot when it is us: asked only for
 * carts with a product to install or demonstrate.
 */
const installationVisitFields = ["installBy", "installDate", "installSlot"] as const;

/** The fields the shopper types or picks as text. */
export const checkoutTextFields = [
  ...contactAndAddressFields,
  ...businessBuyerFields,
  ...installationVisitFields,
] as const;

/**
 * The fields that show a message, in the order the form shows them: the first invalid one gets the
 * focus. ("Save my information" and the updates consent have none to show.)
 */
export const checkoutFields = [
  ...contactAndAddressFields,
  "country",
  ...businessBuyerFields,
  ...installationVisitFields,
  "paymentMethod",
  "agreeTerms",
] as const;

export type CheckoutFormField = (typeof checkoutFields)[number];
