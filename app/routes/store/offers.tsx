import { Icon } from "~/components/ui/icon";

import { offersText } from "~/modules/content/texts/en/offers";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { pageMeta } from "~/lib/seo";
import { ProductCard } from "~/modules/catalog/components/product-card";
import { WishlistHeart } from "~/modules/catalog/components/wishlist-heart";
import { listOffers } from "~/modules/catalog/offers.server";
import { OfferPerks } from "~/modules/content/components/offer-perks";
import type { Route } from "./+types/offers";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

/** Cards in the first row load their images at once. */
const ABOVE_THE_FOLD = 4;

export async function loader({ context }: Route.LoaderArgs) {
  return { offers: await listOffers(context.db) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const t = textIn(offersText, localeOfPath(location.pathname));
  const best = bestDiscountOf(loaderData?.offers ?? []);
  const headline = best > 0 ? t.upToOff(best) : t.current;
  return pageMeta(matches, { title: t.title, description: t.description(headline), path: "/offers" });
};

function bestDiscountOf(offers: readonly { discountPct: number }[]): number {
  return offers.reduce((best, product) => Math.max(best, product.discountPct), 0);
}

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { offers } = loaderData;
  const bestDiscount = bestDiscountOf(offers);
  const t = useText(offersText);
  return (
    <main id="main" className="bg-slate-50">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.current}</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.lead}</p>
          </div>
          {bestDiscount > 0 ? (
            <p className="flex shrink-0 items-center gap-3 self-start rounded-2xl bg-white px-6 py-4 text-brand-800 shadow-lg lg:self-auto">
              <Icon name="tag" className="size-8 text-brand-600" />
              <span className="flex flex-col leading-tight">
                <span className="text-sm font-semibold uppercase">{t.upTo}</span>{" "}
                <span className="text-4xl font-extrabold">{t.percentOff(bestDiscount)}</span>
              </span>
            </p>
          ) : null}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <OfferPerks />

        {offers.length > 0 ? (
          <section aria-labelledby="offers-heading" className="mt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="offers-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
                {t.onOffer(offers.length)}
              </h2>
              <p className="text-sm text-slate-600">{t.biggestFirst}</p>
            </div>
            <ul
              className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
              data-testid="offer-grid"
            >
              {offers.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    priority={index < ABOVE_THE_FOLD}
                    imageAction={<WishlistHeart item={{ id: product.id, title: product.title }} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <section
            aria-labelledby="no-offers-heading"
            className="mt-10 rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center"
          >
            <span
              className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
              aria-hidden
            >
              <Icon name="tag" className="size-7" />
            </span>
            <h2 id="no-offers-heading" className="mt-4 text-xl font-bold text-slate-900">
              {t.noneTitle}
            </h2>
            <p className="mx-auto mt-2 max-w-md text-slate-600">{t.noneText}</p>
            <Link to="/shop" className={buttonClass({ size: "lg", className: "mt-6" })}>
              {t.browse}
            </Link>
          </section>
        )}
      </div>
    </main>
  );
}
