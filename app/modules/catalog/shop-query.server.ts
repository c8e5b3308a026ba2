import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { brands, products } from "../../../db/schema";
import type { ProductSummary } from "./product.schema";
import { summaryColumns, toProductSummary, visibleProduct } from "./products.server";
import { searchCondition, searchRank } from "./search.server";
import { searchTerms } from "./search-text";
import { priceBandKey, priceBands, SHOP_PAGE_SIZE, type ShopFilters } from "./shop-filters";

/** For each option of each filter group: how many products it would give with the other groups applied. */
type ShopFacets = {
  categories: Record<string, number>;
  /** By brand slug. */
  brands: Record<string, number>;
  /** By price band key, e.g. '10000-19999'. */
  price: Record<string, number>;
  /** By star value 1 to 5 (the rating rounded down). */
  ratings: Record<number, number>;
  inStock: number;
};

export type ShopResult = {
  products: ProductSummary[];
  total: number;
  /** The page shown: the asked-for page, clamped to 1..pageCount. */
  page: number;
  pageCount: number;
  pageSize: number;
  facets: ShopFacets;
};

type GroupConditions = {
  category?: SQL;
  brand?: SQL;
  price?: SQL;
  rating?: SQL;
  stock?: SQL;
};

const stars = sql<number>`floor(${products.rating})::int`;

/** The WHERE part of each filter group; a group with nothing chosen has none. */
function groupConditions(filters: ShopFilters): GroupConditions {
  const { price } = filters;
  return {
    category: filters.categories.length > 0 ? inArray(products.category, filters.categories) : undefined,
    brand: filters.brands.length > 0 ? inArray(products.brandSlug, filters.brands) : undefined,
    // Rupee bounds, inclusive: ₹9,999 includes ₹9,999.50.
    price: price
      ? and(gte(products.pricePaise, price.min * 100), lte(products.pricePaise, price.max * 100 + 99))
      : undefined,
    rating: filters.ratings.length > 0 ? inArray(stars, filters.ratings) : undefined,
    stock: filters.inStock ? sql`${products.stock} > 0` : undefined,
  };
}

/** The search part: nothing for no search, never-true for a search with no letters or digits in it. */
function searchPart(filters: ShopFilters): { where?: SQL; rank?: SQL<number> } {
  if (!filters.q) return {};
  const terms = searchTerms(filters.q);
  if (!terms) return { where: sql`false` };
  return { where: searchCondition(terms), rank: searchRank(terms) };
}

function countWhere(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? sql`count(*)::int` : sql`(count(*) FILTER (WHERE ${and(...present)}))::int`;
}

/** Band bounds are constants of the code; written inline so GROUP BY matches the SELECT expression. */
const bandCase = sql.raw(
  `CASE ${priceBands
    .map(
      (band) =>
        `WHEN price_paise BETWEEN ${band.min * 100} AND ${band.max * 100 + 99} THEN '${priceBandKey(band)}'`,
    )
    .join(" ")} END`,
);

type FacetRow = {
  category: string | null;
  brand_slug: string | null;
  band: string | null;
  stars: number | null;
  in_stock: boolean | null;
  grouping: number;
  for_category: number;
  for_brand: number;
  for_price: number;
  for_rating: number;
  for_stock: number;
  matching: number;
};

/** GROUPING() bit masks of the five grouping sets (a set bit is a column not grouped by). */
const SET = { category: 0b01111, brand: 0b10111, band: 0b11011, stars: 0b11101, stock: 0b11110 } as const;

/**
 * One pass over the products that match the search: five grouping sets (one per filter group), each row
 * counted under the conditions of the other groups, plus the count under all of them (the total).
 */
