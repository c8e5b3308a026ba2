import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";

import { containsPattern } from "~/lib/like-pattern.server";
import { pageCountFor } from "~/lib/pagination";

import type { Database } from "../../../db/client.server";
import { brands, products, type Product } from "../../../db/schema";
import { refreshSearchText } from "../catalog/search.server";
import type { SignedInStaff } from "../staff/guard.server";
import { recordAudit } from "../staff/audit.server";
import { categoryTax } from "~/lib/tax-codes";
import { maxStock, type ProductInput } from "./product-form.schema";
import type { AdminProductFilters, AdminProductRow } from "./product-list";

const adminProductsPageSize = 50;

export type AdminProductPage = {
  rows: AdminProductRow[];
  total: number;
  page: number;
  pageCount: number;
};

/** The list's filters from its URL; anything unexpected falls back to the default. */
export function parseAdminProductFilters(params: URLSearchParams): AdminProductFilters {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category: (params.get("category") ?? "").slice(0, 40),
    showHidden: params.get("hidden") === "show",
    lowStockFirst: params.get("sort") === "low-stock",
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** Products for the back office: hidden ones too when asked, searched by title or brand name. */
export async function listAdminProducts(
  db: Database,
  filters: AdminProductFilters,
): Promise<AdminProductPage> {
  const conditions: (SQL | undefined)[] = [
    filters.showHidden ? undefined : eq(products.hidden, false),
    filters.category ? eq(products.category, filters.category) : undefined,
  ];
  for (const word of filters.q.split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = containsPattern(word);
    conditions.push(or(ilike(products.title, pattern), ilike(brands.name, pattern)));
  }
  const where = and(...conditions);
  const [totals] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(where);
  const total = totals?.n ?? 0;
  const pageCount = pageCountFor(total, adminProductsPageSize);
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      brand: brands.name,
      category: products.category,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      discountPct: products.discountPct,
      image: products.image,
      stock: products.stock,
      hidden: products.hidden,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(where)
    .orderBy(...(filters.lowStockFirst ? [asc(products.stock), asc(products.id)] : [asc(products.id)]))
    .limit(adminProductsPageSize)
    .offset((page - 1) * adminProductsPageSize);
  return { rows, total, page, pageCount };
}

/** One product as the edit form needs it, hidden or not; null for an unknown id. */
export async function getProductForEdit(db: Database, id: number): Promise<Product | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** What the audit log keeps of a product: every field staff edit (not the search text or timestamps). */
function auditedProduct(product: Product): Record<string, unknown> {
  return {
    title: product.title,
    brandSlug: product.brandSlug,
    category: product.category,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    discountPct: product.discountPct,
    rating: product.rating,
    reviewsCount: product.reviewsCount,
    image: product.image,
    images: product.images,
    description: product.description,
    features: product.features,
    featuresTa: product.featuresTa,
    tags: product.tags,
    specs: product.specs,
    capacity: product.capacity,
    gtin: product.gtin,
    energyRating: product.energyRating,
    stock: product.stock,
    hidden: product.hidden,
    installation: product.installation,
    installationChargePaise: product.installationChargePaise,
    warrantyMonths: product.warrantyMonths,
    warrantyNote: product.warrantyNote,
    hsnCode: product.hsnCode,
    gstRatePct: product.gstRatePct,
    makerRole: product.makerRole,
    makerName: product.makerName,
    makerAddress: product.makerAddress,
    countryOfOrigin: product.countryOfOrigin,
    netQuantity: product.netQuantity,
    netQuantityUnit: product.netQuantityUnit,
    consumerCare: product.consumerCare,
    madeIn: product.madeIn,
  };
}

export type SaveProductResult =
  { ok: true; product: Product } | { ok: false; status: 404 | 422; field?: "brandSlug"; message: string };

function columnsOf(input: ProductInput) {
  return {
    title: input.title,
    brandSlug: input.brandSlug,
    category: input.category,
    pricePaise: input.pricing.pricePaise,
    mrpPaise: input.pricing.mrpPaise,
    discountPct: input.pricing.discountPct,
    rating: input.rating,
    reviewsCount: input.reviewsCount,
    description: input.description,
    features: input.features,
    featuresTa: input.featuresTa,
    tags: input.tags,
    specs: input.specs,
    capacity: input.capacity,
    gtin: input.gtin,
    energyRating: input.energyRating,
    stock: input.stock,
    hidden: input.hidden,
    installation: input.installation,
    // a product without a visit has no charge for one
    installationChargePaise: input.installation === "none" ? 0 : input.installationCharge,
    warrantyMonths: input.warrantyMonths,
    warrantyNote: input.warrantyNote,
    hsnCode: input.hsnCode ?? categoryTax(input.category).hsnCode,
    gstRatePct: input.gstRate,
    makerRole: input.makerRole,
    makerName: input.makerName,
    makerAddress: input.makerAddress,
    countryOfOrigin: input.countryOfOrigin,
    netQuantity: input.netQuantity,
    netQuantityUnit: input.netQuantityUnit,
    consumerCare: input.consumerCare,
    madeIn: input.madeIn,
  };
}

async function brandExists(db: Pick<Database, "select">, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return row !== undefined;
}

const unknownBrand = {
  ok: false,
  status: 422,
  field: "brandSlug",
  message: "Choose a brand from the list.",
} as const;

/** The picture a new product shows until staff upload one: its category's drawing. */
export function placeholderImage(category: string): string {
  return `/images/products/category-${category}.svg`;
}

/** Adds a product with its search text, and records it in the audit log. */
export async function createProduct(
  db: Database,
  user: SignedInStaff,
  input: ProductInput,
): Promise<SaveProductResult> {
  const result = await db.transaction(async (tx): Promise<SaveProductResult> => {
    if (!(await brandExists(tx, input.brandSlug))) return unknownBrand;
    const [inserted] = await tx
      .insert(products)
      .values({ ...columnsOf(input), image: placeholderImage(input.category), images: [] })
      .returning({ id: products.id });
    if (!inserted) throw new Error("the product insert returned no row");
    await refreshSearchText(tx, [inserted.id]);
    const [product] = await tx.select().from(products).where(eq(products.id, inserted.id));
    await recordAudit(tx, user, {
      action: "product.create",
      entity: "product",
      entityId: inserted.id,
      before: null,
      after: auditedProduct(product!),
    });
    return { ok: true, product: product! };
  });
  return result;
}

/** Saves every field of the form, refreshes the search text and records before and after. */
export async function updateProduct(
  db: Database,
  user: SignedInStaff,
  id: number,
  input: ProductInput,
): Promise<SaveProductResult> {
  const result = await db.transaction(async (tx): Promise<SaveProductResult> => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) return { ok: false, status: 404, message: "There is no product with that id." };
    if (!(await brandExists(tx, input.brandSlug))) return unknownBrand;
    await tx
      .update(products)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await refreshSearchText(tx, [id]);
    const [after] = await tx.select().from(products).where(eq(products.id, id));
    await recordAudit(tx, user, {
      action: "product.update",
      entity: "product",
      entityId: id,
      before: auditedProduct(before),
      after: auditedProduct(after!),
    });
    return { ok: true, product: after! };
  });
  return result;
}

