import { z } from "zod";

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

const applianceValues = bookingAppliances.map((option) => option.value) as unknown as OptionValues<
  typeof bookingAppliances
>;
const brandValues = bookingBrands.map((option) => option.value) as unknown as OptionValues<
  typeof bookingBrands
>;

/** Today's date in India as YYYY-MM-DD, whatever the time zone of the machine running this. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const indianMobile = /^(?:\+91|0)?[6-9]\d{9}$/;

/** One booking request from the home page's 'Book a Service' form. Works on Object.fromEntries(formData). */
export const bookingSchema = z.object({
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
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine((value) => indianMobile.test(value), {
      error: "Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.",
    })
    .transform((value) => value.slice(-10)),
  appliance: z.enum(applianceValues, { error: "Please select an appliance." }),
  brand: z.enum(brandValues, { error: "Please select a brand." }),
  issue: z
    .string({ error: "Please describe the issue." })
    .trim()
    .min(1, "Please describe the issue.")
    .max(1000, "Please keep the description under 1000 characters."),
  date: z
    .string({ error: "Please choose a preferred date." })
    .min(1, "Please choose a preferred date.")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a valid date.")
    .refine((value) => value >= todayInIndia(), { error: "The date cannot be earlier than today." }),
  agreeTerms: z.preprocess(
    (value) => value === "on" || value === "true" || value === true,
    z.literal(true, { error: "You must agree to the terms and conditions." }),
  ),
});

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
export type BookingField = keyof Booking;

/** The form's fields in the order they appear, so the first invalid one can take focus. */
export const bookingFields: BookingField[] = [
  "name",
  "phone",
  "appliance",
  "brand",
  "issue",
  "date",
  "agreeTerms",
];

export type BookingErrors = Partial<Record<BookingField, string>>;

/** The first message for each invalid field, or null when the booking is valid. */
export function bookingErrors(input: unknown): BookingErrors | null {
  const result = bookingSchema.safeParse(input);
  if (result.success) return null;
  const errors: BookingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
