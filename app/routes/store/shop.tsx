import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from "react-router";

import { NotFoundScreen } from "~/components/not-found-screen";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { headerText } from "~/components/texts/en/header";
import { pageText } from "~/components/texts/en/page";
import { shopText } from "~/modules/catalog/texts/en/shop";
import { basePath, localeOfPath, localeOfRequest } from "~/i18n/locale";
import { useLocalePath } from "~/i18n/use-locale";
import { textIn, useText } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";
import { findCategory } from "~/modules/catalog/categories";
import { ShopActiveFilters } from "~/modules/catalog/components/shop-active-filters";
import {
  ShopFilterDrawer,
  ShopFilterToggle,
  useFilterDrawer,
} from "~/modules/catalog/components/shop-filter-drawer";
import { ShopResults } from "~/modules/catalog/components/shop-results";
import { ShopSearchBox } from "~/modules/catalog/components/shop-search-box";
import { ShopSortSelect } from "~/modules/catalog/components/shop-sort-select";
import { ShopErrorState } from "~/modules/catalog/components/shop-states";
import {
  activeFilterCount,
  canonicalShopPath,
  filtersFromForm,
  parseShopFilters,
  shopHref,
  type ShopFilters,
} from "~/modules/catalog/shop-filters";
import { shopHeading } from "~/modules/catalog/shop-heading";
import { queryShopCached, readShopCatalogue } from "~/modules/catalog/shop-query.server";
import { shopOrigins } from "~/modules/catalog/product-declarations.server";
import { CompareBar } from "~/modules/compare/components/compare-bar";

import type { Route } from "./+types/shop";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

const FORM_ID = "shop-filters";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = "category" in params ? params.category : undefined;
  const category = slug === undefined ? undefined : findCategory(slug);
  if (slug !== undefined && !category) throw data(null, { status: 404 });

  try {
    const { version, brands } = await readShopCatalogue(context.db, () => context.catalogueVersion());
    const filters = parseShopFilters(new URL(request.url).searchParams, {
      brands,
      pathCategory: category?.slug,
    });
    const result = await queryShopCached(context.db, filters, version);
    return {
      pathCategory: category?.slug ?? null,
      brands,
      origins: shopOrigins(result.facets.origins, filters.origins, localeOfRequest(request)),
      filters: { ...filters, page: result.page },
      result,
    };
  } catch (error) {
    console.error(error);
    throw data({ message: textIn(shopText, localeOfRequest(request)).loadFailed }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location, error }) => {
  const locale = localeOfPath(location.pathname);
  const t = textIn(shopText, locale);
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const page = textIn(pageText, locale);
    return [
      ...pageMeta(matches, {
        title: notFound ? page.notFoundMetaTitle : t.errorTitle,
        description: notFound ? page.notFoundMetaDescription : t.errorDescription,
        path: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { filters, brands } = loaderData;
  const heading = shopHeading(filters, brands, { shop: t, categories: textIn(categoriesText, locale) });
  const tags = pageMeta(matches, {
    title: heading.metaTitle,
    description: heading.description,
    path: canonicalShopPath(filters),
  });
  return filters.q ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { pathCategory, brands, origins, filters, result } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { open, toggle, close, toggleRef, closeRef } = useFilterDrawer();
  const t = useText(shopText);
  const categoryNames = useText(categoriesText);
  const shopLabel = useText(headerText).shop;
  const to = useLocalePath();
  const heading = shopHeading(filters, brands, { shop: t, categories: categoryNames });
  const loading =
    navigation.state === "loading" && basePath(navigation.location.pathname).startsWith("/shop");

  function go(next: ShopFilters) {
    void navigate(to(shopHref(next, pathCategory)), { preventScrollReset: true });
  }
  const applyForm = (form: HTMLFormElement) => go(filtersFromForm(new FormData(form), { brands }));

  // A filter ticked or a sort chosen before the page's code arrived stays chosen through hydration but sent
  // nothing: apply it now. What was typed into the search box waits for its own submit.
  useEffect(() => {
    const form = document.getElementById(FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const chosen = { ...filtersFromForm(new FormData(form), { brands }), q: filters.q };
    if (shopHref({ ...chosen, page: filters.page }, pathCategory) !== shopHref(filters, pathCategory))
      go(chosen);
    // Once, on the first render in the browser; later changes arrive as the form's change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Breadcrumb items={shopCrumbs(shopLabel, pathCategory ? categoryNames[pathCategory] : null)} />

        <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading.title}</h1>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t.showing(result.total)}
          </p>
        </div>

        <noscript>
          <style>{`#${FORM_ID}-panel{display:block!important}#${FORM_ID}-toggle{display:none!important}`}</style>
        </noscript>

        <div className="mt-5 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
          <ShopFilterDrawer
            open={open}
            onClose={close}
            closeRef={closeRef}
            formId={FORM_ID}
            filters={filters}
            facets={result.facets}
            brands={brands}
            origins={origins}
            total={result.total}
            loading={loading}
            onApply={applyForm}
          />

          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
              <ShopSearchBox formId={FORM_ID} value={filters.q} />
              <div className="flex items-center justify-between gap-3">
                <ShopFilterToggle
                  open={open}
                  onToggle={toggle}
                  toggleRef={toggleRef}
                  formId={FORM_ID}
                  activeCount={activeFilterCount(filters)}
                />
                <ShopSortSelect
                  formId={FORM_ID}
                  value={filters.sort}
                  onChange={(select) => select.form && applyForm(select.form)}
                />
              </div>
            </div>

            <ShopActiveFilters
              filters={filters}
              brands={brands}
              origins={origins}
              pathCategory={pathCategory}
            />
            <ShopResults loading={loading} filters={filters} pathCategory={pathCategory} result={result} />
          </div>
        </div>
      </div>
      <CompareBar />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const t = useText(shopText);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : error instanceof Error
        ? error.message
        : t.loadFailed;
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <ShopErrorState message={message} retryHref={`${location.pathname}${location.search}`} />
      </div>
    </main>
  );
}

function shopCrumbs(shop: string, category: string | null | undefined): Crumb[] {
  return category ? [{ label: shop, to: "/shop" }, { label: category }] : [{ label: shop }];
}
