import { productText } from "~/modules/catalog/texts/en/product";
import { productCardText } from "~/modules/catalog/texts/en/product-card";
import { useText } from "~/i18n/text";
import { effectiveUnitPricePaise, formatRupees, savingsPaise, type Priced } from "~/lib/money";

/**
 * The product page's price: what the shopper pays, the MRP struck through, the 'N% OFF' badge and
 * 'You save' (MRP minus price).
 */
export function ProductPrice({ pricePaise, mrpPaise, discountPct }: Priced) {
  const price = effectiveUnitPricePaise({ pricePaise, mrpPaise, discountPct });
  const showMrp = mrpPaise !== null && mrpPaise > price;
  const savings = savingsPaise({ pricePaise, mrpPaise, discountPct });
  const t = useText(productText);
  const card = useText(productCardText);
  return (
    <div data-testid="product-price">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <span className="sr-only">{card.price}</span>
          {formatRupees(price)}
        </p>
        {showMrp && (
          <p className="text-base text-slate-500">
            {card.mrp}
            <s>{formatRupees(mrpPaise)}</s>
          </p>
        )}
        {discountPct > 0 && (
          <p className="rounded-md bg-emerald-700 px-2 py-0.5 text-sm font-bold text-white">
            {card.off(discountPct)}
          </p>
        )}
      </div>
      {savings > 0 && (
        <p className="mt-1.5 text-sm font-semibold text-emerald-700">{t.youSave(formatRupees(savings))}</p>
      )}
    </div>
  );
}
