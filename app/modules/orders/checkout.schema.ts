import { z } from "zod";

import { paymentMethods } from "../../../db/enums";
import { checkboxValue } from "~/components/form/checkbox-value";
import { parseFields, type FieldErrors, type FieldsParsed } from "~/components/form/field-errors";
import { checkoutMessages } from "~/modules/orders/texts/en/checkout-messages";
import { indianMobilePattern, pincodePattern } from "~/lib/phone";

import { checkoutFields, type CheckoutFormField } from "./checkout-fields";
import { installationShapeProblem } from "./installation-rules";

const text = (message: string) => z.string({ error: message }).trim();

const messages = checkoutMessages.code;

/**
 * An Indian mobile number as checkout and the order lookups take it: spaces and dashes dropped, at least 10
 * digits, the last 10 kept. Each form answers with its own messages.
 */
export function mobileNumber(codes: { short: string; invalid: string }) {
  return text(codes.short)
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine((value) => value.replace(/\D/g, "").length >= 10, codes.short)
    .refine((value) => value.replace(/\D/g, "").length < 10 || indianMobilePattern.test(value), codes.invalid)
    .transform((value) => value.slice(-10));
}

/**
 * The checkout form (spec section 5), used by the browser and again by the server action.
 * Messages are the spec's, plus plain ones for the Indian pincode and mobile-number rules; they travel as
 * codes (`checkoutMessages`) and the form writes them in the page's language.
 */
export const checkoutSchema = z.object({
  name: text(messages.nameRequired).min(2, messages.nameRequired).max(80, messages.nameLength),
  email: z
    .string({ error: messages.emailInvalid })
    .trim()
    .max(254, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid)),
  phone: mobileNumber({ short: messages.phoneShort, invalid: messages.phoneInvalid }),
  address: text(messages.addressRequired).min(10, messages.addressRequired).max(300, messages.addressLength),
  address2: text(messages.addressLength)
    .max(300, messages.addressLength)
    .optional()
    .transform((value) => (value ? value : undefined)),
  city: text(messages.cityRequired).min(2, messages.cityRequired).max(80, messages.cityLength),
  state: text(messages.stateRequired).min(2, messages.stateRequired).max(80, messages.stateLength),
  pincode: text(messages.pincodeLength)
    .min(6, messages.pincodeLength)
    .regex(pincodePattern, messages.pincodeFormat),
  country: text(messages.countryRequired).min(2, messages.countryRequired).max(60).default("India"),
  paymentMethod: z.enum(paymentMethods, { error: messages.paymentMethod }).default("cod"),
  saveInfo: checkboxValue(),
  /** SMS and WhatsApp updates about this order (ticked by default on the form). */
  updates: checkboxValue(),
  agreeTerms: z
    .union([z.literal("on"), z.literal("true"), z.literal(true)], {
      error: messages.agreeTerms,
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
    errors: {
      ...(result.success ? {} : result.errors),
      [problem.field]: checkoutMessages.code[problem.code],
    },
  };
}

/** The browser's check before sending: the messages, or null when the form may be sent. */
export function checkoutErrors(input: unknown): CheckoutErrors | null {
  const result = validateCheckout(input);
  return result.success ? null : result.errors;
}
