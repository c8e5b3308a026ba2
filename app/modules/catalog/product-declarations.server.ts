import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { formatMonthYear } from "~/lib/india-time";
import { formatRupees } from "~/lib/money";
import { productDeclarationsText } from "~/modules/catalog/texts/en/product-declarations";

import {
  isOriginCountry,
  originCountries,
  type DeclarationRow,
  type ProductDeclarations,
} from "./product-declarations";
import type { KnownOrigin } from "./shop-filters";

/**
 * The shop's country of origin options in the page's language: those with products under the other
 * filters, and any chosen; India first, the rest by name.
 */
export function shopOrigins(
  counts: Record<string, number>,
  chosen: readonly string[],
  locale: Locale,
): KnownOrigin[] {
  const t = textIn(productDeclarationsText, locale);
  // A code no product can carry is dropped here: the shop shows nothing for it, and no chip.
  return originCountries
    .filter((code) => (counts[code] ?? 0) > 0 || chosen.includes(code))
    .map((code) => ({ code, name: t[`country_${code}`] }))
    .sort(
      (a, b) => Number(b.code === "IN") - Number(a.code === "IN") || a.name.localeCompare(b.name, locale),
    );
}

/**
 * The declarations Legal Metrology asks an online seller to show before the sale (decision 037), as the
 * product page lists them: maker, packer or importer with the address, origin, net quantity, MRP with all
 * taxes, month of manufacture or import, consumer care. Null until staff have filled in the required ones,
 * so a page never shows half of them.
 */
export function declarationRows(
  d: ProductDeclarations,
  mrpPaise: number,
  locale: Locale,
): DeclarationRow[] | null {
  if (
    !d.makerRole ||
    !d.makerName ||
    !isOriginCountry(d.countryOfOrigin) ||
    !d.netQuantity ||
    !d.netQuantityUnit
  ) {
    return null;
  }
  const t = textIn(productDeclarationsText, locale);
  const rows: DeclarationRow[] = [
    { label: t[d.makerRole], value: [d.makerName, d.makerAddress].filter(Boolean).join(", "), typed: true },
    { label: t.countryOfOrigin, value: t[`country_${d.countryOfOrigin}`], typed: false },
    { label: t.netQuantity, value: `${d.netQuantity} ${t[`unit_${d.netQuantityUnit}`]}`, typed: false },
    { label: t.mrpAllTaxes, value: formatRupees(mrpPaise), typed: false },
  ];
  if (d.madeIn) {
    const label = d.makerRole === "importer" ? t.madeInImport : t.madeInManufacture;
    rows.push({ label, value: formatMonthYear(d.madeIn, locale), typed: false });
  }
  if (d.consumerCare) rows.push({ label: t.consumerCare, value: d.consumerCare, typed: true });
  return rows;
}

/** What the product's structured data says of its origin and maker, in English like the rest of it. */
export function declarationsJsonLd(d: ProductDeclarations): {
  countryOfOrigin: string | null;
  manufacturer: { name: string; address: string | null } | null;
} {
  return {
    countryOfOrigin: isOriginCountry(d.countryOfOrigin)
      ? productDeclarationsText.en[`country_${d.countryOfOrigin}`]
      : null,
    manufacturer:
      d.makerRole === "manufacturer" && d.makerName ? { name: d.makerName, address: d.makerAddress } : null,
  };
}
