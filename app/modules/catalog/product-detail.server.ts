import { and, asc, eq, inArray, ne } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { InstallationNeed } from "../../../db/enums";
import { brands, products, type SpecRow } from "../../../db/schema";
import { productText } from "~/modules/catalog/texts/en/product";
import type { Locale } from "~/i18n/locale";
import type { TamilOf } from "~/i18n/text";
import { formatWeekday } from "~/lib/india-time";
import { productPageDeliveryDate } from "~/modules/orders/delivery-estimate";

import type { DeclarationRow } from "./product-declarations";
import { declarationRows, declarationsJsonLd } from "./product-declarations.server";
import type { ProductSummary } from "./product.schema";
import { summaryColumns, toProductSummary, visibleProduct } from "./products.server";

/** A specification row as a page shows it: its label in the page's language where staff gave one. */
export type ShownSpecRow = { label: string; value: string; labelInTamil?: true };

/** Everything the product page shows about one product; safe to send to the browser. */
export type ProductDetail = ProductSummary & {
  images: string[];
  description: string | null;
  /** The highlights in the page's language: Tamil where staff wrote them, else English. */
  features: string[];
  featuresInTamil: boolean;
  tags: string[];
  specs: ShownSpecRow[];
  /** The model number (the "Model" specification, whatever the page's language) and the barcode number. */
  model: string | null;
  gtin: string | null;
  installation: InstallationNeed;
  installationChargePaise: number;
  warrantyMonths: number;
  warrantyNote: string | null;
  /** Written in the page's language; null until staff have filled them in. */
  declarations: DeclarationRow[] | null;
  /** Origin and maker for the structured data, in English. */
  maker: ReturnType<typeof declarationsJsonLd>;
};

/** A product as the compare table needs it: the summary plus its specifications. */
export type ComparedProduct = ProductSummary & { specs: SpecRow[] };

/** The largest value of the serial id column (PostgreSQL integer). */
const maxId = 2_147_483_647;

/**
 * The numeric id behind a URL segment or list entry, or null for anything that is not a plain positive
 * whole number in range ('abc', '1.5', '01', '-3', '1e3', '99999999999').
 */
export function parseProductId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= maxId ? id : null;
}

/** Valid ids from a comma list such as '1,5,9', in the order given, without repeats, at most `limit`. */
export function parseProductIdList(value: string | null | undefined, limit: number): number[] {
  const ids: number[] = [];
  for (const part of (value ?? "").slice(0, 2000).split(",")) {
    const id = parseProductId(part.trim());
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length >= limit) break;
  }
  return ids;
}

const detailColumns = {
  ...summaryColumns,
  images: products.images,
  description: products.description,
  features: products.features,
  featuresTa: products.featuresTa,
  tags: products.tags,
  specs: products.specs,
  gtin: products.gtin,
  installation: products.installation,
  installationChargePaise: products.installationChargePaise,
  warrantyMonths: products.warrantyMonths,
  warrantyNote: products.warrantyNote,
  makerRole: products.makerRole,
  makerName: products.makerName,
  makerAddress: products.makerAddress,
  countryOfOrigin: products.countryOfOrigin,
  netQuantity: products.netQuantity,
  netQuantityUnit: products.netQuantityUnit,
  consumerCare: products.consumerCare,
  madeIn: products.madeIn,
};

/**
 * One visible product with its brand, its staff-written texts in the page's language (only those travel to
 * the browser), or null when there is none with that id or it is hidden.
 */
export async function getProduct(
  db: Database,
  id: number,
  locale: Locale = "en",
): Promise<ProductDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(eq(products.id, id), visibleProduct))
    .limit(1);
  if (!row) return null;
  const images = row.images.length > 0 ? row.images : [row.image];
  const tamil = locale === "ta";
  const featuresInTamil = tamil && row.featuresTa.length > 0;
  return {
    ...toProductSummary(row, { name: row.brandName, slug: row.brandSlug }),
    images,
    description: row.description?.trim() ? row.description : null,
    features: featuresInTamil ? row.featuresTa : row.features,
    featuresInTamil,
    tags: row.tags,
    model: row.specs.find((spec) => /^model( number)?$/i.test(spec.label))?.value ?? null,
    gtin: row.gtin,
    specs: row.specs.map(({ label, value, labelTa }) =>
      tamil && labelTa ? { label: labelTa, value, labelInTamil: true as const } : { label, value },
    ),
    installation: row.installation,
    installationChargePaise: row.installationChargePaise,
    warrantyMonths: row.warrantyMonths,
    warrantyNote: row.warrantyNote?.trim() ? row.warrantyNote.trim() : null,
    declarations: declarationRows(row, row.mrpPaise ?? row.pricePaise, locale),
    maker: declarationsJsonLd(row),
  };
}

/** Other visible products of the same category, catalogue order, at most `limit`. */
export async function listRelated(
  db: Database,
  product: { id: string; category: string },
  limit = 4,
): Promise<ProductSummary[]> {
  const rows = await db
    .select(detailColumns)
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(visibleProduct, eq(products.category, product.category), ne(products.id, Number(product.id))))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => toProductSummary(row, { name: row.brandName, slug: row.brandSlug }));
}

/** The visible products with these ids, in the order of the ids; unknown and hidden ids are left out. */
export async function getProductsByIds(db: Database, ids: readonly number[]): Promise<ComparedProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(detailColumns)
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(inArray(products.id, [...ids]), visibleProduct));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...toProductSummary(row, { name: row.brandName, slug: row.brandSlug }), specs: row.specs }];
  });
}

/** Delivery promise on the product page (productPageDeliveryDate), e.g. 'Thu, 10 Dec'. */
export function deliveryByLabel(now: Date = new Date(), locale: Locale = "en"): string {
  return formatWeekday(productPageDeliveryDate(now), locale);
}

/**
 * Accessories carry a 6-month warranty; appliances the product's manufacturer warranty (1 year unless set).
 * Named in `t`'s language.
 */
export function warrantyLabel(
  product: { category: string; tags: readonly string[]; warrantyMonths?: number },
  t: TamilOf<typeof productText> = productText.en,
): string {
  const accessory =
    product.category === "accessories" ||
    product.tags.some((tag) => tag === "accessory" || tag === "accessories");
  if (accessory) return t.accessoryWarranty;
  const months = product.warrantyMonths ?? 12;
  if (months <= 0) return t.noWarranty;
  if (months % 12 !== 0) return t.monthsWarranty(months);
  return t.yearsWarranty(months / 12);
}
