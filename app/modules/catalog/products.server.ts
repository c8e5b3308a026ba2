import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { brands, products, type Brand, type Product } from "../../../db/schema";
import { categories, type CategorySlug } from "./categories";
import type { ProductSummary } from "./product.schema";

type SummarySource = Pick<
  Product,
  | "id"
  | "title"
  | "category"
  | "pricePaise"
  | "mrpPaise"
  | "discountPct"
  | "rating"
  | "reviewsCount"
  | "image"
  | "stock"
  | "capacity"
  | "energyRating"
>;

export function toProductSummary(
  product: SummarySource,
  brand: Pick<Brand, "name" | "slug">,
): ProductSummary {
  return {
    id: String(product.id),
    title: product.title,
    brand: brand.name,
    brandSlug: brand.slug,
    category: product.category,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    discountPct: product.discountPct,
    rating: product.rating,
    reviewsCount: product.reviewsCount,
    image: product.image,
    inStock: product.stock > 0,
    capacity: product.capacity,
    energyRating: product.energyRating,
  };
}

/** Hidden products stay in orders and the back office but leave every storefront page. */
export const visibleProduct = eq(products.hidden, false);

/** The columns a ProductSummary is made from (with the brand joined on). */
export const summaryColumns = {
  id: products.id,
  title: products.title,
  category: products.category,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  discountPct: products.discountPct,
  rating: products.rating,
  reviewsCount: products.reviewsCount,
  image: products.image,
  stock: products.stock,
  capacity: products.capacity,
  energyRating: products.energyRating,
  brandName: brands.name,
  brandSlug: brands.slug,
};

/** Visible products for the shop grid, oldest first; optionally only one category. */
export async function listProducts(
  db: Database,
  { category }: { category?: string } = {},
): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(visibleProduct, category ? eq(products.category, category) : undefined))
    .orderBy(asc(products.id));
  return rows.map((row) => toProductSummary(row, { name: row.brandName, slug: row.brandSlug }));
}

/** How many visible products each known category holds, 0 for the empty ones. */
export async function countProductsByCategory(db: Database): Promise<Record<CategorySlug, number>> {
  const rows = await db
    .select({ category: products.category, count: sql<number>`count(*)::int` })
    .from(products)
    .where(visibleProduct)
    .groupBy(products.category);
  const counts = Object.fromEntries(categories.map((category) => [category.slug, 0])) as Record<
    CategorySlug,
    number
  >;
  for (const row of rows) {
    if (row.category in counts) counts[row.category as CategorySlug] = Number(row.count);
  }
  return counts;
}
