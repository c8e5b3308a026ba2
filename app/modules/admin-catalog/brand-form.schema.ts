/** The brand form of the back office; safe for the browser. */
import { z } from "zod";

/** The logo drawings shipped in public/images/brands (brand-logos.test.ts keeps the list in step). */
export const brandLogoFiles = [
  "bajaj",
  "blue-star",
  "crompton",
  "daikin",
  "godrej",
  "haier",
  "havells",
  "hitachi",
  "lg",
  "panasonic",
  "samsung",
  "voltas",
  "whirlpool",
].map((name) => `/images/brands/${name}.svg`);

/** A brand's name: 2 to 60 characters (the slug made from it is cut to the same length). */
export const brandNameMinLength = 2;
export const brandNameMaxLength = 60;
/** A brand's description, at most this long. */
export const brandDescriptionMaxLength = 600;

/** 'Blue Star' -> 'blue-star', 'Crompton & Co.' -> 'crompton-co'. */
export function brandSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, brandNameMaxLength);
}

export const brandFormFields = ["name", "description", "logo", "isPartner", "position"] as const;
export type BrandFormField = (typeof brandFormFields)[number];
export type BrandFormErrors = Partial<Record<BrandFormField, string>>;

export type BrandFormValues = {
  name: string;
  description: string;
  logo: string;
  isPartner: boolean;
  position: string;
};

export function readBrandForm(formData: FormData): BrandFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    description: text("description"),
    logo: text("logo"),
    isPartner: formData.get("isPartner") === "on",
    position: text("position"),
  };
}

export const brandFormSchema = z.object({
  name: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(brandNameMinLength, `Enter a brand name of at least ${brandNameMinLength} characters.`)
        .max(brandNameMaxLength, `A brand name can have at most ${brandNameMaxLength} characters.`)
        .refine((value) => brandSlug(value) !== "", "The name needs at least one letter or digit."),
    ),
  description: z
    .string()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(
          brandDescriptionMaxLength,
          `The description can have at most ${brandDescriptionMaxLength} characters.`,
        ),
    )
    .transform((value) => (value === "" ? null : value)),
  // The server also checks it is one of brandLogoFiles or the brand's current logo.
  logo: z.string().regex(/^\/images\/brands\/[a-z0-9-]+\.svg$/, "Choose a logo from the list."),
  isPartner: z.boolean(),
  position: z
    .string()
    .transform((value) => (value.trim() === "" ? "0" : value.trim()))
    .pipe(z.string().regex(/^\d{1,3}$/, "Position must be a whole number from 0 to 999."))
    .transform(Number),
});

export type BrandInput = z.output<typeof brandFormSchema>;

export function validateBrandForm(
  values: BrandFormValues,
): { success: true; data: BrandInput } | { success: false; errors: BrandFormErrors } {
  const result = brandFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: BrandFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BrandFormField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
