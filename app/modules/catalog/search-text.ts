/**
 * The normalised text a product is searched by, and the same normalisation for what a shopper types.
 * Both sides go through `normaliseText`, so matching in SQL is a plain LIKE on lower-case ASCII words:
 * it behaves the same on PGlite and PostgreSQL and needs no extension.
 */
import { categories, type CategorySlug } from "./categories";

/** Longest search text we act on; longer input is cut, never refused. */
export const MAX_QUERY_LENGTH = 100;
/** Words of a query we match on; the rest are ignored. */
const MAX_QUERY_TOKENS = 8;
/** Sections of the stored text: what a product is called (title, brand) and everything else. */
export const SEARCH_TEXT_DIVIDER = "|";

/** Words shoppers use for each category besides its own names. */
const categorySynonyms: Record<CategorySlug, string[]> = {
  tv: ["tv", "television", "televisions", "smart tv", "led tv"],
  ac: ["ac", "air conditioner", "air conditioners", "aircon", "split ac", "cooling"],
  "washing-machine": ["washing machine", "washing machines", "washer", "laundry"],
  refrigerator: ["fridge", "fridges", "refrigerator", "refrigerators", "freezer"],
  fan: ["fan", "fans", "ceiling fan", "table fan"],
  "air-cooler": ["air cooler", "air coolers", "cooler", "coolers"],
  "water-heater": ["water heater", "water heaters", "geyser", "geysers", "heater"],
};

/** Lower case, accents removed, every run of other characters one space; decimals like 1.5 kept. */
export function normaliseText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/[^a-z0-9.]+/g, " ")
    .replace(/(?<!\d)\.|\.(?!\d)/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Each word plus runs of 2 and 3 neighbours written together, so 'washingmachine' finds 'washing machine'. */
function phraseWords(phrase: string): string[] {
  const words = normaliseText(phrase).split(" ").filter(Boolean);
  const out = [...words];
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length) out.push(words[i]! + words[i + 1]!);
    if (i + 2 < words.length) out.push(words[i]! + words[i + 1]! + words[i + 2]!);
  }
  return out;
}

function uniqueWords(phrases: readonly (string | null | undefined)[]): string[] {
  return [...new Set(phrases.flatMap((phrase) => (phrase ? phraseWords(phrase) : [])))];
}

export type SearchSource = {
  title: string;
  brandName: string;
  brandSlug: string;
  category: string;
  tags?: readonly string[] | null;
  specs?: readonly { label: string; value: string }[] | null;
  capacity?: string | null;
  energyRating?: number | null;
};

/**
 * The stored search text: ' <title and brand words> | <category names, tags, model, capacity> '.
 * Leading and trailing spaces let a LIKE '% word%' match at the start of any word.
 */
export function buildSearchText(product: SearchSource): string {
  const category = categories.find((item) => item.slug === product.category);
  const primary = uniqueWords([product.title, product.brandName, product.brandSlug]);
  const model = product.specs?.find((spec) => /^model/i.test(spec.label))?.value;
  const secondary = uniqueWords([
    product.category,
    category?.name,
    category?.singular,
    ...(category ? categorySynonyms[category.slug] : []),
    ...(product.tags ?? []),
    model,
    product.capacity,
    product.energyRating ? `${product.energyRating} star` : null,
  ]).filter((word) => !primary.includes(word));
  return ` ${primary.join(" ")} ${SEARCH_TEXT_DIVIDER} ${secondary.join(" ")} `;
}

/** Plural shoppers' words match their singular too: 'fridges' looks for words starting 'fridge'. */
function stem(token: string): string {
  return token.length > 3 && token.endsWith("s") && !token.endsWith("ss") ? token.slice(0, -1) : token;
}

export type SearchTerms = {
  /** Word prefixes that must all appear. */
  tokens: string[];
  /** The whole query with its spaces and hyphens removed, e.g. 'hitachi' for 'hi-tachi'. */
  compact: string;
  /** The query's words in order, for ranking title phrases first. */
  phrase: string;
};

/** What a query searches for, or null when it has nothing searchable in it. */
export function searchTerms(query: string): SearchTerms | null {
  const words = normaliseText(query.slice(0, MAX_QUERY_LENGTH))
    .split(" ")
    .filter(Boolean)
    .slice(0, MAX_QUERY_TOKENS);
  if (words.length === 0) return null;
  return {
    tokens: [...new Set(words.map(stem))],
    compact: stem(words.join("")),
    phrase: words.join(" "),
  };
}

/** The categories whose names or everyday words start with the query, e.g. 'fri' gives Refrigerators. */
export function matchCategories(query: string): { slug: CategorySlug; name: string }[] {
  const terms = searchTerms(query);
  if (!terms) return [];
  return categories
    .filter((category) => {
      const words = ` ${uniqueWords([category.slug, category.name, category.singular, ...categorySynonyms[category.slug]]).join(" ")} `;
      return (
        terms.tokens.every((token) => words.includes(` ${token}`)) || words.includes(` ${terms.compact}`)
      );
    })
    .map(({ slug, name }) => ({ slug, name }));
}
