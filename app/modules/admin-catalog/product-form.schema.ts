/**
 * The product form of the back office: one zod schema for the page (before sending) and the action. Safe
 * for the browser: no database, no server-only imports.
 */
import { parseRupees as parseRupeesTyped } from "~/lib/money";
import { z } from "zod";

import { installationNeeds, makerRoles, netQuantityUnits } from "../../../db/enums";
import { todayInIndia } from "~/lib/india-time";
import { originCountries } from "~/modules/catalog/product-declarations";
import { parseFields, type FieldErrors, type FieldsParsed } from "~/components/form/field-errors";

import { formText } from "~/lib/form-text";
import { effectiveUnitPricePaise, formatRupees } from "~/lib/money";

import { gstRates, hsnPattern } from "~/lib/tax-codes";

/** The categories a product can be filed under. */
export const productCategories = [
  { slug: "tv", name: "TVs" },
  { slug: "ac", name: "Air Conditioners" },
  { slug: "washing-machine", name: "Washing Machines" },
  { slug: "refrigerator", name: "Refrigerators" },
  { slug: "fan", name: "Fans" },
] as const;

export const maxStock = 100_000;
/** At or below this many in stock, the products list marks a product as low on stock. */
export const lowStockLevel = 3;
/** ₹1 crore: far above any appliance, well inside a PostgreSQL integer of paise. */
const maxRupees = 10_000_000;
const maxListItems = 30;
const maxSpecRows = 40;

export const productFormFields = [
  "title",
  "brandSlug",
  "category",
  "mrp",
  "price",
  "rating",
  "reviewsCount",
  "description",
  "features",
  "featuresTa",
  "tags",
  "specs",
  "capacity",
  "gtin",
  "energyRating",
  "stock",
  "hidden",
  "installation",
  "installationCharge",
  "warrantyMonths",
  "warrantyNote",
  "hsnCode",
  "gstRate",
  "makerRole",
  "makerName",
  "makerAddress",
  "countryOfOrigin",
  "netQuantity",
  "netQuantityUnit",
  "consumerCare",
  "madeIn",
] as const;

/** The longest manufacturer warranty the editor takes (20 years), as the database allows. */
export const maxWarrantyMonths = 240;

export type ProductFormField = (typeof productFormFields)[number];
export type ProductFormErrors = FieldErrors<ProductFormField>;

/** What the form sends, as text: what the page shows again after a refused save. */
export type ProductFormValues = {
  title: string;
  brandSlug: string;
  category: string;
  mrp: string;
  price: string;
  rating: string;
  reviewsCount: string;
  description: string;
  features: string[];
  /** The highlights in Tamil, for Tamil pages; none means the English ones are shown there. */
  featuresTa: string[];
  tags: string[];
  specs: { label: string; value: string; labelTa: string }[];
  capacity: string;
  /** The barcode number on the box; blank when not known. */
  gtin: string;
  energyRating: string;
  stock: string;
  hidden: boolean;
  installation: string;
  /** Rupees; blank or 0 when the installation is free. */
  installationCharge: string;
  warrantyMonths: string;
  warrantyNote: string;
  /** Blank for the category's HSN code. */
  hsnCode: string;
  gstRate: string;
  /** The Legal Metrology declarations (decision 037). */
  makerRole: string;
  makerName: string;
  makerAddress: string;
  countryOfOrigin: string;
  /** Blank for 1. */
  netQuantity: string;
  netQuantityUnit: string;
  consumerCare: string;
  /** "2026-08", or blank when not known. */
  madeIn: string;
};

function texts(formData: FormData, name: string): string[] {
  return formData.getAll(name).map((value) => (typeof value === "string" ? value : ""));
}

