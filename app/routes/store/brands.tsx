import { Icon } from "~/components/ui/icon";

import { brandsText } from "~/modules/catalog/texts/en/brands";
import { Link } from "~/i18n/link";
import { htmlLang, localeOfPath, localeOfRequest } from "~/i18n/locale";
import { textIn, useText, type TextOf } from "~/i18n/text";

import { pageMeta } from "~/lib/seo";
import { listPartnerBrands } from "~/modules/catalog/brands.server";
import type { BrandSummary } from "~/modules/catalog/product.schema";
import { IconCardList } from "~/modules/content/components/icon-card-list";
import type { Route } from "./+types/brands";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const t = textIn(brandsText, localeOfPath(location.pathname));
  const names = loaderData?.brands.map((brand) => brand.name).join(", ") ?? "";
  return pageMeta(matches, { title: t.title, description: t.description(names), path: "/brands" });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return { brands: await listPartnerBrands(context.db, localeOfRequest(request)) };
}

function shopHref(brand: BrandSummary) {
  return `/shop?brand=${encodeURIComponent(brand.name)}`;
}

/** The brand's description as staff wrote it (English marked as such), or the page's own line. */
function describe(brand: BrandSummary, t: TextOf<typeof brandsText>) {
  return brand.description ? (
    <span lang={brand.descriptionInTamil ? undefined : htmlLang.en}>{brand.description}</span>
  ) : (
    t.fallbackDescription(brand.name)
  );
}

const partnershipPoints = [
  { icon: "shield-check", text: "warranty" },
  { icon: "badge-check", text: "parts" },
  { icon: "wrench", text: "technicians" },
] as const;

const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-ring";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-ring";

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  const featured = brands.slice(0, 3);
  const t = useText(brandsText);
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#partner-brands"
              className="inline-flex min-h-11 items-center rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t.seeAll}
            </a>
          </div>
        </div>
      </section>

      <section
        id="partner-brands"
        aria-labelledby="partner-brands-heading"
        className="scroll-mt-4 bg-slate-50 py-14 sm:py-20"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <h2 id="partner-brands-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t.listTitle}
            </h2>
            <p className="mt-3 text-slate-600">{t.listText}</p>
          </div>
          {brands.length === 0 ? (
            <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
              {t.empty}
              <Link to="/shop" className="font-semibold text-brand-700 underline">
                {t.emptyLink}
              </Link>
              {t.emptyEnd}
            </p>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {brands.map((brand) => (
                <li
                  key={brand.slug}
                  data-testid="brand-card"
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <div className="flex h-24 items-center justify-center rounded-xl bg-slate-50">
                    <img
                      src={brand.logo}
                      alt={t.logo(brand.name)}
                      width={160}
                      height={64}
                      loading="lazy"
                      decoding="async"
                      className="h-16 w-40 object-contain"
                    />
                  </div>
                  <h3 className="mt-5 text-xl font-semibold text-slate-900">{brand.name}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-slate-600">{describe(brand, t)}</p>
                  <div className="mt-6 grid gap-3 min-[480px]:grid-cols-2 sm:grid-cols-1">
                    <Link to={shopHref(brand)} className={primaryButton}>
                      <Icon name="shopping-bag" className="size-4 shrink-0" />
                      <span>{t.shop(brand.name)}</span>
                    </Link>
                    <Link to="/book-service" className={secondaryButton}>
                      <Icon name="calendar-clock" className="size-4 shrink-0" />
                      <span>
                        {t.bookService}
                        <span className="sr-only">{t.forBrand(brand.name)}</span>
                      </span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="partnerships-heading" className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <h2 id="partnerships-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t.partnershipsTitle}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-600">{t.partnershipsText}</p>
          </div>
          <IconCardList
            cards={partnershipPoints.map(({ icon, text }) => ({
              icon,
              title: t[`${text}.title`],
              text: t[`${text}.text`],
            }))}
            className="mt-10"
          />
        </div>
      </section>

      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="bg-brand-50 py-14 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="featured-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t.featuredTitle}
            </h2>
            <p className="mt-3 max-w-2xl text-slate-600">{t.featuredText}</p>
            <ul className="mt-8 grid gap-6 lg:grid-cols-3">
              {featured.map((brand) => (
                <li
                  key={brand.slug}
                  className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100"
                >
                  <img
                    src={brand.logo}
                    alt={t.logo(brand.name)}
                    width={160}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="h-16 w-40 object-contain object-left"
                  />
                  <h3 className="mt-4 text-xl font-semibold text-slate-900">{brand.name}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-slate-600">{describe(brand, t)}</p>
                  <Link
                    to={shopHref(brand)}
                    className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:rounded focus-ring"
                  >
                    {t.explore(brand.name)}
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="brands-cta-heading" className="py-14 sm:py-20">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 id="brands-cta-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t.ctaText}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/shop" className={`${primaryButton} px-6 text-base`}>
              <Icon name="shopping-bag" className="size-5" />
              {t.shopAll}
            </Link>
            <Link to="/book-service" className={`${secondaryButton} px-6 text-base`}>
              <Icon name="calendar-clock" className="size-5" />
              {t.bookAService}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
