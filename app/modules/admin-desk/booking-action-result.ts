import type { FieldErrors } from "~/components/form/field-errors";

/** Every field a booking's next-step forms send. */
export const bookingActionFields = [
  "intent",
  "technicianId",
  "labour",
  "pay",
  "notes",
  "reason",
  "date",
  "slot",
] as const;

export type BookingActionField = (typeof bookingActionFields)[number];

/** What a booking's next-step form gets back: a notice, or a refusal with its field errors. */
export type BookingActionResult = {
  intent: string;
  notice?: string;
  message?: string;
  errors?: FieldErrors<BookingActionField>;
  /** What was typed, so a refused form keeps it. */
  values?: Record<string, string>;
};

const keptFields = ["labour", "pay", "notes", "reason", "date"] as const;

/** The typed values a refused form shows again. */
export function keptValues(raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(keptFields.flatMap((field) => (raw[field] ? [[field, raw[field]]] : [])));
}

/** The form's text fields, each cut to 2,000 characters; the optional texts default to empty. */
export function bookingActionValues(form: FormData): Record<string, string> {
  const raw: Record<string, string> = { notes: "" };
  for (const [key, value] of form) if (typeof value === "string") raw[key] = value.slice(0, 2000);
  return raw;
}
