import { consentEcho } from "~/modules/notify/updates-consent";

/**
 * The booking form's options, field order and shapes: everything the page needs before it loads the schema
 * (booking.schema.ts), which it only fetches once the visitor starts filling in the form.
 */
export const bookingAppliances = [
  { value: "tv", label: "TV" },
  { value: "ac", label: "Air Conditioner" },
  { value: "refrigerator", label: "Refrigerator" },
  { value: "washing-machine", label: "Washing Machine" },
  { value: "air-cooler", label: "Air Cooler" },
  { value: "water-heater", label: "Water Heater" },
  { value: "fan", label: "Fan" },
  { value: "microwave", label: "Microwave Oven" },
] as const;

export const bookingBrands = [
  { value: "samsung", label: "Samsung" },
  { value: "lg", label: "LG" },
  { value: "whirlpool", label: "Whirlpool" },
  { value: "godrej", label: "Godrej" },
  { value: "voltas", label: "Voltas" },
  { value: "bluestar", label: "Blue Star" },
  { value: "daikin", label: "Daikin" },
  { value: "other", label: "Other" },
] as const;

type OptionValues<T extends readonly { value: string }[]> = { [K in keyof T]: T[K]["value"] };

/** The values of an option list, as a tuple zod's enum accepts. */
export function optionValues<const T extends readonly { value: string }[]>(options: T): OptionValues<T> {
  return options.map((option) => option.value) as unknown as OptionValues<T>;
}

/** The form's fields in the order they appear, so the first invalid one can take focus. */
export const bookingFields = [
  "name",
  "phone",
  "email",
  "appliance",
  "brand",
  "issue",
  "date",
  "slot",
  "address",
  "pincode",
  "updates",
  "agreeTerms",
] as const;

export type BookingField = (typeof bookingFields)[number];

export type BookingErrors = Partial<Record<BookingField, string>>;

export type BookingFormValues = Partial<Record<BookingField, string>>;

/** The posted booking fields echoed back to the form, each cut to 1000 characters; other fields are left out. */
export function bookingFormValues(input: Record<string, unknown>): BookingFormValues {
  const values: BookingFormValues = {};
  for (const name of bookingFields) {
    const value = input[name];
    if (typeof value === "string") values[name] = value.slice(0, 1000);
  }
  // An unticked box posts nothing: say so, or the form would tick it again.
  values.updates = consentEcho(input.updates);
  return values;
}

/** The /track-service lookup fields, in the order the form shows them. */
export const trackFields = ["reference", "phone"] as const;

/** The reschedule form's own fields (the lookup pair rides along hidden). */
export const rescheduleFields = ["date", "slot"] as const;
