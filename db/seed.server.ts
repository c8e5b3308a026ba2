import { eq, sql } from "drizzle-orm";

import { refreshSearchText } from "../app/modules/catalog/search.server";
import { buildSearchText } from "../app/modules/catalog/search-text";
import type { Database } from "./client.server";
import { brands, products } from "./schema";
import { seedBrands, seedProducts } from "./seed-data";

/** Several processes sharing one PostgreSQL may start at once: this lock lets one of them seed. */
const SEED_LOCK_KEY = 72_410_018;

/**
 * Fills an empty catalogue with the dealer's starting brands and products. On a catalogue that already has
 * products it only fills in any missing search text (products added before search existed).
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((row?.count ?? 0) > 0) {
      const missing = await tx.select({ id: products.id }).from(products).where(eq(products.searchText, ""));
      if (missing.length > 0)
        await refreshSearchText(
          tx,
          missing.map((item) => item.id),
        );
      return false;
    }
    await tx.insert(brands).values(seedBrands).onConflictDoNothing();
    const brandNames = new Map(seedBrands.map((brand) => [brand.slug, brand.name]));
    await tx.insert(products).values(
      seedProducts.map((product) => ({
        ...product,
        searchText: buildSearchText({
          ...product,
          brandName: brandNames.get(product.brandSlug) ?? product.brandSlug,
        }),
      })),
    );
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
    );
    return true;
  });
}
