/** The brand form of the back office; safe for the browser. */
import { z } from "zod";

import { parseFields, type FieldErrors, type FieldsParsed } from "~/components/form/field-errors";

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
const brandNameMinLength = 2;
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

export const brandFormFields = [
  "name",
  "description",
  "descriptionTa",
  "logo",
  "isPartner",
  "position",
] as const;
export type BrandFormField = (typeof brandFormFields)[number];
export type BrandFormErrors = FieldErrors<BrandFormField>;

export type BrandFormValues = {
  name: string;
  description: string;
  /** The description on Tamil pages; blank shows the English one there. */
  descriptionTa: string;
  logo: string;
  isPartner: boolean;
  position: string;
};

/** The form's fields from its values (`Object.fromEntries` of the FormData): the browser's and the action's. */
function brandValuesFrom(input: Record<string, unknown>): BrandFormValues {
  const text = (name: string) => {
    const value = input[name];
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    description: text("description"),
    descriptionTa: text("descriptionTa"),
    logo: text("logo"),
    isPartner: input.isPartner === "on",
    position: text("position"),
  };
}

export function readBrandForm(formData: FormData): BrandFormValues {
  // a repeated field counts with its first value, as FormData.get gives it
  return brandValuesFrom(Object.fromEntries([...formData.keys()].map((name) => [name, formData.get(name)])));
}

/** A saved brand as the form shows it. */
export function brandFormValues(brand: {
  name: string;
  description: string | null;
  descriptionTa: string | null;
  logo: string;
  isPartner: boolean;
  position: number;
}): BrandFormValues {
  return {
    name: brand.name,
    description: brand.description ?? "",
    descriptionTa: brand.descriptionTa ?? "",
    logo: brand.logo,
    isPartner: brand.isPartner,
    position: String(brand.position),
  };
}

/** A brand not yet saved. */
export const emptyBrandValues: BrandFormValues = {
  name: "",
  description: "",
  descriptionTa: "",
  logo: "",
  isPartner: false,
  position: "0",
};

const descriptionField = z
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
  .transform((value) => (value === "" ? null : value));

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
  description: descriptionField,
  descriptionTa: descriptionField,
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

export function validateBrandForm(values: BrandFormValues): FieldsParsed<BrandInput, BrandFormField> {
  return parseFields(brandFormSchema, values, brandFormFields);
}

/** The browser's check before sending: the messages, or null when the form may be sent. */
export function brandFormErrors(input: Record<string, unknown>): BrandFormErrors | null {
  const result = validateBrandForm(brandValuesFrom(input));
  return result.success ? null : result.errors;
}
