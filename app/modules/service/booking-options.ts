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
  "appliance",
  "brand",
  "issue",
  "date",
  "slot",
  "address",
  "pincode",
  "agreeTerms",
] as const;

export type BookingField = (typeof bookingFields)[number];

export type BookingErrors = Partial<Record<BookingField, string>>;