async function queryFacets(
  db: Database,
  search: SQL | undefined,
  groups: GroupConditions,
): Promise<{ facets: ShopFacets; total: number }> {
  const { category: c, brand: b, price: p, rating: r, stock: s } = groups;
  const result = await db.execute(sql`
    SELECT ${products.category} AS category,
           ${products.brandSlug} AS brand_slug,
           ${bandCase} AS band,
           ${stars} AS stars,
           ${products.stock} > 0 AS in_stock,
           GROUPING(${products.category}, ${products.brandSlug}, ${bandCase}, ${stars}, ${products.stock} > 0)::int AS grouping,
           ${countWhere([b, p, r, s])} AS for_category,
           ${countWhere([c, p, r, s])} AS for_brand,
           ${countWhere([c, b, r, s])} AS for_price,
           ${countWhere([c, b, p, s])} AS for_rating,
           ${countWhere([c, b, p, r])} AS for_stock,
           ${countWhere([c, b, p, r, s])} AS matching
    FROM ${products}
    WHERE ${visibleProduct}${search ? sql` AND ${search}` : sql``}
    GROUP BY GROUPING SETS ((${products.category}), (${products.brandSlug}), (${bandCase}), (${stars}), (${products.stock} > 0))
  `);
  const rows = (result as { rows: FacetRow[] }).rows;
  const facets: ShopFacets = { categories: {}, brands: {}, price: {}, ratings: {}, inStock: 0 };
  let total = 0;
  for (const row of rows) {
    const grouping = Number(row.grouping);
    if (grouping === SET.category && row.category !== null) {
      facets.categories[row.category] = Number(row.for_category);
      total += Number(row.matching);
    } else if (grouping === SET.brand && row.brand_slug !== null) {
      facets.brands[row.brand_slug] = Number(row.for_brand);
    } else if (grouping === SET.band && row.band !== null) {
      facets.price[row.band] = Number(row.for_price);
    } else if (grouping === SET.stars && row.stars !== null) {
      facets.ratings[Number(row.stars)] = Number(row.for_rating);
    } else if (grouping === SET.stock && row.in_stock === true) {
      facets.inStock = Number(row.for_stock);
    }
  }
  return { facets, total };
}

function orderBy(filters: ShopFilters, rank: SQL<number> | undefined): SQL[] {
  switch (filters.sort) {
    case "price-low":
      return [asc(products.pricePaise), asc(products.id)];
    case "price-high":
      return [desc(products.pricePaise), asc(products.id)];
    case "rating":
      return [desc(products.rating), desc(products.reviewsCount), asc(products.id)];
    case "newest":
      return [desc(products.id)];
    case "featured":
      return rank ? [desc(rank), asc(products.id)] : [asc(products.id)];
  }
}

/**
 * The shop page for a filter state: AND across groups, any-of within a group, price inclusive, rating
 * rounded down equal to a chosen star, in stock; sorted, 12 per page, with per-option counts.
 */
export async function queryShop(db: Database, filters: ShopFilters): Promise<ShopResult> {
  const search = searchPart(filters);
  const groups = groupConditions(filters);
  const { facets, total } = await queryFacets(db, search.where, groups);
  const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const page = Math.min(Math.max(1, filters.page), pageCount);

  let rows: ProductSummary[] = [];
  if (total > 0) {
    const found = await db
      .select(summaryColumns)
      .from(products)
      .innerJoin(brands, eq(brands.slug, products.brandSlug))
      .where(
        and(
          visibleProduct,
          search.where,
          groups.category,
          groups.brand,
          groups.price,
          groups.rating,
          groups.stock,
        ),
      )
      .orderBy(...orderBy(filters, search.rank))
      .limit(SHOP_PAGE_SIZE)
      .offset((page - 1) * SHOP_PAGE_SIZE);
    rows = found.map((row) => toProductSummary(row, { name: row.brandName, slug: row.brandSlug }));
  }

  return { products: rows, total, page, pageCount, pageSize: SHOP_PAGE_SIZE, facets };
}

/**
 * A per-process cache of shop pages, keyed by the catalogue version: a one-row counter that the triggers on
 * products and brands move on inside the writer's own transaction. A snapshot that sees version V sees
 * exactly the catalogue committed with V, so a result computed in that snapshot stays right for V forever;
 * no writer has to do anything after commit, and several processes on one PostgreSQL agree.
 */
const CACHE_ENTRIES = 500;

type CacheEntry = { version: string; result: ShopResult };
const caches = new WeakMap<Database, Map<string, CacheEntry>>();

type Reader = Pick<Database, "execute">;

/** The catalogue's current version: changes with every committed write to a product or brand. */
export async function catalogueVersion(db: Reader): Promise<string> {
  const result = await db.execute(sql`SELECT version FROM catalogue_version WHERE id = 1`);
  const row = (result as { rows: { version: number | string }[] }).rows[0];
  return row ? String(row.version) : "0";
}

/** queryShop through the cache; what the shop route uses. */
export async function queryShopCached(db: Database, filters: ShopFilters): Promise<ShopResult> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = JSON.stringify(filters);
  const entry = cache.get(key);
  if (entry && entry.version === (await catalogueVersion(db))) {
    // Map order is insertion order: re-inserting keeps recently used entries from being evicted.
    cache.delete(key);
    cache.set(key, entry);
    return entry.result;
  }
  // The version and the rows come from one snapshot, so the entry can never pair new rows' version with
  // old rows (or the other way round), whatever commits in between.
  const fresh = await db.transaction(
    async (tx) => {
      const version = await catalogueVersion(tx);
      return { version, result: await queryShop(tx, filters) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  cache.delete(key);
  cache.set(key, fresh);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return fresh.result;
}
