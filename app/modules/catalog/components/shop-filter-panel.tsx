import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";

import { buttonClass } from "~/components/ui/button-styles";
import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { shopText } from "~/modules/catalog/texts/en/shop";
import { useLocalePath } from "~/i18n/use-locale";
import { useText } from "~/i18n/text";

import { categories } from "../categories";
import {
  priceBandKey,
  priceBands,
  priceRangeLabel,
  ratingOptions,
  type KnownBrand,
  type KnownOrigin,
  type ShopFilters,
} from "../shop-filters";

/** Counts per option, as queryShop gives them. */
export type ShopFacetCounts = {
  categories: Record<string, number>;
  brands: Record<string, number>;
  price: Record<string, number>;
  ratings: Record<number, number>;
  origins: Record<string, number>;
  inStock: number;
};

type ShopFilterPanelProps = {
  formId: string;
  filters: ShopFilters;
  facets: ShopFacetCounts;
  brands: readonly KnownBrand[];
  /** The countries to offer, already named in the page's language. */
  origins: readonly KnownOrigin[];
  /** With JavaScript each change navigates at once; without it the form is sent with 'Apply filters'. */
  onChange: (form: HTMLFormElement) => void;
  onSubmit: (form: HTMLFormElement) => void;
};

/**
 * The filter groups in one plain GET form to /shop: it works without JavaScript (repeated checkbox values,
 * the 'Apply filters' button inside <noscript>), and each group folds with a native <details>.
 */
export function ShopFilterPanel({
  formId,
  filters,
  facets,
  brands,
  origins,
  onChange,
  onSubmit,
}: ShopFilterPanelProps) {
  const t = useText(shopText);
  const categoryNames = useText(categoriesText);
  const to = useLocalePath();
  const categoryOptions = categories.filter(
    (category) => (facets.categories[category.slug] ?? 0) > 0 || filters.categories.includes(category.slug),
  );
  const brandOptions = brands
    .filter((brand) => (facets.brands[brand.slug] ?? 0) > 0 || filters.brands.includes(brand.slug))
    .sort((a, b) => a.name.localeCompare(b.name));
  const selectedPrice = filters.price ? priceBandKey(filters.price) : "";
  const customPrice =
    filters.price && !priceBands.some((band) => priceBandKey(band) === selectedPrice) ? filters.price : null;

  return (
    <form
      id={formId}
      method="get"
      action={to("/shop")}
      aria-label={t.filterProducts}
      onChange={(event) => {
        // The search box submits on its own; typing in it must not navigate on every key.
        if (event.target instanceof HTMLInputElement && event.target.name === "q") return;
        onChange(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
      className="divide-y divide-slate-200"
    >
      <FilterGroup title={t.categories}>
        {categoryOptions.length === 0 && <p className="py-1 text-sm text-slate-500">{t.noCategories}</p>}
        {categoryOptions.map((category) => (
          <CheckOption
            key={category.slug}
            name="category"
            value={category.slug}
            checked={filters.categories.includes(category.slug)}
            count={facets.categories[category.slug] ?? 0}
          >
            {categoryNames[category.slug]}
          </CheckOption>
        ))}
      </FilterGroup>

      <FilterGroup title={t.brands}>
        {brandOptions.length === 0 && <p className="py-1 text-sm text-slate-500">{t.noBrands}</p>}
        {brandOptions.map((brand) => (
          <CheckOption
            key={brand.slug}
            name="brand"
            value={brand.slug}
            checked={filters.brands.includes(brand.slug)}
            count={facets.brands[brand.slug] ?? 0}
          >
            {brand.name}
          </CheckOption>
        ))}
      </FilterGroup>

      <FilterGroup title={t.priceRange}>
        <CheckOption type="radio" name="price" value="" checked={!filters.price}>
          {t.anyPrice}
        </CheckOption>
        {priceBands.map((band) => (
          <CheckOption
            key={band.min}
            type="radio"
            name="price"
            value={priceBandKey(band)}
            checked={selectedPrice === priceBandKey(band)}
            count={facets.price[priceBandKey(band)] ?? 0}
          >
            {priceRangeLabel(band, t)}
          </CheckOption>
        ))}
        {customPrice && (
          <CheckOption type="radio" name="price" value={selectedPrice} checked>
            {priceRangeLabel(customPrice, t)}
          </CheckOption>
        )}
      </FilterGroup>

      <FilterGroup title={t.rating}>
        {ratingOptions.map((stars) => (
          <CheckOption
            key={stars}
            name="rating"
            value={String(stars)}
            checked={filters.ratings.includes(stars)}
            count={facets.ratings[stars] ?? 0}
          >
            <span className="inline-flex items-center gap-1">
              {stars}
              <Icon name="star" className="filter-star" />
              <span className="sr-only">{t.stars(stars)}</span>
              {stars < 5 && <span>{t.andUp}</span>}
            </span>
          </CheckOption>
        ))}
      </FilterGroup>

      {origins.length > 0 && (
        <FilterGroup title={t.countryOfOrigin}>
          {origins.map((origin) => (
            <CheckOption
              key={origin.code}
              name="origin"
              value={origin.code}
              checked={filters.origins.includes(origin.code)}
              count={facets.origins[origin.code] ?? 0}
            >
              {origin.name}
            </CheckOption>
          ))}
        </FilterGroup>
      )}

      <FilterGroup title={t.availability}>
        <CheckOption name="inStock" value="true" checked={filters.inStock} count={facets.inStock}>
          {t.inStockOnly}
        </CheckOption>
      </FilterGroup>

      <noscript>
        <div className="pt-4">
          <button type="submit" className={buttonClass({ className: "w-full" })}>
            {t.applyFilters}
          </button>
        </div>
      </noscript>
    </form>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group py-3 first:pt-0">
      <summary className="filter-heading">
        {title}
        <Icon name="chevron-down" className="filter-chevron" />
      </summary>
      <fieldset className="mt-1">
        <legend className="sr-only">{title}</legend>
        <div className="flex flex-col">{children}</div>
      </fieldset>
    </details>
  );
}

function CheckOption({
  type = "checkbox",
  name,
  value,
  checked,
  count,
  children,
}: {
  type?: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  count?: number;
  children: ReactNode;
}) {
  const t = useText(shopText);
  const empty = count === 0 && !checked;
  return (
    <label className={clsx("filter-option", empty && "text-slate-500")}>
      <input
        type={type}
        name={name}
        value={value}
        // Uncontrolled, keyed by the URL state: a navigation re-renders it with the new default.
        key={`${value}:${checked}`}
        defaultChecked={checked}
      />
      {children}
      {count !== undefined && (
        <span className="filter-count">
          {count}
          <span className="sr-only">{t.productCount(count)}</span>
        </span>
      )}
    </label>
  );
}
