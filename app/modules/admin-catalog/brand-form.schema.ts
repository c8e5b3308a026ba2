/** The brand form of the back office; safe for the browser. */
import { z } from "zod";

import { parseFields, type FieldErrors, type FieldsParsed } from "~/components/form/field-errors";
import { gstinProblem, type GstinProblem } from "~/lib/gstin";

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
  "legalName",
  "gstin",
  "billingAddress",
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
  /** Who warranty claims are invoiced to (decision 054): all three, or none. */
  legalName: string;
  gstin: string;
  billingAddress: string;
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
    legalName: text("legalName"),
    gstin: text("gstin"),
    billingAddress: text("billingAddress"),
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
  legalName: string | null;
  gstin: string | null;
  billingAddress: string | null;
}): BrandFormValues {
  return {
    name: brand.name,
    description: brand.description ?? "",
    descriptionTa: brand.descriptionTa ?? "",
    logo: brand.logo,
    isPartner: brand.isPartner,
    position: String(brand.position),
    legalName: brand.legalName ?? "",
    gstin: brand.gstin ?? "",
    billingAddress: brand.billingAddress ?? "",
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
  legalName: "",
  gstin: "",
  billingAddress: "",
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

const brandFieldsSchema = z.object({
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

const gstinMessages: Record<GstinProblem, string> = {
  format: "A GSTIN has 15 characters, like 33AAACL1234M1Z5.",
  stateCode: "The GSTIN's first two digits are not a state's GST code.",
  checkDigit: "This GSTIN's last character does not match: please check it against the brand's invoice.",
};

/** The brand's billing fields: each trimmed, blank as null; checked together by `billingProblems`. */
const billingText = (max: number, message: string) =>
  z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().max(max, message))
    .transform((value) => (value === "" ? null : value));

/** What is wrong with the billing fields as a whole: all three are given, or none. */
function billingProblems(form: {
  legalName: string | null;
  gstin: string | null;
  billingAddress: string | null;
}): [BrandFormField, string][] {
  const given = [form.legalName, form.gstin, form.billingAddress].filter((value) => value !== null);
  if (given.length === 0) return [];
  const problems: [BrandFormField, string][] = [];
  if (form.legalName === null || form.legalName.length < 3)
    problems.push(["legalName", "Enter the brand's legal name as its GST registration has it."]);
  if (form.gstin === null) problems.push(["gstin", "Enter the GSTIN we invoice the brand's claims to."]);
  else {
    const problem = gstinProblem(form.gstin);
    if (problem) problems.push(["gstin", gstinMessages[problem]]);
  }
  if (form.billingAddress === null || form.billingAddress.length < 10)
    problems.push(["billingAddress", "Enter the address of that GST registration, with its PIN code."]);
  return problems;
}

export const brandFormSchema = brandFieldsSchema
  .extend({
    legalName: billingText(120, "A legal name can have at most 120 characters."),
    gstin: z
      .string()
      .transform((value) => value.replace(/\s/g, "").toUpperCase())
      .pipe(z.string().max(15, "A GSTIN has 15 characters, like 33AAACL1234M1Z5."))
      .transform((value) => (value === "" ? null : value)),
    billingAddress: billingText(300, "The address can have at most 300 characters."),
  })
  .superRefine((form, ctx) => {
    for (const [field, message] of billingProblems(form))
      ctx.addIssue({ code: "custom", path: [field], message });
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
