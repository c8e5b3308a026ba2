/**
 * The contact form's options, limits and shapes: everything the page needs before it loads the schema
 * (contact.schema.ts), which it only fetches once the visitor starts filling in the form.
 */

import type { FieldErrors } from "~/components/form/field-errors";

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

/** The values of an option list, as a tuple zod's enum accepts. */
export function optionValues<const T extends readonly { value: string }[]>(options: T): OptionValues<T> {
  return options.map((option) => option.value) as unknown as OptionValues<T>;
}

/** Topics about a particular appliance: for these the appliance type is asked for and required. */
export function topicNeedsAppliance(topic: unknown): boolean {
  return topic === "service" || topic === "installation";
}

/** E-mail and contact-form messages are answered within this many hours (contact page). */
export const emailReplyHours = 24;

/** Contact form limits (spec section 9): name 2-60 characters, phone 10-15 digits, message 20-600. */
export const nameMinLength = 2;
export const nameMaxLength = 60;
export const phoneMinDigits = 10;
export const phoneMaxDigits = 15;
export const messageMinLength = 20;
export const messageMaxLength = 600;

/** What the counter under the message shows: 'N/600', flagged once N is past the limit. */
export function messageCounter(message: string): { text: string; over: boolean } {
  const length = message.length;
  return { text: `${length}/${messageMaxLength}`, over: length > messageMaxLength };
}

/** The form's fields in the order they appear, so the first invalid one can take focus. */
export const contactFields = [
  "name",
  "phone",
  "email",
  "topic",
  "applianceType",
  "brand",
  "preferredDate",
  "message",
] as const;

export type ContactField = (typeof contactFields)[number];

export type ContactErrors = FieldErrors<ContactField>;

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
