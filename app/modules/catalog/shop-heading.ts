import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { shopText } from "~/modules/catalog/texts/en/shop";
import type { TamilOf } from "~/i18n/text";
import { dealer } from "~/lib/dealer";

import { findCategory } from "./categories";
import type { KnownBrand, ShopFilters } from "./shop-filters";

export type ShopHeading = { title: string; metaTitle: string; description: string };

/** The texts in either language (TamilOf is their shape without the English literals). */
type HeadingTexts = { shop: TamilOf<typeof shopText>; categories: TamilOf<typeof categoriesText> };

/**
 * The shop view's heading, page title and description: a search, one category and/or brand, or everything.
 * `texts` are the page's language (English by default).
 */
export function shopHeading(
  filters: ShopFilters,
  brands: readonly KnownBrand[],
  texts: HeadingTexts = { shop: shopText.en, categories: categoriesText.en },
): ShopHeading {
  const t = texts.shop;
  const category = filters.categories.length === 1 ? findCategory(filters.categories[0]!) : undefined;
  const brand =
    filters.brands.length === 1 ? brands.find((item) => item.slug === filters.brands[0]) : undefined;
  const where = `${dealer.name}, ${dealer.city}`;
  if (filters.q) {
    return {
      title: t.results(filters.q),
      metaTitle: t.searchMetaTitle(filters.q),
      description: t.searchDescription(filters.q, where),
    };
  }
  if (category || brand) {
    const name = [brand?.name, category ? texts.categories[category.slug] : t.appliances]
      .filter(Boolean)
      .join(" ");
    return { title: name, metaTitle: t.buyOnline(name), description: t.filteredDescription(name, where) };
  }
  return { title: t.allTitle, metaTitle: t.allMetaTitle, description: t.allDescription(where) };
}