/** The form's fields from a submission; repeated fields (features, tags, spec rows) become lists. */
export function readProductForm(formData: FormData): ProductFormValues {
  const labels = texts(formData, "specLabel");
  const values = texts(formData, "specValue");
  const tamilLabels = texts(formData, "specLabelTa");
  return {
    title: formText(formData, "title"),
    brandSlug: formText(formData, "brandSlug"),
    category: formText(formData, "category"),
    mrp: formText(formData, "mrp"),
    price: formText(formData, "price"),
    rating: formText(formData, "rating"),
    reviewsCount: formText(formData, "reviewsCount"),
    description: formText(formData, "description"),
    features: texts(formData, "features"),
    featuresTa: texts(formData, "featuresTa"),
    tags: texts(formData, "tags"),
    specs: labels.map((label, index) => ({
      label,
      value: values[index] ?? "",
      labelTa: tamilLabels[index] ?? "",
    })),
    capacity: formText(formData, "capacity"),
    gtin: formText(formData, "gtin"),
    energyRating: formText(formData, "energyRating"),
    stock: formText(formData, "stock"),
    hidden: formData.get("hidden") === "on" || formData.get("hidden") === "true",
    installation: formText(formData, "installation"),
    installationCharge: formText(formData, "installationCharge"),
    warrantyMonths: formText(formData, "warrantyMonths"),
    warrantyNote: formText(formData, "warrantyNote"),
    hsnCode: formText(formData, "hsnCode"),
    gstRate: formText(formData, "gstRate"),
    makerRole: formText(formData, "makerRole"),
    makerName: formText(formData, "makerName"),
    makerAddress: formText(formData, "makerAddress"),
    countryOfOrigin: formText(formData, "countryOfOrigin"),
    netQuantity: formText(formData, "netQuantity"),
    netQuantityUnit: formText(formData, "netQuantityUnit"),
    consumerCare: formText(formData, "consumerCare"),
    madeIn: formText(formData, "madeIn"),
  };
}

/** Rupees as staff type them, in paise; null when it is not an amount or above the catalogue's limit. */
export function parseRupees(value: string): number | null {
  return parseRupeesTyped(value, maxRupees * 100);
}

export type DerivedPrice = {
  /** What the shop charges: always the effective unit price of MRP and discount. */
  pricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
  /** The selling price staff asked for. */
  askedPaise: number;
};

/**
 * The stored price from the MRP and the selling price staff want: the discount is the markdown in whole
 * percent, and the price is what that discount gives (effectiveUnitPricePaise), so every page shows the
 * same figure. It can differ from the asked price by the rounding of the percent and of the rupee.
 */
export function derivePrice(mrpPaise: number | null, askedPaise: number): DerivedPrice {
  if (mrpPaise === null || mrpPaise <= askedPaise) {
    return { pricePaise: askedPaise, mrpPaise, discountPct: 0, askedPaise };
  }
  const discountPct = Math.round(((mrpPaise - askedPaise) * 100) / mrpPaise);
  const pricePaise = effectiveUnitPricePaise({ pricePaise: askedPaise, mrpPaise, discountPct });
  return { pricePaise, mrpPaise, discountPct, askedPaise };
}

/** One line for staff: the price the shop will show, and why it differs from what they typed. */
export function describePrice(price: DerivedPrice): { summary: string; rounding: string | null } {
  const summary =
    price.discountPct > 0 && price.mrpPaise !== null
      ? `Shop price ${formatRupees(price.pricePaise)}: ${price.discountPct}% off the MRP of ${formatRupees(price.mrpPaise)}.`
      : `Shop price ${formatRupees(price.pricePaise)}, no discount shown.`;
  if (price.pricePaise === price.askedPaise) return { summary, rounding: null };
  const rounding =
    price.discountPct === 0
      ? `You entered ${formatRupees(price.askedPaise)}, less than 0.5% below the MRP: the shop shows discounts in whole percent, so the price is the MRP.`
      : `You entered ${formatRupees(price.askedPaise)}. The shop shows discounts in whole percent and prices in whole rupees, so ${price.discountPct}% off the MRP gives ${formatRupees(price.pricePaise)}.`;
  return { summary, rounding };
}

