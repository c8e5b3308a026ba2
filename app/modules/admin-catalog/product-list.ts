/** The back office's products list: its filters, its rows and the answers of its quick changes. */
import { productCategories } from "./product-form.schema";

export type AdminProductFilters = {
  q: string;
  category: string;
  showHidden: boolean;
  lowStockFirst: boolean;
  page: number;
};

export type AdminProductRow = {
  id: number;
  title: string;
  brand: string;
  category: string;
  pricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
  image: string;
  stock: number;
  hidden: boolean;
};

/** The answer to a quick change in the list: the stock of one row, or hiding or showing a product. */
export type ProductListAnswer = {
  intent: "stock" | "hide" | "show" | "";
  id?: number;
  ok: boolean;
  message: string;
  stock?: number;
};

/** The one fetcher every hide and show button shares, so the page shows the latest answer. */
export const visibilityFetcherKey = "product-visibility";

export function categoryName(slug: string): string {
  return productCategories.find((category) => category.slug === slug)?.name ?? slug;
}

/** What the list says after a product is hidden or shown again. */
export function visibilityMessage(title: string, hidden: boolean): string {
  return hidden
    ? `${title} is hidden from the shop. Tick “Show hidden products” to see it here.`
    : `${title} is back in the shop.`;
}