export type QuickChangeResult =
  | { ok: true; id: number; stock: number; hidden: boolean }
  | { ok: false; status: 404 | 422; message: string };

/** One column of one product, audited; the list's inline stock form and hide/show buttons. */
async function quickChange(
  db: Database,
  user: SignedInStaff,
  id: number,
  change: { stock: number } | { hidden: boolean },
  action: string,
): Promise<QuickChangeResult> {
  const result = await db.transaction(async (tx): Promise<QuickChangeResult> => {
    const [before] = await tx
      .select({ stock: products.stock, hidden: products.hidden })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!before) return { ok: false, status: 404, message: "There is no product with that id." };
    const after = { ...before, ...change };
    if (after.stock === before.stock && after.hidden === before.hidden) return { ok: true, id, ...after };
    await tx
      .update(products)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(products.id, id));
    const field = "stock" in change ? "stock" : "hidden";
    await recordAudit(tx, user, {
      action,
      entity: "product",
      entityId: id,
      before: { [field]: before[field] },
      after: { [field]: after[field] },
    });
    return { ok: true, id, ...after };
  });
  return result;
}

export async function setProductStock(
  db: Database,
  user: SignedInStaff,
  id: number,
  stock: number,
): Promise<QuickChangeResult> {
  if (!Number.isInteger(stock) || stock < 0 || stock > maxStock) {
    return { ok: false, status: 422, message: `Stock must be a whole number from 0 to ${maxStock}.` };
  }
  return quickChange(db, user, id, { stock }, "product.stock");
}

/** Hides a product from every storefront page, or shows it again; orders keep it either way. */
export async function setProductHidden(
  db: Database,
  user: SignedInStaff,
  id: number,
  hidden: boolean,
): Promise<QuickChangeResult> {
  return quickChange(db, user, id, { hidden }, hidden ? "product.hide" : "product.show");
}
