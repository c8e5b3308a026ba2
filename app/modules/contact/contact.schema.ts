import { z } from "zod";

export const contactTopics = [
  { value: "sales", label: "Sales & product enquiry" },
  { value: "service", label: "Service or repair" },
  { value: "installation", label: "Installation" },
  { value: "warranty", label: "Warranty claim" },
  { value: "other", label: "Something else" },
] as const;

export const contactAppliances = [
  { value: "tv", label: "TV" },
  { value: "fan", label: "Fan" },
  { value: "refrigerator", label: "Refrigerator" },
  { value: "ac", label: "Air Conditioner" },
  { value: "washing-machine", label: "Washing Machine" },
  { value: "air-cooler", label: "Air Cooler" },
  { value: "water-heater", label: "Water Heater" },
] as const;

export const contactBrands = [
  { value: "godrej", label: "Godrej" },
  { value: "panasonic", label: "Panasonic" },
  { value: "bosch", label: "Bosch" },
  { value: "siemens", label: "Siemens" },
  { value: "liebherr", label: "Liebherr" },
  { value: "v-guard", label: "V-Guard" },
  { value: "other", label: "Other" },
] as const;

type OptionValues<T extends readonly { value: string }[]> = { [K in keyof T]: T[K]["value"] };

function values<const T extends readonly { value: string }[]>(options: T): OptionValues<T> {
  return options.map((option) => option.value) as unknown as OptionValues<T>;
}

export type ContactTopic = (typeof contactTopics)[number]["value"];

/** Topics about a particular appliance: for these the appliance type is asked for and required. */
export function topicNeedsAppliance(topic: unknown): boolean {
  return topic === "service" || topic === "installation";
}

export const messageMinLength = 20;
export const messageMaxLength = 600;

/** What the counter under the message shows: 'N/600', flagged once N is past the limit. */
export function messageCounter(message: string): { text: string; over: boolean } {
  const length = message.length;
  return { text: `${length}/${messageMaxLength}`, over: length > messageMaxLength };
}

/** A trimmed string; an empty or blank value (an unfilled optional field) becomes undefined. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function isCalendarDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * One message from the contact form, with the messages of the specification. Used on the page before
 * submitting and by the action on Object.fromEntries(formData).
 */
export const contactSchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .min(2, "Name must be between 2-60 characters.")
      .max(60, "Name must be between 2-60 characters."),
    phone: z
      .string({ error: "Phone number is required" })
      .trim()
      .min(1, "Phone number is required")
      // spaces, dashes, brackets and a leading + are how people write numbers; the digits are what count
      .transform((value) => value.replace(/[\s\-().]/g, "").replace(/^\+/, ""))
      .refine((value) => /^\d{10,15}$/.test(value), {
        error: "Please enter a valid phone number (10-15 digits).",
      }),
    email: z.preprocess(
      blankToUndefined,
      z.email({ error: "Please enter a valid email address." }).max(254).optional(),
    ),
    topic: z.enum(values(contactTopics), { error: "Please select a topic." }),
    applianceType: z.preprocess(
      blankToUndefined,
      z.enum(values(contactAppliances), { error: "Please select an appliance type." }).optional(),
    ),
    brand: z.preprocess(
      blankToUndefined,
      z.enum(values(contactBrands), { error: "Please select a brand from the list." }).optional(),
    ),
    preferredDate: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid date.")
        .refine(isCalendarDate, "Please enter a valid date.")
        .optional(),
    ),
    message: z
      .string({ error: "Please enter your message" })
      .trim()
      .min(1, "Please enter your message")
      .min(messageMinLength, "Message must be between 20-600 characters.")
      .max(messageMaxLength, "Message must be between 20-600 characters."),
  })
  .refine(
    (input) => !topicNeedsAppliance(input.topic) || blankToUndefined(input.applianceType) !== undefined,
    {
      path: ["applianceType"],
      error: "Please select an appliance type.",
      // also when other fields are wrong, so every message shows at once
      when: (payload) => {
        const input = payload.value as { applianceType?: unknown } | undefined;
        return (
          typeof input === "object" && input !== null && blankToUndefined(input.applianceType) === undefined
        );
      },
    },
  )
  .transform((input) => ({
    ...input,
    applianceType: topicNeedsAppliance(input.topic) ? input.applianceType : undefined,
  }));

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessageInput;

/** The form's fields in the order they appear, so the first invalid one can take focus. */
export const contactFields: ContactField[] = [
  "name",
  "phone",
  "email",
  "topic",
  "applianceType",
  "brand",
  "preferredDate",
  "message",
];

export type ContactErrors = Partial<Record<ContactField, string>>;

export type ContactValidation =
  { success: true; data: ContactMessageInput } | { success: false; errors: ContactErrors };

/** Parses the form's values; on failure, the first message for each invalid field. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && contactFields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}

/** The text fields the form sends back when it is shown again with errors (never the honeypot). */
export type ContactValues = Partial<Record<ContactField, string>>;

export function contactValues(input: Record<string, unknown>): ContactValues {
  const values: ContactValues = {};
  for (const field of contactFields) {
    const value = input[field];
    if (typeof value === "string") values[field] = value.slice(0, 2000);
  }
  return values;
}

/** What the contact action answers: the page shows the confirmation, the field errors or the refusal. */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: ContactValues }
  | { status: "limited"; message: string; values: ContactValues };
