import { and, inArray, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { brands, products, shopFacetCells } from "../../../db/schema";
import type { ProductSummary } from "./product.schema";
import { keptPerCatalogueVersion } from "./kept-per-catalogue-version.server";
import { toProductSummary, visibleProduct } from "./products.server";
import { searchCondition, searchRank } from "./search.server";
import { searchTerms } from "./search-text";
import {
  priceBandKey,
  priceBands,
  SHOP_PAGE_SIZE,
  type KnownBrand,
  type PriceRange,
  type ShopFilters,
} from "./shop-filters";

/** For each option of each filter group: how many products it would give with the other groups applied. */
type ShopFacets = {
  categories: Record<string, number>;
  /** By brand slug. */
  brands: Record<string, number>;
  /** By price band key, e.g. '10000-19999'. */
  price: Record<string, number>;
  /** By star value 1 to 5 (the rating rounded down). */
  ratings: Record<number, number>;
  /** By country of origin code; products without declarations are not counted under any. */
  origins: Record<string, number>;
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

/** The values a filter group tests, as expressions of whatever rows it is applied to. */
type FilterValues = {
  category: SQL;
  brand: SQL;
  stars: SQL;
  origin: SQL;
  inStock: SQL;
  inPrice: (price: PriceRange) => SQL;
};

type GroupConditions = {
  category?: SQL;
  brand?: SQL;
  price?: SQL;
  rating?: SQL;
  origin?: SQL;
  stock?: SQL;
};

/** The WHERE part of each filter group; a group with nothing chosen has none. */
function groupConditions(filters: ShopFilters, values: FilterValues): GroupConditions {
  return {
    category: filters.categories.length > 0 ? inArray(values.category, filters.categories) : undefined,
    brand: filters.brands.length > 0 ? inArray(values.brand, filters.brands) : undefined,
    price: filters.price ? values.inPrice(filters.price) : undefined,
    rating: filters.ratings.length > 0 ? inArray(values.stars, filters.ratings) : undefined,
    origin: filters.origins.length > 0 ? inArray(values.origin, filters.origins) : undefined,
    stock: filters.inStock ? values.inStock : undefined,
  };
}

/** Rupee bounds, inclusive: ₹9,999 includes ₹9,999.50. */
const paiseBetween = (column: SQL, price: PriceRange) =>
  sql`${column} BETWEEN ${price.min * 100} AND ${price.max * 100 + 99}`;

/** A price band's bounds in paise, inclusive; band -1 is everything above the highest band. */
function bandPaise(index: number): { min: number; max: number } {
  const band = priceBands[index];
  if (band) return { min: band.min * 100, max: band.max * 100 + 99 };
  return { min: priceBands[priceBands.length - 1]!.max * 100 + 100, max: 2_147_483_647 };
}

/** The price bands (and -1) a range covers whole, and those it cuts: their products must be counted one by one. */
function bandsOf(price: PriceRange): { inside: number[]; cut: number[] } {
  const min = price.min * 100;
  const max = price.max * 100 + 99;
  const inside: number[] = [];
  const cut: number[] = [];
  for (const index of [...priceBands.keys(), -1]) {
    const band = bandPaise(index);
    if (band.min >= min && band.max <= max) inside.push(index);
    else if (band.min <= max && band.max >= min) cut.push(index);
  }
  return { inside, cut };
}

const where = (conditions: (SQL | undefined)[]) => {
  const all = and(...conditions);
  return all ? sql`WHERE ${all}` : sql``;
};

/**
 * How many visible products share each combination of filter values, column by column (entry i of every
 * array is cell i): a few arrays are far quicker for the database to hand over than thousands of rows.
 */
type CellColumns = {
  category: string[];
  brand: string[];
  /** Price band index, -1 above the highest. */
  band: number[];
  stars: number[];
  /** '' for products without a country of origin yet. */
  origin: string[];
  inStock: boolean[];
  products: number[];
};

type FacetCells = CellColumns & {
  /** Inside the chosen price range. */
  inPrice: boolean[];
};

/** The columns of a cells query, as one JSON object (see CellColumns). */
const cellColumnsJson = (cells: {
  category: SQL;
  brand: SQL;
  band: SQL;
  stars: SQL;
  origin: SQL;
  inStock: SQL;
  products: SQL;
  inPrice?: SQL;
}) => sql`json_build_object(
  'category', coalesce(array_agg(${cells.category}), '{}'), 'brand', coalesce(array_agg(${cells.brand}), '{}'),
  'band', coalesce(array_agg(${cells.band}), '{}'), 'stars', coalesce(array_agg(${cells.stars}), '{}'),
  'origin', coalesce(array_agg(${cells.origin}), '{}'), 'inStock', coalesce(array_agg(${cells.inStock}), '{}'),
  'products', coalesce(array_agg(${cells.products}), '{}')
  ${cells.inPrice ? sql`, 'inPrice', coalesce(array_agg(${cells.inPrice}), '{}')` : sql``})`;

/**
 * The whole catalogue's facet cells (shop_facet_cells) as last read on each database handle, with the
 * catalogue version they were read at. They depend on the catalogue alone, not on the filters, so a
 * statement that sees the same version skips reading them again (shopStatement).
 */
const catalogueCells = new WeakMap<Database, { version: string; cells: CellColumns }>();

/**
 * The cells a filter state without a search counts: the catalogue's cells, each inside the chosen price
 * range when its band is, and, for the bands the range cuts, the products inside the range moved across
 * (`inRange`, counted by the statement: added as inside and taken away as outside). The counts are sums, so
 * moving a cell's products is adding it twice with opposite signs.
 */
function cellsWithoutSearch(
  catalogue: CellColumns,
  inRange: CellColumns | null,
  filters: ShopFilters,
): FacetCells {
  const inside = filters.price ? bandsOf(filters.price).inside : [];
  const cells: FacetCells = {
    category: [],
    brand: [],
    band: [],
    stars: [],
    origin: [],
    inStock: [],
    products: [],
    inPrice: [],
  };
  const add = (from: CellColumns, cell: number, inPrice: boolean, sign: 1 | -1) => {
    cells.category.push(from.category[cell]!);
    cells.brand.push(from.brand[cell]!);
    cells.band.push(from.band[cell]!);
    cells.stars.push(from.stars[cell]!);
    cells.origin.push(from.origin[cell]!);
    cells.inStock.push(from.inStock[cell]!);
    cells.products.push(sign * from.products[cell]!);
    cells.inPrice.push(inPrice);
  };
  for (const [cell, band] of catalogue.band.entries()) {
    add(catalogue, cell, filters.price === null || inside.includes(band), 1);
  }
  for (const cell of inRange?.band.keys() ?? []) {
    add(inRange!, cell, true, 1);
    add(inRange!, cell, false, -1);
  }
  return cells;
}

/**
 * The facet counts from the cells: each option counted under the chosen values of the other groups, and
 * the total under all of them. An option shows (maybe with 0) when any product in the cells has it.
 */
function countFacets(cells: FacetCells, filters: ShopFilters): { facets: ShopFacets; total: number } {
  const facets: ShopFacets = { categories: {}, brands: {}, price: {}, ratings: {}, origins: {}, inStock: 0 };
  // Thousands of cells on a large catalogue: sets for the chosen values, and each band's key made once.
  const chosen = (list: readonly (string | number)[]) =>
    list.length === 0 ? null : new Set<string | number>(list);
  const categories = chosen(filters.categories);
  const brands = chosen(filters.brands);
  const ratings = chosen(filters.ratings);
  const origins = chosen(filters.origins);
  const bandKeys = priceBands.map(priceBandKey);
  let total = 0;
  for (const [cell, products] of cells.products.entries()) {
    const category = cells.category[cell]!;
    const brand = cells.brand[cell]!;
    const stars = cells.stars[cell]!;
    const origin = cells.origin[cell]!;
    const inStock = cells.inStock[cell]!;
    const passes = {
      category: !categories || categories.has(category),
      brand: !brands || brands.has(brand),
      price: filters.price === null || cells.inPrice[cell]!,
      rating: !ratings || ratings.has(stars),
      origin: !origins || origins.has(origin),
      stock: !filters.inStock || inStock,
    };
    let failed = 0;
    for (const pass of Object.values(passes)) if (!pass) failed++;
    /** The products of this cell if it passes every group but the one being counted. */
    const counted = (group: keyof typeof passes) =>
      failed === 0 || (failed === 1 && !passes[group]) ? products : 0;
    facets.categories[category] = (facets.categories[category] ?? 0) + counted("category");
    facets.brands[brand] = (facets.brands[brand] ?? 0) + counted("brand");
    const bandKey = bandKeys[cells.band[cell]!];
    if (bandKey) facets.price[bandKey] = (facets.price[bandKey] ?? 0) + counted("price");
    facets.ratings[stars] = (facets.ratings[stars] ?? 0) + counted("rating");
    if (origin) facets.origins[origin] = (facets.origins[origin] ?? 0) + counted("origin");
    if (inStock) facets.inStock += counted("stock");
    if (failed === 0) total += products;
  }
  return { facets, total };
}

/** The columns the origin sort orders by: 0 for India, 1 for elsewhere, 2 for not declared yet; the code. */
const originKeys = (code: SQL) =>
  sql`(CASE WHEN ${code} = 'IN' THEN 0 WHEN ${code} IS NULL THEN 2 ELSE 1 END) AS "originRank", ${code} AS "origin"`;

/** ORDER BY over the page's output columns, so the page query and its aggregate share it. */
function orderKeys(filters: ShopFilters, ranked: boolean): SQL {
  switch (filters.sort) {
    case "price-low":
      return sql`"pricePaise" ASC, "id" ASC`;
    case "price-high":
      return sql`"pricePaise" DESC, "id" ASC`;
    case "rating":
      return sql`"rating" DESC, "reviewsCount" DESC, "id" ASC`;
    case "newest":
      return sql`"id" DESC`;
    case "origin":
      // Made in India first, then the other countries by code, then products without declarations.
      return sql`"originRank" ASC, "origin" ASC, "id" ASC`;
    case "featured":
      return ranked ? sql`"rank" DESC, "id" ASC` : sql`"id" ASC`;
  }
}

const summaryColumns = sql`
  ${products.id} AS "id", ${products.title} AS "title", ${products.category} AS "category",
  ${products.pricePaise} AS "pricePaise", ${products.mrpPaise} AS "mrpPaise",
  ${products.discountPct} AS "discountPct", ${products.rating} AS "rating",
  ${products.reviewsCount} AS "reviewsCount", ${products.image} AS "image", ${products.stock} AS "stock",
  ${products.capacity} AS "capacity", ${products.energyRating} AS "energyRating",
  ${brands.name} AS "brandName", ${brands.slug} AS "brandSlug"`;

type PageRow = {
  id: number;
  title: string;
  category: string;
  pricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
  rating: number;
  reviewsCount: number;
  image: string;
  stock: number;
  capacity: string | null;
  energyRating: number | null;
  brandName: string;
  brandSlug: string;
};

/**
 * The statement for one filter state, returning the catalogue version, the facet cells and the page in a
 * single snapshot. Without a search the counts come from the catalogue's facet cells (a few thousand rows
 * whatever the catalogue's size, and not read at all when `knownVersion` is the version the statement sees:
 * the caller has them) and, in the price bands the chosen range cuts, from the products inside the range,
 * counted one by one; the page's ids come straight from products through their indexes. A search first
 * gathers the matching products once; the counts and the ids both come from them. Only the page's own rows
 * are then read in full and joined to their brands.
 */
function shopStatement(filters: ShopFilters, offset: number, knownVersion: string | null): SQL {
  const terms = filters.q ? searchTerms(filters.q) : null;
  const search = filters.q ? (terms ? searchCondition(terms) : sql`false`) : undefined;
  const limit = sql`LIMIT ${SHOP_PAGE_SIZE} OFFSET ${offset}`;

  let ctes: SQL;
  let catalogue = sql`NULL`;
  let inRange = sql`NULL`;
  let searchCells = sql`NULL`;
  let ranked = false;
  if (search === undefined) {
    const productValues: FilterValues = {
      category: sql`${products.category}`,
      brand: sql`${products.brandSlug}`,
      stars: sql`floor(${products.rating})::int`,
      origin: sql`${products.countryOfOrigin}`,
      inStock: sql`${products.stock} > 0`,
      inPrice: (price) => paiseBetween(sql`${products.pricePaise}`, price),
    };
    const groups = groupConditions(filters, productValues);
    const { cut } = filters.price ? bandsOf(filters.price) : { cut: [] };
    catalogue = sql`CASE WHEN v.version = ${knownVersion} THEN NULL ELSE (
      SELECT ${cellColumnsJson({
        category: sql`category`,
        brand: sql`brand_slug`,
        band: sql`price_band::int`,
        stars: sql`stars::int`,
        origin: sql`origin`,
        inStock: sql`in_stock`,
        products: sql`products`,
      })}
      FROM ${shopFacetCells}) END`;
    if (filters.price && cut.length > 0) {
      const range = { min: filters.price.min * 100, max: filters.price.max * 100 + 99 };
      const inRangeOfBand = (index: number) => {
        const band = bandPaise(index);
        return sql`${products.pricePaise} BETWEEN ${Math.max(band.min, range.min)} AND ${Math.min(band.max, range.max)}`;
      };
      inRange = sql`(SELECT ${cellColumnsJson({
        category: sql`category`,
        brand: sql`brand_slug`,
        band: sql`band`,
        stars: sql`stars`,
        origin: sql`origin`,
        inStock: sql`in_stock`,
        products: sql`n`,
      })}
      FROM (
        SELECT ${products.category} AS category, ${products.brandSlug} AS brand_slug,
               shop_price_band(${products.pricePaise})::int AS band, floor(${products.rating})::int AS stars,
               ${products.stock} > 0 AS in_stock, coalesce(${products.countryOfOrigin}, '') AS origin,
               count(*)::int AS n
        FROM ${products}
        WHERE ${visibleProduct} AND (${sql.join(cut.map(inRangeOfBand), sql` OR `)})
        GROUP BY 1, 2, 3, 4, 5, 6) in_range)`;
    }
    ctes = sql`
      top AS (
        SELECT ${products.id} AS "id", 0 AS "rank", ${products.pricePaise} AS "pricePaise",
               ${products.rating} AS "rating", ${products.reviewsCount} AS "reviewsCount",
               ${originKeys(sql`${products.countryOfOrigin}`)}
        FROM ${products}
        ${where([visibleProduct, ...Object.values(groups)])}
        ORDER BY ${orderKeys(filters, false)} ${limit})`;
  } else {
    ranked = terms !== null && filters.sort === "featured";
    const matchedValues: FilterValues = {
      category: sql`category`,
      brand: sql`"brandSlug"`,
      stars: sql`floor(rating)::int`,
      origin: sql`"origin"`,
      inStock: sql`stock > 0`,
      inPrice: (price) => paiseBetween(sql`"pricePaise"`, price),
    };
    const groups = groupConditions(filters, matchedValues);
    const inPrice = filters.price ? matchedValues.inPrice(filters.price) : sql`true`;
    ctes = sql`
      matched AS MATERIALIZED (
        SELECT ${products.id} AS "id", ${products.category} AS "category", ${products.brandSlug} AS "brandSlug",
               ${products.pricePaise} AS "pricePaise", ${products.rating} AS "rating",
               ${products.reviewsCount} AS "reviewsCount", ${products.stock} AS "stock",
               ${originKeys(sql`${products.countryOfOrigin}`)},
               ${ranked && terms ? searchRank(terms) : sql`0`} AS "rank"
        FROM ${products} ${where([visibleProduct, search])}),
      cells AS (
        SELECT category, "brandSlug" AS brand_slug, shop_price_band("pricePaise")::int AS price_band,
               floor(rating)::int AS stars, stock > 0 AS in_stock, coalesce("origin", '') AS origin,
               ${inPrice} AS in_price, count(*)::int AS n
        FROM matched GROUP BY 1, 2, 3, 4, 5, 6, 7),
      top AS (
        SELECT "id", "rank", "pricePaise", "rating", "reviewsCount", "originRank", "origin" FROM matched
        ${where(Object.values(groups))}
        ORDER BY ${orderKeys(filters, ranked)} ${limit})`;
    searchCells = sql`(SELECT ${cellColumnsJson({
      category: sql`category`,
      brand: sql`brand_slug`,
      band: sql`price_band`,
      stars: sql`stars`,
      origin: sql`origin`,
      inStock: sql`in_stock`,
      products: sql`n`,
      inPrice: sql`in_price`,
    })} FROM cells)`;
  }
  return sql`
    WITH ${ctes},
    page AS (
      SELECT ${summaryColumns}, top."rank" AS "rank", top."originRank" AS "originRank",
             top."origin" AS "origin"
      FROM top JOIN ${products} ON ${products.id} = top."id"
      JOIN ${brands} ON ${brands.slug} = ${products.brandSlug}),
    v AS (SELECT (SELECT version FROM catalogue_version WHERE id = 1)::text AS version)
    SELECT v.version, ${catalogue} AS catalogue, ${inRange} AS "inRange", ${searchCells} AS "searchCells",
           (SELECT coalesce(json_agg(page ORDER BY ${orderKeys(filters, ranked)}), '[]') FROM page) AS page
    FROM v`;
}

type ShopRow = {
  version: string | null;
  /** The catalogue's facet cells; null when they were not read (a search, or the version the caller knew). */
  catalogue: CellColumns | null;
  /** Without a search, the cells of the products inside the chosen price range in the bands it cuts. */
  inRange: CellColumns | null;
  /** A search's cells. */
  searchCells: FacetCells | null;
  page: PageRow[];
};

async function runShopStatement(db: Database, filters: ShopFilters, page: number) {
  const known = filters.q ? undefined : catalogueCells.get(db);
  const result = await db.execute(
    shopStatement(filters, (page - 1) * SHOP_PAGE_SIZE, known?.version ?? null),
  );
  const row = (result as { rows: ShopRow[] }).rows[0]!;
  const version = row.version ?? "0";
  let cells: FacetCells;
  if (filters.q) {
    cells = row.searchCells!;
  } else {
    if (row.catalogue) catalogueCells.set(db, { version, cells: row.catalogue });
    cells = cellsWithoutSearch(row.catalogue ?? known!.cells, row.inRange, filters);
  }
  const { facets, total } = countFacets(cells, filters);
  return {
    version,
    facets,
    total,
    products: row.page.map((item) =>
      toProductSummary({ ...item, id: Number(item.id) }, { name: item.brandName, slug: item.brandSlug }),
    ),
  };
}

/**
 * The shop page for a filter state: AND across groups, any-of within a group, price inclusive, rating
 * rounded down equal to a chosen star, in stock; sorted, 12 per page, with per-option counts. One statement,
 * and a second only when the page asked for is past the last; `version` is the catalogue version it saw.
 */
async function queryShopAt(
  db: Database,
  filters: ShopFilters,
): Promise<{ version: string; result: ShopResult }> {
  const asked = Math.max(1, filters.page);
  let found = await runShopStatement(db, filters, asked);
  const pageCount = Math.max(1, Math.ceil(found.total / SHOP_PAGE_SIZE));
  const page = Math.min(asked, pageCount);
  if (page !== asked && found.total > 0) found = await runShopStatement(db, filters, page);
  const { version, facets, total, products: rows } = found;
  return { version, result: { products: rows, total, page, pageCount, pageSize: SHOP_PAGE_SIZE, facets } };
}

export async function queryShop(db: Database, filters: ShopFilters): Promise<ShopResult> {
  return (await queryShopAt(db, filters)).result;
}

/**
 * A per-process cache of shop pages, keyed by the catalogue version: a one-row counter that the triggers on
 * products and brands move on inside the writer's own transaction. A statement that sees version V sees
 * exactly the catalogue committed with V, so a result computed by one statement (queryShopAt) stays right
 * for V forever; no writer has to do anything after commit, and several processes on one PostgreSQL agree.
 */
const CACHE_ENTRIES = 500;

type CacheEntry = { version: string; result: ShopResult };
const caches = new WeakMap<Database, Map<string, CacheEntry>>();

/** The catalogue's current version: changes with every committed write to a product or brand. */
export async function catalogueVersion(db: Database): Promise<string> {
  const result = await db.execute(sql`SELECT version::text AS version FROM catalogue_version WHERE id = 1`);
  return (result as { rows: { version: string }[] }).rows[0]?.version ?? "0";
}

/**
 * Every brand's slug and name (alphabetically) and the catalogue version they belong to, read in one
 * statement and kept until the version moves.
 */
export const readShopCatalogue = keptPerCatalogueVersion(async (db) => {
  const result = await db.execute(sql`
    SELECT (SELECT version FROM catalogue_version WHERE id = 1)::text AS version,
           (SELECT coalesce(json_agg(json_build_object('slug', slug, 'name', name) ORDER BY name), '[]')
            FROM ${brands}) AS brands`);
  const row = (result as { rows: { version: string | null; brands: KnownBrand[] }[] }).rows[0]!;
  return { version: row.version ?? "0", brands: row.brands };
});

/**
 * queryShop through the cache; what the shop route uses, passing the version readShopCatalogue returned so
 * that a cache hit costs no query of its own.
 */
export async function queryShopCached(
  db: Database,
  filters: ShopFilters,
  version?: string,
): Promise<ShopResult> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = JSON.stringify(filters);
  const entry = cache.get(key);
  if (entry && entry.version === (version ?? (await catalogueVersion(db)))) {
    // Map order is insertion order: re-inserting keeps recently used entries from being evicted.
    cache.delete(key);
    cache.set(key, entry);
    return entry.result;
  }
  const fresh = await queryShopAt(db, filters);
  cache.delete(key);
  cache.set(key, fresh);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return fresh.result;
}
