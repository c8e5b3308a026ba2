import { Icon } from "~/components/ui/icon";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { productCardText } from "~/modules/catalog/texts/en/product-card";
import { wishlistText } from "~/modules/wishlist/texts/en/wishlist";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";

import { Breadcrumb } from "~/components/ui/breadcrumb";

import { buttonClass } from "~/components/ui/button-styles";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/seo";
import { AddToCartButton, CartNeedsJavaScript } from "~/modules/catalog/components/add-to-cart-buttons";
import { PriceBlock } from "~/modules/catalog/components/price-block";
import { RatingStars } from "~/modules/catalog/components/rating-stars";
import { getProductsByIds, parseProductIdList } from "~/modules/catalog/product-detail.server";
import type { ProductSummary } from "~/modules/catalog/product.schema";
import { useWishlist } from "~/modules/wishlist/use-wishlist";
import { wishlistLimit } from "~/modules/wishlist/wishlist-store";

import type { Route } from "./+types/wishlist";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/**
 * The wishlist lives in the browser, so the page asks this loader for its products by id
 * (/wishlist?ids=3,1). Invalid ids are dropped and unknown ones simply return nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseProductIdList(new URL(request.url).searchParams.get("ids"), wishlistLimit);
  const products = await getProductsByIds(context.db, ids);
  return {
    requested: ids.map(String),
    products: products.map(({ specs: _specs, ...summary }): ProductSummary => summary),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(wishlistText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.title, description: t.description, path: "/wishlist" }),
    { name: "robots", content: "noindex" },
  ];
};

export default function WishlistPage() {
  const wishlist = useWishlist();
  const t = useText(wishlistText);
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof loader>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastRequest = useRef<string | null>(null);

  const requested = new Set(fetcher.data?.requested ?? []);
  const known = new Map((fetcher.data?.products ?? []).map((product) => [product.id, product]));
  const key = wishlist.ids.join(",");
  const waiting = wishlist.ids.some((id) => !requested.has(id));
  const { load } = fetcher;

  useEffect(() => {
    // One request per list: a failed or unanswered id is not asked for again and again.
    if (!waiting || lastRequest.current === key) return;
    lastRequest.current = key;
    void load(`/wishlist?ids=${key}`);
  }, [key, waiting, load]);

  const items = wishlist.ids.flatMap((id) => known.get(id) ?? []);
  const loading = !hydrated || (waiting && wishlist.count > 0);

  function removeItem(product: ProductSummary) {
    wishlist.toggle({ id: product.id, title: product.title });
    headingRef.current?.focus();
  }

  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <Breadcrumb items={[{ label: t.crumb }]} />
        <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
          >
            {t.title}
          </h1>
          {!loading && items.length > 0 && <p className="text-slate-600">{t.itemCount(items.length)}</p>}
        </div>

        {loading ? (
          <>
            <ul aria-busy="true" aria-label={t.loading} className="mt-6 grid gap-4">
              {Array.from({ length: Math.min(Math.max(wishlist.count, 2), 6) }, (_, index) => (
                <li key={index} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
                  <div className="size-24 shrink-0 animate-pulse rounded-lg bg-slate-200 sm:size-28" />
                  <div className="flex flex-1 flex-col gap-2 pt-1">
                    <div className="h-3 w-20 animate-pulse rounded bg-slate-200" />
                    <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
                    <div className="h-5 w-28 animate-pulse rounded bg-slate-200" />
                  </div>
                </li>
              ))}
            </ul>
            <noscript>
              <p className="mt-4 text-slate-700">{t.needsJavaScript}</p>
            </noscript>
          </>
        ) : items.length === 0 ? (
          <section className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-600">
              <Icon name="heart" className="size-7" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{t.emptyTitle}</h2>
            <p className="mt-2 max-w-sm text-slate-600">{t.emptyText}</p>
            <Link to="/shop" className={buttonClass({ size: "lg", className: "mt-6" })}>
              {t.browse}
            </Link>
          </section>
        ) : (
          <>
            <CartNeedsJavaScript className="mt-5" />
            <ul className="mt-4 grid gap-4" aria-label={t.saved}>
              {items.map((product) => (
                <li key={product.id}>
                  <WishlistRow product={product} onRemove={() => removeItem(product)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </main>
  );
}

function WishlistRow({ product, onRemove }: { product: ProductSummary; onRemove: () => void }) {
  const t = useText(wishlistText);
  const card = useText(productCardText);
  const removeBefore = t.removeBefore(product.title);
  const removeAfter = t.removeAfter(product.title);
  const details = [product.capacity, product.energyRating ? card.stars(product.energyRating) : null].filter(
    Boolean,
  );
  return (
    <article className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[7rem_minmax(0,1fr)_11rem] sm:p-4">
      <img
        src={product.image}
        alt={product.title}
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
        className="size-24 shrink-0 rounded-lg bg-slate-50 object-contain sm:size-28"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{product.brand}</p>
        <h2 className="text-sm leading-snug font-medium text-slate-900 sm:text-base">
          <Link
            to={`/products/${product.id}`}
            className="rounded hover:text-brand-700 hover:underline focus-ring"
          >
            {product.title}
          </Link>
        </h2>
        {details.length > 0 && <p className="text-xs text-slate-600">{details.join(" · ")}</p>}
        <RatingStars rating={product.rating} reviewsCount={product.reviewsCount} />
        <PriceBlock
          pricePaise={product.pricePaise}
          mrpPaise={product.mrpPaise}
          discountPct={product.discountPct}
          className="mt-1"
        />
        {!product.inStock && <p className="text-sm font-semibold text-red-700">{card.outOfStock}</p>}
      </div>
      <div className="col-span-2 grid grid-cols-2 content-start gap-2 sm:col-span-1 sm:grid-cols-1">
        <AddToCartButton product={product} className="whitespace-nowrap" />
        <button
          type="button"
          onClick={onRemove}
          className={buttonClass({ variant: "secondary", className: "px-3" })}
        >
          <Icon name="trash" className="size-4" />
          {removeBefore ? <span className="sr-only">{removeBefore}</span> : null}
          {t.remove}
          {removeAfter ? <span className="sr-only">{removeAfter}</span> : null}
        </button>
      </div>
    </article>
  );
}
