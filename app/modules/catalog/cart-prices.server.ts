import { inArray } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { effectiveUnitPricePaise } from "~/lib/money";
import { maxCartPriceIds, type CartPrice } from "~/modules/cart/cart-prices";

import { getProductsByIds, parseProductIdList } from "./product-detail.server";

/** The ids of an `ids=1,2,3` parameter: invalid ones dropped, repeats once, at most 50. */
export function parseCartPriceIds(value: string | null): number[] {
  return parseProductIdList(value, maxCartPriceIds);
}

/**
 * The catalogue's answer to the cart's price check (/api/cart-prices): the current title, picture, prices
 * and stock of these products, in the order asked. Unknown and
 * hidden products are left out (the catalogue's lookup skips them).
 */
export async function getCartPrices(db: Database, ids: readonly number[]): Promise<CartPrice[]> {
  const found = await getProductsByIds(db, ids);
  if (found.length === 0) return [];
  const stockRows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        found.map((product) => Number(product.id)),
      ),
    );
  const stockById = new Map(stockRows.map((row) => [String(row.id), row.stock]));
  return found.map((product) => {
    const stock = stockById.get(product.id) ?? 0;
    return {
      id: product.id,
      title: product.title,
      image: product.image,
      pricePaise: effectiveUnitPricePaise(product),
      listPricePaise: product.pricePaise,
      mrpPaise: product.mrpPaise,
      discountPct: product.discountPct,
      stock,
      inStock: stock > 0,
    };
  });
}
