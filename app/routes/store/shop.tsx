import { clsx } from "clsx";
import { SlidersHorizontal, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from "react-router";

import { NotFoundScreen } from "~/components/not-found-screen";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { listBrands } from "~/modules/catalog/brands.server";
import { findCategory } from "~/modules/catalog/categories";
import { ProductCard } from "~/modules/catalog/components/product-card";
import { WishlistHeart } from "~/modules/catalog/components/wishlist-heart";
import { ShopActiveFilters } from "~/modules/catalog/components/shop-active-filters";
import { ShopFilterPanel } from "~/modules/catalog/components/shop-filter-panel";
import { ShopPagination } from "~/modules/catalog/components/shop-pagination";
import { ShopSearchBox } from "~/modules/catalog/components/shop-search-box";
import { ShopSkeletonGrid } from "~/modules/catalog/components/shop-skeleton-grid";
import { ShopSortSelect } from "~/modules/catalog/components/shop-sort-select";
import { ShopEmptyState, ShopErrorState } from "~/modules/catalog/components/shop-states";
import {
  canonicalShopPath,
  filtersFromForm,
  hasActiveFilters,
  parseShopFilters,
  shopHref,
  withPage,
  type KnownBrand,
  type ShopFilters,
} from "~/modules/catalog/shop-filters";
import { queryShopCached } from "~/modules/catalog/shop-query.server";
import { CompareBar } from "~/modules/compare/components/compare-bar";
import { CompareToggle } from "~/modules/compare/components/compare-toggle";

import type { Route } from "./+types/shop";

/** Cards in the first row load their images at once. */
const ABOVE_THE_FOLD = 4;
const FORM_ID = "shop-filters";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = "category" in params ? params.category : undefined;
  const category = slug === undefined ? undefined : findCategory(slug);
  if (slug !== undefined && !category) throw data(null, { status: 404 });

  try {
    const brands: KnownBrand[] = (await listBrands(context.db)).map(({ slug, name }) => ({ slug, name }));
    const filters = parseShopFilters(new URL(request.url).searchParams, {
      brands,
      pathCategory: category?.slug,
    });
    const result = await queryShopCached(context.db, filters);
    return {
      pathCategory: category?.slug ?? null,
      brands,
      filters: { ...filters, page: result.page },
      result,
    };
  } catch (error) {
    console.error(error);
    throw data({ message: "Failed to load products" }, { status: 503 });
  }
}

type Heading = { title: string; metaTitle: string; description: string };

