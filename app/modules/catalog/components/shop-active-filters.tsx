import { Icon } from "~/components/ui/icon";

import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { shopText } from "~/modules/catalog/texts/en/shop";
import { Link } from "~/i18n/link";
import { useText, type TextOf } from "~/i18n/text";

import {
  changeFilters,
  hasActiveFilters,
  priceRangeLabel,
  ratingLabel,
  shopHref,
  type KnownBrand,
  type KnownOrigin,
  type ShopFilters,
} from "../shop-filters";

type Chip = { key: string; label: string; href: string };
type ChipTexts = { shop: TextOf<typeof shopText>; categories: Partial<Record<string, string>> };

function chipsOf(
  filters: ShopFilters,
  { brands, origins }: { brands: readonly KnownBrand[]; origins: readonly KnownOrigin[] },
  pathCategory: string | null,
  { shop: t, categories }: ChipTexts,
): Chip[] {
  const href = (change: Parameters<typeof changeFilters>[1]) =>
    shopHref(changeFilters(filters, change), pathCategory);
  const chips: Chip[] = [];
  if (filters.q) chips.push({ key: "q", label: `“${filters.q}”`, href: href({ q: "" }) });
  for (const slug of filters.categories) {
    chips.push({
      key: `category:${slug}`,
      label: categories[slug] ?? slug,
      href: href({ categories: filters.categories.filter((item) => item !== slug) }),
    });
  }
  for (const slug of filters.brands) {
    chips.push({
      key: `brand:${slug}`,
      label: brands.find((brand) => brand.slug === slug)?.name ?? slug,
      href: href({ brands: filters.brands.filter((item) => item !== slug) }),
    });
  }
  if (filters.price)
    chips.push({ key: "price", label: priceRangeLabel(filters.price, t), href: href({ price: null }) });
  for (const stars of filters.ratings) {
    chips.push({
      key: `rating:${stars}`,
      label: ratingLabel(stars, t),
      href: href({ ratings: filters.ratings.filter((item) => item !== stars) }),
    });
  }
  for (const code of filters.origins) {
    chips.push({
      key: `origin:${code}`,
      label: origins.find((origin) => origin.code === code)?.name ?? code,
      href: href({ origins: filters.origins.filter((item) => item !== code) }),
    });
  }
  if (filters.inStock) chips.push({ key: "inStock", label: t.inStockOnly, href: href({ inStock: false }) });
  return chips;
}

/** One removable chip per active filter, and 'Clear all'. Plain links, so they work without JavaScript. */
export function ShopActiveFilters({
  filters,
  brands,
  origins,
  pathCategory,
}: {
  filters: ShopFilters;
  brands: readonly KnownBrand[];
  origins: readonly KnownOrigin[];
  pathCategory: string | null;
}) {
  const t = useText(shopText);
  const categories = useText(categoriesText);
  if (!hasActiveFilters(filters)) return null;
  const chips = chipsOf(filters, { brands, origins }, pathCategory, { shop: t, categories });
  return (
    <section aria-label={t.activeFilters} className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t.removeFilter(chip.label)}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-100 focus-ring"
            >
              {chip.label}
              <Icon name="x" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/shop"
        preventScrollReset
        className="inline-flex min-h-9 items-center rounded-md px-2 text-sm font-semibold text-brand-700 hover:underline focus-ring"
      >
        {t.clearAll}
      </Link>
    </section>
  );
}
