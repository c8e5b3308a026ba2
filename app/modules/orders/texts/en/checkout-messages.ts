import { defineMessages } from "~/i18n/text";

/**
 * The checkout form's field messages (app/modules/orders/checkout.schema.ts and the installation visit's),
 * which travel as codes; the form kit shows them in the page's language.
 */
export const checkoutMessages = defineMessages("checkout-messages", {
  nameRequired: "Name is required",
  nameLength: "Please keep the name under 80 characters.",
  emailInvalid: "Invalid email address",
  phoneShort: "Phone number must be at least 10 digits",
  phoneInvalid: "Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
  addressRequired: "Address is required",
  addressLength: "Please keep the address under 300 characters.",
  cityRequired: "City is required",
  cityLength: "Please keep the city under 80 characters.",
  stateRequired: "State is required",
  stateLength: "Please keep the state under 80 characters.",
  pincodeLength: "Pincode must be 6 digits",
  pincodeFormat: "Pincode must be 6 digits, and cannot start with 0.",
  countryRequired: "Country is required",
  stateUnknown: "Please choose the state of the delivery address.",
  pincodeState: "This pincode is not in the state you chose. Please check the pincode and the state.",
  gstinFormat: "Please enter a valid 15-character GSTIN, e.g. 33AAGCK1234M1ZM.",
  gstinCheckDigit: "This GSTIN has a typing mistake: its last character does not match. Please check it.",
  gstinState:
    "This GSTIN is registered in another state. For input credit, use the GSTIN of the delivery state.",
  businessNameRequired: "Please enter the business name registered with this GSTIN.",
  businessNameLength: "Please keep the business name under 100 characters.",
  paymentMethod: "Please select a payment method",
  agreeTerms: "You must agree to the terms and conditions.",
  installByRequired: "Please choose who installs it: our technicians, the brand, or no installation.",
  installDateRequired: "Please choose a date for the installation visit.",
  installSlotRequired: "Please choose a time slot for the installation visit.",
  installSunday: "Installation visits are made Monday to Saturday. Please choose another day.",
  installSlotFull:
    "This time slot has just filled up. Please choose another slot or date; nothing else was lost.",
});