function headingOf(filters: ShopFilters, brands: readonly KnownBrand[]): Heading {
  const category = filters.categories.length === 1 ? findCategory(filters.categories[0]!) : undefined;
  const brand =
    filters.brands.length === 1 ? brands.find((item) => item.slug === filters.brands[0]) : undefined;
  const where = `${dealer.name}, ${dealer.city}`;
  if (filters.q) {
    return {
      title: `Results for “${filters.q}”`,
      metaTitle: `Search results for “${filters.q}”`,
      description: `Home appliances matching “${filters.q}” at ${where}.`,
    };
  }
  if (category || brand) {
    const name = [brand?.name, category?.name ?? "Appliances"].filter(Boolean).join(" ");
    return {
      title: name,
      metaTitle: `Buy ${name} Online`,
      description: `Shop ${name} from top brands at ${where}. Genuine products with manufacturer warranty, free delivery and installation support.`,
    };
  }
  return {
    title: "All Products",
    metaTitle: "Shop Home Appliances – All Products",
    description: `Shop TVs, air conditioners, washing machines, refrigerators and fans from Samsung, LG, Godrej, Voltas and more at ${where}. Prices inclusive of all taxes.`,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location, error }) => {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      ...pageMeta(matches, {
        title: notFound ? "Page not found" : "Error loading products",
        description: notFound
          ? "The page you are looking for does not exist."
          : "The products could not be loaded.",
        path: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { filters, brands } = loaderData;
  const heading = headingOf(filters, brands);
  const tags = pageMeta(matches, {
    title: heading.metaTitle,
    description: heading.description,
    path: canonicalShopPath(filters),
  });
  return filters.q ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { pathCategory, brands, filters, result } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (panelOpen) closeRef.current?.focus();
  }, [panelOpen]);

  function closePanel() {
    setPanelOpen(false);
    toggleRef.current?.focus();
  }

  const heading = headingOf(filters, brands);
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/shop");
  const activeCount =
    filters.categories.length +
    filters.brands.length +
    filters.ratings.length +
    (filters.price ? 1 : 0) +
    (filters.inStock ? 1 : 0);

  function go(next: ShopFilters) {
    void navigate(shopHref(next, pathCategory), { preventScrollReset: true });
  }
  const applyForm = (form: HTMLFormElement) => go(filtersFromForm(new FormData(form), { brands }));

  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Breadcrumb items={shopCrumbs(pathCategory ? (findCategory(pathCategory)?.name ?? null) : null)} />

        <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading.title}</h1>
          <p className="text-sm text-slate-600" aria-live="polite">
            {`Showing ${result.total} ${result.total === 1 ? "product" : "products"}`}
          </p>
        </div>

        <noscript>
          <style>{`#${FORM_ID}-panel{display:block!important}#${FORM_ID}-toggle{display:none!important}`}</style>
        </noscript>

        <div className="mt-5 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
          <aside aria-label="Filters" className="lg:self-start">
            <div
              id={`${FORM_ID}-panel`}
              onKeyDown={(event) => {
                if (event.key === "Escape" && panelOpen) closePanel();
              }}
              className={clsx(
                "bg-white lg:block lg:rounded-xl lg:border lg:border-slate-200 lg:p-4 lg:shadow-sm",
                panelOpen
                  ? "max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:flex max-lg:flex-col"
                  : "hidden max-lg:mb-4 max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:p-4",
              )}
            >
              <div className="flex items-center justify-between gap-3 border-b border-slate-200 max-lg:px-4 max-lg:py-2 lg:mb-3 lg:pb-3">
                <h2 className="text-base font-bold text-slate-900">Filters</h2>
                <div className="flex items-center gap-1">
                  {hasActiveFilters(filters) && (
                    <Link
                      to="/shop"
                      preventScrollReset
                      className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:min-h-0 lg:px-0"
                    >
                      Clear all
                    </Link>
                  )}
                  {panelOpen && (
                    <button
                      ref={closeRef}
                      type="button"
                      aria-label="Close filters"
                      onClick={closePanel}
                      className={buttonClass({ variant: "ghost", size: "icon", className: "lg:hidden" })}
                    >
                      <X className="size-5" aria-hidden="true" />
                    </button>
                  )}
                </div>
              </div>
              <div className="max-lg:flex-1 max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:px-4 max-lg:pt-3">
                <ShopFilterPanel
                  formId={FORM_ID}
                  filters={filters}
                  facets={result.facets}
                  brands={brands}
                  onChange={applyForm}
                  onSubmit={applyForm}
                />
              </div>
              {panelOpen && (
                <div className="border-t border-slate-200 p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:hidden">
                  <button type="button" onClick={closePanel} className={buttonClass({ className: "w-full" })}>
                    {loading
                      ? "Updating…"
                      : `Show ${result.total} ${result.total === 1 ? "product" : "products"}`}
                  </button>
                </div>
              )}
            </div>
          </aside>

          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
              <ShopSearchBox formId={FORM_ID} value={filters.q} />
              <div className="flex items-center justify-between gap-3">
                <button
                  id={`${FORM_ID}-toggle`}
                  type="button"
                  aria-expanded={panelOpen}
                  aria-controls={`${FORM_ID}-panel`}
                  onClick={() => setPanelOpen((open) => !open)}
                  ref={toggleRef}
                  className={buttonClass({ variant: "secondary", className: "lg:hidden" })}
                >
                  <SlidersHorizontal className="size-4" aria-hidden="true" />
                  Filters
                  {activeCount > 0 && (
                    <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-bold text-white">
                      {activeCount}
                      <span className="sr-only"> active</span>
                    </span>
                  )}
                </button>
                <ShopSortSelect
                  formId={FORM_ID}
                  value={filters.sort}
                  onChange={(select) => select.form && applyForm(select.form)}
                />
              </div>
            </div>

            <ShopActiveFilters filters={filters} brands={brands} pathCategory={pathCategory} />

            {loading ? (
              <ShopSkeletonGrid />
            ) : result.total === 0 ? (
              <ShopEmptyState canClear={hasActiveFilters(filters)} />
            ) : (
              <>
                <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
                  {result.products.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard
                        product={product}
                        priority={index < ABOVE_THE_FOLD}
                        headingLevel="h2"
                        imageAction={<WishlistHeart item={{ id: product.id, title: product.title }} />}
                        footer={<CompareToggle productId={product.id} title={product.title} />}
                      />
                    </li>
                  ))}
                </ul>
                <ShopPagination
                  page={result.page}
                  pageCount={result.pageCount}
                  hrefFor={(page) => shopHref(withPage(filters, page), pathCategory)}
                />
              </>
            )}
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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : error instanceof Error
        ? error.message
        : "Failed to load products";
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <ShopErrorState message={message} retryHref={`${location.pathname}${location.search}`} />
      </div>
    </main>
  );
}

function shopCrumbs(category: string | null): Crumb[] {
  return category ? [{ label: "Shop", to: "/shop" }, { label: category }] : [{ label: "Shop" }];
}
