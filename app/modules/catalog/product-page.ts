import { effectiveUnitPricePaise, formatRupees } from "~/lib/money";

import { findCategory } from "./categories";

/** The category a product page links back to: its name, singular, and shop path (the whole shop if unknown). */
export function productCategoryLink(slug: string): { name: string; singular: string; path: string } {
  const category = findCategory(slug);
  return {
    name: category?.name ?? slug,
    singular: category?.singular ?? slug,
    path: category ? `/shop/${category.slug}` : "/shop",
  };
}

/** The short facts shown as chips under the title: capacity and energy rating, when known. */
export function productKeyDetails(product: {
  capacity: string | null;
  energyRating: number | null;
}): string[] {
  return [
    product.capacity,
    product.energyRating ? `${product.energyRating} Star energy rating` : null,
  ].filter((detail): detail is string => Boolean(detail));
}

/** The price as the page description states it, with the discount off MRP when there is one. */
export function productOfferText(product: {
  pricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
}): string {
  const price = formatRupees(effectiveUnitPricePaise(product));
  return product.discountPct > 0 && product.mrpPaise !== null
    ? `${price} (${product.discountPct}% off MRP ${formatRupees(product.mrpPaise)})`
    : price;
}
