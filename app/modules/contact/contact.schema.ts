import { z } from "zod/mini";

import { parseFields } from "~/components/form/field-errors";
import { isIsoDate } from "~/lib/india-time";
import { contactMessages } from "~/modules/contact/texts/en/contact-messages";

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

const messages = contactMessages.code;

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
        .string({ error: messages.nameRequired })
        .check(
          z.trim(),
          z.minLength(1, messages.nameRequired),
          z.minLength(nameMinLength, messages.nameLength),
          z.maxLength(nameMaxLength, messages.nameLength),
        ),
      phone: z.string({ error: messages.phoneRequired }).check(
        z.trim(),
        z.minLength(1, messages.phoneRequired),
        // spaces, dashes, brackets and a leading + are how people write numbers; the digits are what count
        z.overwrite((value) => value.replace(/[\s\-().]/g, "").replace(/^\+/, "")),
        z.regex(new RegExp(`^\\d{${phoneMinDigits},${phoneMaxDigits}}$`), messages.phoneInvalid),
      ),
      email: optionalField(z.email({ error: messages.emailInvalid }).check(z.maxLength(254))),
      topic: z.enum(optionValues(contactTopics), { error: messages.topicRequired }),
      applianceType: optionalField(
        z.enum(optionValues(contactAppliances), { error: messages.applianceRequired }),
      ),
      brand: optionalField(z.enum(optionValues(contactBrands), { error: messages.brandInvalid })),
      preferredDate: optionalField(
        z
          .string()
          .check(
            z.regex(/^\d{4}-\d{2}-\d{2}$/, messages.dateInvalid),
            z.refine(isIsoDate, messages.dateInvalid),
          ),
      ),
      message: z
        .string({ error: messages.messageRequired })
        .check(
          z.trim(),
          z.minLength(1, messages.messageRequired),
          z.minLength(messageMinLength, messages.messageLength),
          z.maxLength(messageMaxLength, messages.messageLength),
        ),
    })
    .check(
      z.refine(
        (input) => !topicNeedsAppliance(input.topic) || blankToUndefined(input.applianceType) !== undefined,
        {
          path: ["applianceType"],
          error: messages.applianceRequired,
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
