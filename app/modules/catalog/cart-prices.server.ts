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

/** Each product's cart figures (null: unknown or hidden), as read when the catalogue was at `version`. */
type KeptPrices = { version: string; byId: Map<number, CartPrice | null> };

/**
 * Products whose figures are kept per database handle. Carts hold few products and most carts hold the same
 * popular ones; the bound only keeps ids asked for at random from growing the map without end.
 */
const keptProducts = 5_000;
const kept = new WeakMap<Database, KeptPrices>();

/**
 * The catalogue's answer to the cart's price check (/api/cart-prices): the current title, picture, prices
 * and stock of these products, in the order asked, read in one statement by primary key. Unknown and
 * hidden products, and products whose brand is gone, are left out, as on every storefront page.
 *
 * Kept until the catalogue version moves, as the shop's and the home page's reads are (decisions 007, 066,
 * 072): every write to a product or a brand moves it, stock and prices included. `currentVersion` is the
 * request's own read of the version (never older than the request); the figures read after it are at least
 * as new as it.
 */
export async function getCartPrices(
  db: Database,
  ids: readonly number[],
  currentVersion: () => Promise<string>,
): Promise<CartPrice[]> {
  if (ids.length === 0) return [];
  const version = await currentVersion();
  const known = kept.get(db);
  if (known?.version === version && ids.every((id) => known.byId.has(id))) {
    return ids.flatMap((id) => known.byId.get(id) ?? []);
  }
  const read = await readCartPrices(db, ids);
  const keep =
    known?.version === version && known.byId.size < keptProducts ? known : { version, byId: new Map() };
  for (const id of ids) keep.byId.set(id, read.get(id) ?? null);
  kept.set(db, keep);
  return ids.flatMap((id) => read.get(id) ?? []);
}

async function readCartPrices(db: Database, ids: readonly number[]): Promise<Map<number, CartPrice>> {
  const rows = await cartPricesQuery(db).execute({ ids: [...ids] });
  return new Map(
    rows.map((row): [number, CartPrice] => [
      row.id,
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
    ]),
  );
}
