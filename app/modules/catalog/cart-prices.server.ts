import { and, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { preparedPerDatabase } from "../../../db/prepared.server";
import { brands, products } from "../../../db/schema";
import { effectiveUnitPricePaise } from "~/lib/money";
import { maxCartPriceIds, type CartPrice } from "~/modules/cart/cart-prices";

import { parseProductIdList } from "./product-detail.server";
import { visibleProduct } from "./products.server";

/** The ids of an `ids=1,2,3` parameter: invalid ones dropped, repeats once, at most 50. */
export function parseCartPriceIds(value: string | null): number[] {
  return parseProductIdList(value, maxCartPriceIds);
}

/** Only what the cart shows and checks: no specifications, descriptions or picture lists. */
const cartPriceColumns = {
  id: products.id,
  title: products.title,
  image: products.image,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  discountPct: products.discountPct,
  stock: products.stock,
  installation: products.installation,
  installationChargePaise: products.installationChargePaise,
};

const cartPricesQuery = preparedPerDatabase((db) =>
  db
    .select(cartPriceColumns)
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(sql`${products.id} = ANY(${sql.placeholder("ids")}::int[])`, visibleProduct))
    .prepare("cart_prices"),
);

/**
 * The catalogue's answer to the cart's price check (/api/cart-prices): the current title, picture, prices
 * and stock of these products, in the order asked, read in one statement by primary key. Unknown and
 * hidden products, and products whose brand is gone, are left out, as on every storefront page.
 */
export async function getCartPrices(db: Database, ids: readonly number[]): Promise<CartPrice[]> {
  if (ids.length === 0) return [];
  const rows = await cartPricesQuery(db).execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: String(row.id),
        title: row.title,
        image: row.image,
        pricePaise: effectiveUnitPricePaise(row),
        listPricePaise: row.pricePaise,
        mrpPaise: row.mrpPaise,
        discountPct: row.discountPct,
        stock: row.stock,
        inStock: row.stock > 0,
        installation: row.installation,
        installationChargePaise: row.installation === "none" ? 0 : row.installationChargePaise,
      },
    ];
  });
}
