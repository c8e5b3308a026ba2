import { z } from "zod";

import { paymentMethods } from "../../../db/enums";
import { checkboxValue } from "~/components/form/checkbox-value";
import { parseFields, type FieldErrors, type FieldsParsed } from "~/components/form/field-errors";
import { checkoutMessages } from "~/modules/orders/texts/en/checkout-messages";
import { indianMobilePattern, pincodePattern } from "~/lib/phone";

import { deliveryStateCode, pincodeMayBeIn, stateCodeOfName } from "~/lib/gst-states";
import { gstinProblem, stateCodeOfGstin } from "~/lib/gstin";

import { checkoutFields, type CheckoutFormField } from "./checkout-fields";
import { installationAnswerProblem } from "./installation-rules";

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
/** The customer's mobile number as checkout stores it: what order lookups compare with. */
export const checkoutPhone = mobileNumber({ short: messages.phoneShort, invalid: messages.phoneInvalid });

const fieldsSchema = z.object({
  name: text(messages.nameRequired).min(2, messages.nameRequired).max(80, messages.nameLength),
  email: z
    .string({ error: messages.emailInvalid })
    .trim()
    .max(254, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid)),
  phone: checkoutPhone,
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
  /** Optional: a business buyer's GSTIN (spaces dropped, upper case) and the name it is registered in. */
  gstin: z
    .string()
    .optional()
    .transform((value) => value?.replace(/\s/g, "").toUpperCase() || undefined),
  businessName: text(messages.businessNameLength)
    .max(100, messages.businessNameLength)
    .optional()
    .transform((value) => value || undefined),
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
  installBy: z.string().optional(),
  installDate: z.string().optional(),
  installSlot: z.string().optional(),
});

const gstinMessages = {
  format: messages.gstinFormat,
  checkDigit: messages.gstinCheckDigit,
  stateCode: messages.gstinFormat,
} as const;

type SupplyField = "state" | "pincode" | "gstin" | "businessName";

/**
 * What the address and the business buyer's details must agree on (decision 030): the state and pincode
 * name one place of supply, and a GSTIN is valid, registered in that state and given with its business name.
 * Read from the raw form too, so these messages show with every other one.
 */
function supplyProblems(form: {
  state: string;
  pincode: string;
  gstin?: string;
  businessName?: string;
}): [SupplyField, string][] {
  const problems: [SupplyField, string][] = [];
  const typed = stateCodeOfName(form.state);
  const place = deliveryStateCode(form);
  if (!place) problems.push(["state", messages.stateUnknown]);
  else if (typed && !pincodeMayBeIn(form.pincode, typed)) problems.push(["pincode", messages.pincodeState]);
  const gstin = form.gstin?.replace(/\s/g, "").toUpperCase();
  if (!gstin) return problems;
  const problem = gstinProblem(gstin);
  if (problem) problems.push(["gstin", gstinMessages[problem]]);
  else if (place && stateCodeOfGstin(gstin) !== place) problems.push(["gstin", messages.gstinState]);
  if (!form.businessName?.trim()) problems.push(["businessName", messages.businessNameRequired]);
  return problems;
}

/** The fields, then what they must agree on (supplyProblems). */
export const checkoutSchema = fieldsSchema
  .superRefine((form, ctx) => {
    for (const [field, message] of supplyProblems(form)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  })
  .transform(({ gstin, businessName, ...form }) => ({
    ...form,
    /** The GST state code of the delivery address: where the goods' supply takes place. */
    placeOfSupply: deliveryStateCode(form)!,
    /** Both or neither: a business name without a GSTIN makes no B2B invoice. */
    business: gstin && businessName ? { gstin, name: businessName } : null,
  }));

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
  // The checks across fields and the visit's are made alongside the others, so every message shows at once
  // (zod runs a refinement only once every field parsed).
  const values = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const more: CheckoutErrors = {};
  if (!result.success) {
    const supply = supplyProblems({
      state: text(values.state) ?? "",
      pincode: text(values.pincode)?.trim() ?? "",
      gstin: text(values.gstin),
      businessName: text(values.businessName),
    });
    for (const [field, message] of supply) more[field] = message;
  }
  const problem =
    values.installationNeeded === "1"
      ? installationAnswerProblem({
          by: values.installBy,
          date: text(values.installDate),
          slot: text(values.installSlot),
        })
      : null;
  if (problem) more[problem.field] = checkoutMessages.code[problem.code];
  if (result.success && !problem) return result;
  // a field's own message comes first; an empty state or pincode says so, not that they disagree
  return { success: false, errors: { ...more, ...(result.success ? {} : result.errors) } };
}

/** The browser's check before sending: the messages, or null when the form may be sent. */
export function checkoutErrors(input: unknown): CheckoutErrors | null {
  const result = validateCheckout(input);
  return result.success ? null : result.errors;
}
