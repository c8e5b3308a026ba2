import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState, type RefObject } from "react";

import { shopText } from "~/modules/catalog/texts/en/shop";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";

import { hasActiveFilters, type KnownBrand, type KnownOrigin, type ShopFilters } from "../shop-filters";
import { ShopFilterPanel, type ShopFacetCounts } from "./shop-filter-panel";

/**
 * The filter panel's open state on narrow screens, where it opens over the page: opening focuses its
 * close button, closing gives the focus back to the Filters button.
 */
export function useFilterDrawer() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return { open, toggle: () => setOpen((value) => !value), close, toggleRef, closeRef };
}

/**
 * The filters: a sidebar on wide screens, a full-screen panel opened by the Filters button on narrow ones
 * (and always shown when JavaScript is off).
 */
export function ShopFilterDrawer({
  open,
  onClose,
  closeRef,
  formId,
  filters,
  facets,
  brands,
  origins,
  total,
  loading,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
  formId: string;
  filters: ShopFilters;
  facets: ShopFacetCounts;
  brands: readonly KnownBrand[];
  origins: readonly KnownOrigin[];
  total: number;
  loading: boolean;
  onApply: (form: HTMLFormElement) => void;
}) {
  const t = useText(shopText);
  return (
    <aside aria-label={t.filters} className="lg:self-start">
      <div
        id={`${formId}-panel`}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) onClose();
        }}
        className={clsx(
          "bg-white lg:block lg:rounded-xl lg:border lg:border-slate-200 lg:p-4 lg:shadow-sm",
          open
            ? "max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:flex max-lg:flex-col"
            : "hidden max-lg:mb-4 max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:p-4",
        )}
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 max-lg:px-4 max-lg:py-2 lg:mb-3 lg:pb-3">
          <h2 className="text-base font-bold text-slate-900">{t.filters}</h2>
          <div className="flex items-center gap-1">
            {hasActiveFilters(filters) && (
              <Link
                to="/shop"
                preventScrollReset
                className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold text-brand-700 hover:underline focus-ring lg:min-h-0 lg:px-0"
              >
                {t.clearAll}
              </Link>
            )}
            {open && (
              <button
                ref={closeRef}
                type="button"
                aria-label={t.closeFilters}
                onClick={onClose}
                className={buttonClass({ variant: "ghost", size: "icon", className: "lg:hidden" })}
              >
                <Icon name="x" className="size-5" />
              </button>
            )}
          </div>
        </div>
        <div className="max-lg:flex-1 max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:px-4 max-lg:pt-3">
          <ShopFilterPanel
            formId={formId}
            filters={filters}
            facets={facets}
            brands={brands}
            origins={origins}
            onChange={onApply}
            onSubmit={onApply}
          />
        </div>
        {open && (
          <div className="border-t border-slate-200 p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:hidden">
            <button type="button" onClick={onClose} className={buttonClass({ className: "w-full" })}>
              {loading ? t.updating : t.showProducts(total)}
            </button>
          </div>
        )}
      </div>
    </aside>
  );
}

/** The Filters button of narrow screens, with the number of filters in use. */
export function ShopFilterToggle({
  open,
  onToggle,
  toggleRef,
  formId,
  activeCount,
}: {
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  formId: string;
  activeCount: number;
}) {
  const t = useText(shopText);
  return (
    <button
      id={`${formId}-toggle`}
      type="button"
      aria-expanded={open}
      aria-controls={`${formId}-panel`}
      onClick={onToggle}
      ref={toggleRef}
      className={buttonClass({ variant: "secondary", className: "lg:hidden" })}
    >
      <Icon name="sliders-horizontal" className="size-4" />
      {t.filters}
      {activeCount > 0 && (
        <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-bold text-white">
          {activeCount}
          <span className="sr-only">{t.active}</span>
        </span>
      )}
    </button>
  );
}
