import { dealer } from "~/lib/dealer";

import { findCategory } from "./categories";
import type { KnownBrand, ShopFilters } from "./shop-filters";

export type ShopHeading = { title: string; metaTitle: string; description: string };

/** The shop view's heading, page title and description: a search, one category and/or brand, or everything. */
export function shopHeading(filters: ShopFilters, brands: readonly KnownBrand[]): ShopHeading {
  const category = filters.categories.length === 1 ? findCategory(filters.categories[0]!) : undefined;
  const brand =
    filters.brands.length === 1 ? brands.find((item) => item.slug === filters.brands[0]) : undefined;
  const where = `${dealer.name}, ${dealer.city}`;
  if (filters.q) {
    return {
      title: `Results for “${filters.q}”`,
      metaTitle: `Search results for “${filters.q}”`,
      description: `Home appliances matching “${filters.q}” at ${where}.`,
    };
  }
  if (category || brand) {
    const name = [brand?.name, category?.name ?? "Appliances"].filter(Boolean).join(" ");
    return {
      title: name,
      metaTitle: `Buy ${name} Online`,
      description: `Shop ${name} from top brands at ${where}. Genuine products with manufacturer warranty, free delivery and installation support.`,
    };
  }
  return {
    title: "All Products",
    metaTitle: "Shop Home Appliances – All Products",
    description: `Shop TVs, air conditioners, washing machines, refrigerators and fans from Samsung, LG, Godrej, Voltas and more at ${where}. Prices inclusive of all taxes.`,
  };
}
