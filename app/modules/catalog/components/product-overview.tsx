import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";

import { productText } from "~/modules/catalog/texts/en/product";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { useEnglishLang } from "~/i18n/use-locale";

import type { ProductSummary } from "../product.schema";
import { productKeyDetails } from "../product-page";
import { ProductPrice } from "./product-price";
import { RatingStars } from "./rating-stars";

/** The top of the product page's buying column: brand, title, rating, key details, price and stock. */
export function ProductOverview({ product }: { product: ProductSummary }) {
  const t = useText(productText);
  const english = useEnglishLang();
  const details = productKeyDetails(product, t);
  return (
    <>
      <div>
        <Link
          to={`/shop?brand=${encodeURIComponent(product.brandSlug)}`}
          className="inline-flex min-h-6 items-center text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline focus-visible:rounded focus-ring"
        >
          {product.brand}
        </Link>
        <h1
          lang={english}
          className="mt-1 text-xl leading-snug font-bold text-balance text-slate-900 sm:text-2xl lg:text-3xl"
        >
          {product.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <RatingStars rating={product.rating} reviewsCount={product.reviewsCount} />
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Icon name="badge-check" className="size-4 text-brand-600" />
            {t.authorisedDealer(product.brand)}
          </span>
        </div>
        {details.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.keyDetails}>
            {details.map((detail) => (
              <li
                key={detail}
                className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
              >
                {detail}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="border-t border-slate-200 pt-5">
        <ProductPrice
          pricePaise={product.pricePaise}
          mrpPaise={product.mrpPaise}
          discountPct={product.discountPct}
        />
        <p
          className={clsx(
            "mt-3 inline-flex items-center gap-2 text-sm font-semibold",
            product.inStock ? "text-emerald-700" : "text-red-700",
          )}
        >
          <span
            className={clsx("size-2 rounded-full", product.inStock ? "bg-emerald-600" : "bg-red-600")}
            aria-hidden="true"
          />
          {product.inStock ? t.inStock : t.outOfStock}
        </p>
      </div>
    </>
  );
}
