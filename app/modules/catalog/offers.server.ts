import { and, asc, desc, eq, gt } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { brands, products } from "../../../db/schema";
import type { ProductSummary } from "./product.schema";
import { summaryColumns, toProductSummary, visibleProduct } from "./products.server";

/** Enough for one generous page; the rest of a large sale stays reachable through the shop. */
const DEFAULT_LIMIT = 48;

/**
 * Products on offer (a discount, or an MRP above the price), best discount first; ties go to the larger
 * markdown from MRP, then the oldest product.
 */
export async function listOffers(
  db: Database,
  { limit = DEFAULT_LIMIT }: { limit?: number } = {},
): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    // Only a discount percent lowers the effective price; an MRP above the price alone does not (section 9).
    .where(and(visibleProduct, gt(products.discountPct, 0)))
    .orderBy(desc(products.discountPct), asc(products.id))
    .limit(limit);
  return rows.map((row) => toProductSummary(row, { name: row.brandName, slug: row.brandSlug }));
}
