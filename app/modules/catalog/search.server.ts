import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { brands, products } from "../../../db/schema";
import { findCategory } from "./categories";
import { visibleProduct } from "./products.server";
import {
  buildSearchText,
  matchCategories,
  MAX_QUERY_LENGTH,
  SEARCH_TEXT_DIVIDER,
  searchTerms,
  type SearchTerms,
} from "./search-text";

/** Word prefixes only hold [a-z0-9.], so they need no LIKE escaping and no tsquery quoting. */
const wordStart = (value: string) => `% ${value}%`;
const prefixLexeme = (value: string) => `'${value}':*`;

/**
 * Products whose search text has every query word (as a word start), or the whole query run together:
 * a prefix tsquery on the words, which the GIN index on the search words answers.
 */
export function searchCondition(terms: SearchTerms): SQL {
  const every = terms.tokens.map(prefixLexeme).join(" & ");
  const query =
    terms.tokens.length === 1 && terms.tokens[0] === terms.compact
      ? every
      : `(${every}) | ${prefixLexeme(terms.compact)}`;
  return sql`${products.searchWords} @@ ${query}::tsquery`;
}

/**
 * Relevance, higher first: the query's words as a phrase in the title or brand, then each word there,
 * then the run-together query there. Words found only in category, tags or model add nothing.
 */
export function searchRank(terms: SearchTerms): SQL<number> {
  const primary = sql`split_part(${products.searchText}, ${SEARCH_TEXT_DIVIDER}, 1)`;
  const hit = (pattern: string, weight: number) =>
    sql`(CASE WHEN ${primary} LIKE ${pattern} THEN ${sql.raw(String(weight))} ELSE 0 END)`;
  const parts = [
    hit(wordStart(terms.phrase), 8),
    ...terms.tokens.map((token) => hit(wordStart(token), 2)),
    hit(wordStart(terms.compact), 2),
  ];
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

type ProductSuggestion = {
  id: string;
  title: string;
  brand: string;
  image: string;
  pricePaise: number;
};

export type SearchSuggestions = {
  products: ProductSuggestion[];
  categories: { slug: string; name: string }[];
};

const MAX_PRODUCT_SUGGESTIONS = 6;
const MAX_CATEGORY_SUGGESTIONS = 3;

/** Up to 6 products and 3 categories for what has been typed so far; empty lists for nothing or too much. */
export async function searchSuggestions(db: Database, query: string | null): Promise<SearchSuggestions> {
  const empty: SearchSuggestions = { products: [], categories: [] };
  if (!query || query.length > MAX_QUERY_LENGTH) return empty;
  const terms = searchTerms(query);
  if (!terms) return empty;

  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      brand: brands.name,
      image: products.image,
      pricePaise: products.pricePaise,
      category: products.category,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(visibleProduct, searchCondition(terms)))
    .orderBy(desc(searchRank(terms)), asc(products.id))
    .limit(24);

  const matched = matchCategories(query);
  for (const row of rows) {
    const category = findCategory(row.category);
    if (category && !matched.some((item) => item.slug === category.slug)) {
      matched.push({ slug: category.slug, name: category.name });
    }
  }
  return {
    products: rows.slice(0, MAX_PRODUCT_SUGGESTIONS).map((row) => ({
      id: String(row.id),
      title: row.title,
      brand: row.brand,
      image: row.image,
      pricePaise: row.pricePaise,
    })),
    categories: matched.slice(0, MAX_CATEGORY_SUGGESTIONS),
  };
}

/**
 * Recomputes the stored search text of the given products (all when no ids are given). Call it after a
 * product or a brand name changes.
 */
export async function refreshSearchText(db: Database, ids?: readonly number[]): Promise<number> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      brandName: brands.name,
      brandSlug: brands.slug,
      category: products.category,
      tags: products.tags,
      specs: products.specs,
      capacity: products.capacity,
      energyRating: products.energyRating,
      searchText: products.searchText,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(ids ? inArray(products.id, [...ids]) : undefined);
  let changed = 0;
  for (const row of rows) {
    const searchText = buildSearchText(row);
    if (searchText === row.searchText) continue;
    await db.update(products).set({ searchText }).where(eq(products.id, row.id));
    changed++;
  }
  return changed;
}
