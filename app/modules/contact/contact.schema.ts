import { z } from "zod/mini";

import { parseFields } from "~/components/form/field-errors";
import { isIsoDate } from "~/lib/india-time";

import {
  contactAppliances,
  contactBrands,
  contactFields,
  contactTopics,
  messageMaxLength,
  messageMinLength,
  nameMaxLength,
  nameMinLength,
  phoneMaxDigits,
  phoneMinDigits,
  optionValues,
  topicNeedsAppliance,
  type ContactErrors,
  type ContactField,
} from "./contact-options";

/** A trimmed string; an empty or blank value (an unfilled optional field) becomes undefined. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

const nameLengthMessage = `Name must be between ${nameMinLength}-${nameMaxLength} characters.`;
const phoneMessage = `Please enter a valid phone number (${phoneMinDigits}-${phoneMaxDigits} digits).`;
const messageLengthMessage = `Message must be between ${messageMinLength}-${messageMaxLength} characters.`;

/** Optional fields: a blank value counts as not given. */
function optionalField<T extends z.core.SomeType>(schema: T) {
  return z.pipe(z.transform(blankToUndefined), z.optional(schema));
}

/**
 * One message from the contact form, with the messages of the specification. Used on the page before
 * submitting and by the action on Object.fromEntries(formData). zod/mini keeps it small in the browser.
 */
export const contactSchema = z.pipe(
  z
    .object({
      name: z
        .string({ error: "Name is required" })
        .check(
          z.trim(),
          z.minLength(1, "Name is required"),
          z.minLength(nameMinLength, nameLengthMessage),
          z.maxLength(nameMaxLength, nameLengthMessage),
        ),
      phone: z.string({ error: "Phone number is required" }).check(
        z.trim(),
        z.minLength(1, "Phone number is required"),
        // spaces, dashes, brackets and a leading + are how people write numbers; the digits are what count
        z.overwrite((value) => value.replace(/[\s\-().]/g, "").replace(/^\+/, "")),
        z.regex(new RegExp(`^\\d{${phoneMinDigits},${phoneMaxDigits}}$`), phoneMessage),
      ),
      email: optionalField(z.email({ error: "Please enter a valid email address." }).check(z.maxLength(254))),
      topic: z.enum(optionValues(contactTopics), { error: "Please select a topic." }),
      applianceType: optionalField(
        z.enum(optionValues(contactAppliances), { error: "Please select an appliance type." }),
      ),
      brand: optionalField(
        z.enum(optionValues(contactBrands), { error: "Please select a brand from the list." }),
      ),
      preferredDate: optionalField(
        z
          .string()
          .check(
            z.regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid date."),
            z.refine(isIsoDate, "Please enter a valid date."),
          ),
      ),
      message: z
        .string({ error: "Please enter your message" })
        .check(
          z.trim(),
          z.minLength(1, "Please enter your message"),
          z.minLength(messageMinLength, messageLengthMessage),
          z.maxLength(messageMaxLength, messageLengthMessage),
        ),
    })
    .check(
      z.refine(
        (input) => !topicNeedsAppliance(input.topic) || blankToUndefined(input.applianceType) !== undefined,
        {
          path: ["applianceType"],
          error: "Please select an appliance type.",
          // also when other fields are wrong, so every message shows at once
          when: (payload) => {
            const input = payload.value as { applianceType?: unknown } | undefined;
            return (
              typeof input === "object" &&
              input !== null &&
              blankToUndefined(input.applianceType) === undefined
            );
          },
        },
      ),
    ),
  z.transform((input) => ({
    ...input,
    applianceType: topicNeedsAppliance(input.topic) ? input.applianceType : undefined,
  })),
);

export type ContactMessageInput = z.output<typeof contactSchema>;

// the schema's fields and the form's field list must not drift apart
const sameFields: [keyof ContactMessageInput] extends [ContactField]
  ? [ContactField] extends [keyof ContactMessageInput]
    ? true
    : false
  : false = true;
void sameFields;

/** Parses the form's values; on failure, the first message for each invalid field. */
export function validateContact(input: unknown) {
  return parseFields(contactSchema, input, contactFields);
}

/** The browser's check before sending: the messages, or null when the form may be sent. */
export function contactErrors(input: unknown): ContactErrors | null {
  const result = validateContact(input);
  return result.success ? null : result.errors;
}
