/**
 * The shop's filter state and its URL:
 * /shop?q=&category=&brand=&price=min-max&rating=&origin=&inStock=true&sort=&page=
 * (or /shop/<category>?...). Parsing never throws: unknown or malformed values are dropped or clamped.
 * Safe for the browser.
 */
import { shopText } from "~/modules/catalog/texts/en/shop";
import type { TamilOf } from "~/i18n/text";
import { formatRupees } from "~/lib/money";

import { categories, type CategorySlug } from "./categories";
import { MAX_QUERY_LENGTH } from "./search-text";

export const SHOP_PAGE_SIZE = 12;
/** Highest page number the URL may ask for; the query clamps to the real last page. */
const MAX_PAGE = 10_000;
/** Highest rupee figure a price filter may name (₹1 crore); bigger values are clamped to it. */
const MAX_PRICE_RUPEES = 10_000_000;

/** The sort orders, as the URL names them; their names are in the shop namespace ("sort.featured"). */
export const sortOptions = ["featured", "price-low", "price-high", "rating", "newest", "origin"] as const;

export type SortOption = (typeof sortOptions)[number];

/** The five price bands of the filter panel, in rupees, inclusive at both ends. */
export const priceBands = [
  { min: 0, max: 9999 },
  { min: 10000, max: 19999 },
  { min: 20000, max: 39999 },
  { min: 40000, max: 69999 },
  { min: 70000, max: 1000000 },
] as const;

export const ratingOptions = [5, 4, 3, 2, 1] as const;

export type PriceRange = { min: number; max: number };

export type ShopFilters = {
  /** Trimmed search text; '' when there is none. */
  q: string;
  categories: CategorySlug[];
  /** Brand slugs. */
  brands: string[];
  /** Rupees, inclusive. */
  price: PriceRange | null;
  /** Star values 1 to 5: a product matches when its rating rounded down is one of them. */
  ratings: number[];
  /** Country of origin codes (IN, TH, …; ISO 3166-1), as the product declarations store them. */
  origins: string[];
  inStock: boolean;
  sort: SortOption;
  page: number;
};

export type KnownBrand = { slug: string; name: string };
/** A country of origin the filter offers, named in the page's language by the server. */
export type KnownOrigin = { code: string; name: string };

export const emptyShopFilters: ShopFilters = {
  q: "",
  categories: [],
  brands: [],
  price: null,
  ratings: [],
  origins: [],
  inStock: false,
  sort: "featured",
  page: 1,
};

/** Every value of a list parameter, whether repeated (a GET form) or comma-separated (our links). */
function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

const slugify = (value: string) =>
  value
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function findCategorySlug(value: string): CategorySlug | undefined {
  const wanted = slugify(value);
  return categories.find(
    (category) =>
      category.slug === wanted || slugify(category.name) === wanted || slugify(category.singular) === wanted,
  )?.slug;
}

function findBrandSlug(value: string, brands: readonly KnownBrand[]): string | undefined {
  const wanted = slugify(value);
  return brands.find((brand) => brand.slug === wanted || slugify(brand.name) === wanted)?.slug;
}

const rupeeFigure = /^\d{1,12}(?:\.\d+)?$/;

/** 'min-max' in rupees; null unless both are numbers. Clamped to ₹0..₹1 crore; swapped if reversed. */
export function parsePriceRange(value: string | null | undefined): PriceRange | null {
  if (!value) return null;
  const parts = value.split("-").map((part) => part.trim());
  if (parts.length !== 2 || !rupeeFigure.test(parts[0]!) || !rupeeFigure.test(parts[1]!)) return null;
  const [a, b] = parts.map((part) => Math.min(Math.floor(Number(part)), MAX_PRICE_RUPEES)) as [
    number,
    number,
  ];
  return a <= b ? { min: a, max: b } : { min: b, max: a };
}

