import { sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { products } from "../../../db/schema";

/** How many products each category holds, keyed by category slug. Categories with none are absent. */
export async function countProductsPerCategory(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ category: products.category, count: sql<number>`count(*)::int` })
    .from(products)
    .groupBy(products.category);
  return Object.fromEntries(rows.map((row) => [row.category, row.count]));
}
