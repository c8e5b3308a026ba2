import { z } from "zod";

import { paymentMethods } from "../../../db/enums";
import { checkboxValue } from "~/components/form/checkbox-value";
import { parseFields, type FieldErrors, type FieldsParsed } from "~/components/form/field-errors";
import { indianMobilePattern, pincodePattern } from "~/lib/phone";

import { checkoutFields, type CheckoutFormField } from "./checkout-fields";
import { installationShapeProblem } from "./installation-rules";

const text = (message: string) => z.string({ error: message }).trim();

/**
 * The checkout form (spec section 5), used by the browser and again by the server action.
 * Messages are the spec's, plus plain ones for the Indian pincode and mobile-number rules.
 */
export const checkoutSchema = z.object({
  name: text("Name is required")
    .min(2, "Name is required")
    .max(80, "Please keep the name under 80 characters."),
  email: z
    .string({ error: "Invalid email address" })
    .trim()
    .max(254, "Invalid email address")
    .pipe(z.email("Invalid email address")),
  phone: text("Phone number must be at least 10 digits")
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine((value) => value.replace(/\D/g, "").length >= 10, "Phone number must be at least 10 digits")
    .refine(
      (value) => value.replace(/\D/g, "").length < 10 || indianMobilePattern.test(value),
      "Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
    )
    .transform((value) => value.slice(-10)),
  address: text("Address is required")
    .min(10, "Address is required")
    .max(300, "Please keep the address under 300 characters."),
  address2: text("Please keep the address under 300 characters.")
    .max(300, "Please keep the address under 300 characters.")
    .optional()
    .transform((value) => (value ? value : undefined)),
  city: text("City is required")
    .min(2, "City is required")
    .max(80, "Please keep the city under 80 characters."),
  state: text("State is required")
    .min(2, "State is required")
    .max(80, "Please keep the state under 80 characters."),
  pincode: text("Pincode must be 6 digits")
    .min(6, "Pincode must be 6 digits")
    .regex(pincodePattern, "Pincode must be 6 digits, and cannot start with 0."),
  country: text("Country is required").min(2, "Country is required").max(60).default("India"),
  paymentMethod: z.enum(paymentMethods, { error: "Please select a payment method" }).default("cod"),
  saveInfo: checkboxValue(),
  /** SMS and WhatsApp updates about this order (ticked by default on the form). */
  updates: checkboxValue(),
  agreeTerms: z
    .union([z.literal("on"), z.literal("true"), z.literal(true)], {
      error: "You must agree to the terms and conditions.",
    })
    .transform(() => true as const),
  /** "1" when the page offers an installation visit; the server decides from the products again. */
  installationNeeded: z.string().optional(),
  installDate: z.string().optional(),
  installSlot: z.string().optional(),
});

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;
type CheckoutField = keyof CheckoutInput;
/** The first message for each field the form shows one for. */
export type CheckoutErrors = FieldErrors<CheckoutFormField>;

// every field the form shows a message for is one of the schema's
const knownFields: readonly CheckoutField[] = checkoutFields;
void knownFields;

/** Parses the posted form; on failure, the first message for each field. */
export function validateCheckout(input: unknown): FieldsParsed<Checkout, CheckoutFormField> {
  const result = parseFields(checkoutSchema, input, checkoutFields);
  // The visit's fields are checked alongside the others, so every message shows at once.
  const values = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  if (values.installationNeeded !== "1") return result;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const problem = installationShapeProblem({
    date: text(values.installDate),
    slot: text(values.installSlot),
  });
  if (!problem) return result;
  return {
    success: false,
    errors: { ...(result.success ? {} : result.errors), [problem.field]: problem.message },
  };
}

/** The browser's check before sending: the messages, or null when the form may be sent. */
export function checkoutErrors(input: unknown): CheckoutErrors | null {
  const result = validateCheckout(input);
  return result.success ? null : result.errors;
}
