import { clsx } from "clsx";

import { productCardText } from "~/modules/catalog/texts/en/product-card";
import { useText } from "~/i18n/text";
import { effectiveUnitPricePaise, formatRupees, type Priced } from "~/lib/money";

type PriceBlockProps = Priced & {
  size?: "md" | "lg";
  className?: string;
};

/** The price a shopper pays, the MRP struck through when it is higher, and an 'N% OFF' badge. */
export function PriceBlock({ pricePaise, mrpPaise, discountPct, size = "md", className }: PriceBlockProps) {
  const price = effectiveUnitPricePaise({ pricePaise, mrpPaise, discountPct });
  const showMrp = mrpPaise !== null && mrpPaise > price;
  const t = useText(productCardText);
  return (
    <div className={clsx("price-block", className)}>
      <p className={clsx("price-now", size === "lg" ? "text-3xl" : "text-lg")}>
        <span className="sr-only">{t.price}</span>
        {formatRupees(price)}
      </p>
      {showMrp && (
        <p className={clsx("text-slate-500", size === "lg" ? "text-base" : "text-sm")}>
          <span className="sr-only">{t.mrp}</span>
          <s>{formatRupees(mrpPaise)}</s>
        </p>
      )}
      {discountPct > 0 && (
        <p className={clsx("discount-badge", size === "lg" ? "text-sm" : "text-xs")}>{t.off(discountPct)}</p>
      )}
    </div>
  );
}