const trimmed = (max: number, label: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`));

const listOf = (max: number, label: string, itemMax: number) =>
  z
    .array(z.string())
    .transform((items) => [...new Set(items.map((item) => item.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(itemMax, `Each entry in ${label} must be at most ${itemMax} characters.`))
        .max(max, `${label} can have at most ${max} entries.`),
    );

function wholeNumber(value: string, min: number, max: number): number | null {
  const cleaned = value.trim().replace(/,/g, "");
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  const number = Number(cleaned);
  return number >= min && number <= max ? number : null;
}

/** The stock figure alone: the inline stock form of the products list uses it too. */
export const stockSchema = z
  .string({ error: "Enter the stock as a whole number." })
  .transform((value, ctx) => {
    const stock = wholeNumber(value, 0, maxStock);
    if (stock === null) {
      ctx.addIssue({
        code: "custom",
        message: `Stock must be a whole number from 0 to ${maxStock.toLocaleString("en-IN")}.`,
      });
      return z.NEVER;
    }
    return stock;
  });

const categorySlugs = productCategories.map((category) => category.slug) as [string, ...string[]];

/** A text field holding a number: blank gives `blank`, anything else must be in range or fails. */
const numberField = <Blank extends number | null>(
  blank: Blank,
  read: (value: string) => number | null,
  message: string,
) =>
  z.string().transform((value, ctx): number | Blank => {
    if (value.trim() === "") return blank;
    const number = read(value.trim());
    if (number === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return number;
  });

const gtinLengthMessage = "Enter the barcode number (GTIN) of 8, 12, 13 or 14 digits, or leave it blank.";

/** GS1's check digit: from the right, digits weighted 3, 1, 3, 1…, the total with the check digit a multiple of 10. */
function hasValidCheckDigit(gtin: string): boolean {
  const digits = [...gtin].reverse().map(Number);
  const sum = digits.slice(1).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[0];
}

/** Every field that stands alone. */
const fieldsSchema = z.object({
  title: trimmed(200, "Title").pipe(z.string().min(3, "Enter a title of at least 3 characters.")),
  brandSlug: z.string().min(1, "Choose a brand."),
  category: z.enum(categorySlugs, { error: "Choose a category." }),
  rating: numberField(
    0,
    (value) => (/^\d(\.\d)?$/.test(value) && Number(value) <= 5 ? Number(value) : null),
    "Rating must be from 0 to 5, with at most one decimal (e.g. 4.3).",
  ),
  reviewsCount: numberField(
    0,
    (value) => wholeNumber(value, 0, 10_000_000),
    "Reviews must be a whole number, 0 or more.",
  ),
  description: trimmed(5000, "Description").transform((value) => (value === "" ? null : value)),
  features: listOf(maxListItems, "Features", 200),
  featuresTa: listOf(maxListItems, "Features in Tamil", 200),
  tags: listOf(maxListItems, "Tags", 40),
  specs: z
    .array(z.object({ label: z.string(), value: z.string(), labelTa: z.string() }))
    .transform((rows, ctx) => {
      const specs = rows
        .map((row) => ({ label: row.label.trim(), value: row.value.trim(), labelTa: row.labelTa.trim() }))
        .filter((row) => row.label !== "" || row.value !== "" || row.labelTa !== "");
      let message: string | null = null;
      if (specs.some((row) => row.label === "" || row.value === "")) {
        message = "Give every specification both a label and a value (or clear the row).";
      } else if (specs.length > maxSpecRows) {
        message = `At most ${maxSpecRows} specifications.`;
      } else if (
        specs.some((row) => row.label.length > 80 || row.labelTa.length > 80 || row.value.length > 300)
      ) {
        message = "Labels can have at most 80 characters and values 300.";
      }
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      // a row without a Tamil label stores none: Tamil pages show the English one
      return specs.map(({ labelTa, ...row }) => (labelTa ? { ...row, labelTa } : row));
    }),
  capacity: trimmed(60, "Capacity").transform((value) => (value === "" ? null : value)),
  gtin: z.string().transform((value, ctx) => {
    const digits = value.replace(/[\s-]/g, "");
    if (digits === "") return null;
    if (!/^(\d{8}|\d{12,14})$/.test(digits)) {
      ctx.addIssue({ code: "custom", message: gtinLengthMessage });
      return z.NEVER;
    }
    if (!hasValidCheckDigit(digits)) {
      ctx.addIssue({
        code: "custom",
        message: "That barcode number's last digit does not match: check it on the box.",
      });
      return z.NEVER;
    }
    return digits;
  }),
  energyRating: numberField(
    null,
    (value) => wholeNumber(value, 1, 5),
    "Choose an energy rating from 1 to 5 stars, or none.",
  ),
  stock: stockSchema,
  hidden: z.boolean(),
  installation: z.enum(installationNeeds, { error: "Choose None, Installation or Demo." }),
  installationCharge: numberField(
    0,
    (value) => {
      const cleaned = value.replace(/[₹,\s]/g, "");
      if (/^0+(\.0{1,2})?$/.test(cleaned)) return 0;
      const paise = parseRupees(value);
      return paise !== null && paise <= 100_000_00 ? paise : null;
    },
    "Enter the installation charge in rupees (0 for free), up to ₹1,00,000.",
  ),
  warrantyMonths: numberField(
    12,
    (value) => wholeNumber(value, 0, maxWarrantyMonths),
    `Warranty must be a whole number of months from 0 to ${maxWarrantyMonths}.`,
  ),
  warrantyNote: trimmed(120, "Warranty note").transform((value) => (value === "" ? null : value)),
  /** Null: the category's code (gst/tax-codes.ts). Spaces and dots as in "8418 10" or "8418.10" are dropped. */
  hsnCode: z
    .string()
    .transform((value) => value.replace(/[\s.]/g, ""))
    .pipe(
      z.union([
        z.literal(""),
        z.string().regex(hsnPattern, "Enter the HSN code: 4, 6 or 8 digits, e.g. 841810."),
      ]),
    )
    .transform((value) => (value === "" ? null : value)),
  gstRate: z
    .enum(
      gstRates.map(String) as [string, ...string[]],
      `Choose a GST rate: ${gstRates.map((rate) => `${rate}%`).join(", ")}.`,
    )
    .transform(Number),
  makerRole: z.enum(makerRoles, {
    error: "Choose whom the declarations name: manufacturer, packer or importer.",
  }),
  makerName: trimmed(120, "The maker's name").pipe(
    z.string().min(2, "Enter the manufacturer's, packer's or importer's name, as on the box."),
  ),
  makerAddress: trimmed(300, "The maker's address").pipe(
    z.string().min(10, "Enter their full address, as on the box, with the pincode."),
  ),
  countryOfOrigin: z.enum(originCountries, { error: "Choose the country of origin." }),
  netQuantity: numberField(
    1,
    (value) => wholeNumber(value, 1, 10_000),
    "Net quantity must be a whole number from 1 (blank for 1).",
  ),
  netQuantityUnit: z.enum(netQuantityUnits, { error: "Choose the unit of the net quantity." }),
  consumerCare: trimmed(200, "Consumer care").pipe(
    z.string().min(6, "Enter the consumer-care phone number or e-mail address, as on the box."),
  ),
  madeIn: z.string().transform((value, ctx) => {
    const month = value.trim();
    if (month === "") return null;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < "2000-01" || month > todayInIndia().slice(0, 7)) {
      ctx.addIssue({
        code: "custom",
        message: "Choose the month and year of manufacture or import, not after this month.",
      });
      return z.NEVER;
    }
    return month;
  }),
});

/** MRP and selling price together: the stored price and discount are derived from both. */
const priceSchema = z
  .object({ mrp: z.string(), price: z.string() })
  .transform(({ mrp, price }, ctx): { pricing: DerivedPrice } => {
    const fail = (path: "mrp" | "price", message: string) => {
      ctx.addIssue({ code: "custom", path: [path], message });
      return z.NEVER;
    };
    const mrpPaise = mrp.trim() === "" ? null : parseRupees(mrp);
    const askedPaise = parseRupees(price);
    if (mrp.trim() !== "" && mrpPaise === null) fail("mrp", "Enter the MRP in rupees, e.g. 47900.");
    if (price.trim() === "") return fail("price", "Enter the selling price in rupees.");
    if (askedPaise === null) return fail("price", "Enter the selling price in rupees, e.g. 32093.");
    if (mrp.trim() !== "" && mrpPaise === null) return z.NEVER;
    if (mrpPaise !== null && askedPaise > mrpPaise) {
      return fail("price", "The selling price cannot be above the MRP.");
    }
    const pricing = derivePrice(mrpPaise, askedPaise);
    if (pricing.discountPct > 95) return fail("price", "The selling price must be at least 5% of the MRP.");
    return { pricing };
  });

/** The whole form: both parts are checked on every submission, so every field's error shows at once. */
export const productFormSchema = z.intersection(fieldsSchema, priceSchema);

export type ProductInput = z.output<typeof productFormSchema>;

export type ProductFormResult = FieldsParsed<ProductInput, ProductFormField>;

/** Checks the submitted values; the first message of each field. */
export function validateProductForm(values: ProductFormValues): ProductFormResult {
  return parseFields(productFormSchema, values, productFormFields);
}

/** The browser's check before sending: the messages, or null when the form may be sent. */
export function productFormErrors(values: ProductFormValues): ProductFormErrors | null {
  const result = validateProductForm(values);
  return result.success ? null : result.errors;
}

/** The products list's inline stock form: the stock figure alone. */
export const stockFormFields = ["stock"] as const;
const stockFormSchema = z.object({ stock: stockSchema });

export function validateStockForm(input: unknown) {
  return parseFields(stockFormSchema, input, stockFormFields);
}

/** The browser's check of the inline stock form: the message, or null when it may be sent. */
export function stockFormErrors(input: Record<string, unknown>): FieldErrors<"stock"> | null {
  const result = validateStockForm(input);
  return result.success ? null : result.errors;
}