function parsePage(value: string | null): number {
  if (!value || !/^\s*\d{1,9}\s*$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}

function parseSort(value: string | null): SortOption {
  const wanted = value?.trim().toLowerCase();
  return sortOptions.find((option) => option === wanted) ?? "featured";
}

const byCategoryOrder = (a: CategorySlug, b: CategorySlug) =>
  categories.findIndex((category) => category.slug === a) -
  categories.findIndex((category) => category.slug === b);

/** Trims, removes control characters and cuts the search text to MAX_QUERY_LENGTH characters. */
function cleanQuery(value: string | null | undefined): string {
  if (!value) return "";
  return value
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/**
 * The filter state of a shop URL. `pathCategory` is the :category of /shop/:category, preselected;
 * `brands` are the known brands, so a brand is accepted by slug or by name ('Blue Star', 'blue-star').
 */
export function parseShopFilters(
  params: URLSearchParams,
  { brands, pathCategory }: { brands: readonly KnownBrand[]; pathCategory?: string | null },
): ShopFilters {
  const categorySlugs = new Set<CategorySlug>();
  const fromPath = pathCategory ? findCategorySlug(pathCategory) : undefined;
  if (fromPath) categorySlugs.add(fromPath);
  for (const value of listValues(params, "category")) {
    const slug = findCategorySlug(value);
    if (slug) categorySlugs.add(slug);
  }

  const brandSlugs = new Set<string>();
  for (const value of listValues(params, "brand")) {
    const slug = findBrandSlug(value, brands);
    if (slug) brandSlugs.add(slug);
  }

  const ratings = new Set<number>();
  for (const value of listValues(params, "rating")) {
    if (/^[1-5]$/.test(value)) ratings.add(Number(value));
  }

  const origins = new Set<string>();
  for (const value of listValues(params, "origin")) {
    if (/^[a-z]{2}$/i.test(value)) origins.add(value.toUpperCase());
  }

  const inStockValue = params.get("inStock")?.trim().toLowerCase();
  return {
    q: cleanQuery(params.get("q")),
    categories: [...categorySlugs].sort(byCategoryOrder),
    brands: [...brandSlugs].sort(),
    price: parsePriceRange(params.get("price")),
    ratings: [...ratings].sort((a, b) => b - a),
    origins: [...origins].sort(),
    inStock: inStockValue === "true" || inStockValue === "on" || inStockValue === "1",
    sort: parseSort(params.get("sort")),
    page: parsePage(params.get("page")),
  };
}

/** The query string of a filter state: defaults left out, lists comma-joined, page only above 1. */
export function serialiseShopFilters(filters: ShopFilters, { omitCategory = false } = {}): URLSearchParams {
  const params = new URLSearchParams();
  const q = cleanQuery(filters.q);
  if (q) params.set("q", q);
  if (!omitCategory && filters.categories.length > 0) params.set("category", filters.categories.join(","));
  if (filters.brands.length > 0) params.set("brand", filters.brands.join(","));
  if (filters.price) params.set("price", `${filters.price.min}-${filters.price.max}`);
  if (filters.ratings.length > 0) params.set("rating", filters.ratings.join(","));
  if (filters.origins.length > 0) params.set("origin", filters.origins.join(","));
  if (filters.inStock) params.set("inStock", "true");
  if (filters.sort !== "featured") params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/**
 * The link to a filter state. On /shop/<category> with only that category chosen the link stays on the
 * category page; anything else goes to /shop with the categories in the query.
 */
export function shopHref(filters: ShopFilters, pathCategory?: string | null): string {
  const stay =
    Boolean(pathCategory) && filters.categories.length === 1 && filters.categories[0] === pathCategory;
  const path = stay ? `/shop/${pathCategory}` : "/shop";
  const query = serialiseShopFilters(filters, { omitCategory: stay }).toString();
  return query ? `${path}?${query}` : path;
}

/** A new state with some filters changed; any change of filter, search or sort goes back to page 1. */
export function changeFilters(filters: ShopFilters, change: Partial<Omit<ShopFilters, "page">>): ShopFilters {
  return { ...filters, ...change, q: cleanQuery(change.q ?? filters.q), page: 1 };
}

export function withPage(filters: ShopFilters, page: number): ShopFilters {
  return { ...filters, page: Math.max(1, Math.floor(page)) };
}

/** Adds a value to a list when absent, removes it when present. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

export function priceBandKey(range: PriceRange): string {
  return `${range.min}-${range.max}`;
}

/** Whether anything narrows the list (search, a filter); sort and page do not count. */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return (
    filters.q !== "" ||
    filters.categories.length > 0 ||
    filters.brands.length > 0 ||
    filters.price !== null ||
    filters.ratings.length > 0 ||
    filters.origins.length > 0 ||
    filters.inStock
  );
}

/** How many filter choices are made (categories, brands, ratings, origins, a price band, in stock), for the Filters button. */
export function activeFilterCount(filters: ShopFilters): number {
  return (
    filters.categories.length +
    filters.brands.length +
    filters.ratings.length +
    filters.origins.length +
    (filters.price ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

/**
 * The canonical path of a shop view: /shop or /shop/<category> when one category is chosen, plus
 * ?brand=<slug> when exactly one brand is chosen. Search, price, rating, origin, stock, sort and page are left
 * out.
 */
export function canonicalShopPath(filters: ShopFilters): string {
  const path = filters.categories.length === 1 ? `/shop/${filters.categories[0]}` : "/shop";
  return filters.brands.length === 1 ? `${path}?brand=${filters.brands[0]}` : path;
}

/** Reads the filter panel's form (checkbox and radio values) into a state, for navigating on change. */
export function filtersFromForm(form: FormData, options: { brands: readonly KnownBrand[] }): ShopFilters {
  const params = new URLSearchParams();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") params.append(name, value);
  }
  params.delete("page");
  return parseShopFilters(params, { brands: options.brands });
}

/** The shop's texts in either language (TamilOf is their shape without the English literals). */
type ShopLabels = TamilOf<typeof shopText>;
const rupees = (amount: number) => formatRupees(amount * 100);

/**
 * 'Under ₹10,000', '₹10,000 – ₹20,000' or 'Over ₹70,000' for a band (its upper figure rounded up to the
 * next band's start), or '₹5,000 – ₹1,25,000' for a price range from the URL.
 */
export function priceRangeLabel(range: PriceRange, t: ShopLabels = shopText.en): string {
  const index = priceBands.findIndex((band) => band.min === range.min && band.max === range.max);
  if (index === 0) return t.priceUnder(rupees(range.max + 1));
  if (index === priceBands.length - 1) return t.priceOver(rupees(range.min));
  if (index > 0) return t.priceBetween(rupees(range.min), rupees(range.max + 1));
  return t.priceBetween(rupees(range.min), rupees(range.max));
}

/** '5★' or '4★ & Up', as the rating filter shows it. */
export function ratingLabel(stars: number, t: ShopLabels = shopText.en): string {
  return t.ratingChip(stars);
}
