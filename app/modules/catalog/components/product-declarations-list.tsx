import { productText } from "~/modules/catalog/texts/en/product";
import { useText } from "~/i18n/text";
import { useEnglishLang, useLocale } from "~/i18n/use-locale";
import { formatMonthYear } from "~/lib/india-time";
import { formatRupees } from "~/lib/money";

import type { ProductDeclarations } from "../product-declarations";

/**
 * The declarations Legal Metrology asks an online seller to show before the sale (decision 037): maker,
 * packer or importer, origin, net quantity, MRP with all taxes, month of manufacture or import, consumer
 * care. Staff's own words (names, addresses, contacts) stay as typed, marked English.
 */
export function ProductDeclarationsList({
  declarations: d,
  mrpPaise,
}: {
  declarations: ProductDeclarations;
  mrpPaise: number;
}) {
  const t = useText(productText);
  const locale = useLocale();
  const english = useEnglishLang();
  if (!d.makerRole || !d.makerName || !d.countryOfOrigin || !d.netQuantity || !d.netQuantityUnit) {
    return <p className="mt-4 text-slate-700">{t.declarationsPending}</p>;
  }
  const rows: [string, string, boolean][] = [
    [t[d.makerRole], [d.makerName, d.makerAddress].filter(Boolean).join(", "), true],
    [t.countryOfOrigin, t[`country_${d.countryOfOrigin}`], false],
    [t.netQuantity, `${d.netQuantity} ${t[`unit_${d.netQuantityUnit}`]}`, false],
    [t.mrpAllTaxes, formatRupees(mrpPaise), false],
  ];
  if (d.madeIn) {
    const label = d.makerRole === "importer" ? t.madeInImport : t.madeInManufacture;
    rows.push([label, formatMonthYear(d.madeIn, locale), false]);
  }
  if (d.consumerCare) rows.push([t.consumerCare, d.consumerCare, true]);
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value, typed]) => (
        <div key={label}>
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd lang={typed ? english : undefined} className="mt-0.5 text-slate-900">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
