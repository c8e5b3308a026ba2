import { sql } from "drizzle-orm";

import type { Database } from "./client.server";
import { brands, products } from "./schema";
import { seedBrands, seedProducts } from "./seed-data";

/** Fills an empty catalogue with the dealer's starting brands and products. Does nothing otherwise. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((row?.count ?? 0) > 0) return false;
    await tx.insert(brands).values(seedBrands).onConflictDoNothing();
    await tx.insert(products).values(seedProducts);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
    );
    return true;
  });
}
