import type { InstallationNeed } from "../../../db/enums";
import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { productText } from "~/modules/catalog/texts/en/product";
import type { TamilOf } from "~/i18n/text";
import { effectiveUnitPricePaise, formatRupees } from "~/lib/money";

import { findCategory } from "./categories";

/** The product page's texts in either language (TamilOf is their shape without the English literals). */
type ProductTexts = TamilOf<typeof productText>;

/**
 * The category a product page links back to: its name in `names`' language, and shop path (the whole shop
 * if unknown).
 */
export function productCategoryLink(
  slug: string,
  names: TamilOf<typeof categoriesText> = categoriesText.en,
): { name: string; path: string } {
  const category = findCategory(slug);
  return {
    name: category ? names[category.slug] : slug,
    path: category ? `/shop/${category.slug}` : "/shop",
  };
}

/** The short facts shown as chips under the title: capacity and energy rating, when known. */
export function productKeyDetails(
  product: { capacity: string | null; energyRating: number | null },
  t: ProductTexts = productText.en,
): string[] {
  return [product.capacity, product.energyRating ? t.energyRating(product.energyRating) : null].filter(
    (detail): detail is string => Boolean(detail),
  );
}

/** The price as the page description states it, with the discount off MRP when there is one. */
export function productOfferText(
  product: { pricePaise: number; mrpPaise: number | null; discountPct: number },
  t: ProductTexts = productText.en,
): string {
  const price = formatRupees(effectiveUnitPricePaise(product));
  return product.discountPct > 0 && product.mrpPaise !== null
    ? t.offer(price, product.discountPct, formatRupees(product.mrpPaise))
    : price;
}

/** The product page's line about installation, e.g. "Installation by our technicians: ₹1,499"; null for none. */
export function productInstallationText(
  product: { installation: InstallationNeed; installationChargePaise: number },
  t: ProductTexts = productText.en,
): string | null {
  const { installation, installationChargePaise: charge } = product;
  if (installation === "none") return null;
  if (charge <= 0) return installation === "demo" ? t.freeDemo : t.freeInstallation;
  return installation === "demo"
    ? t.paidDemo(formatRupees(charge))
    : t.paidInstallation(formatRupees(charge));
}
