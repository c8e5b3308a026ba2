import { shopText } from "~/modules/catalog/texts/en/shop";
import { useText } from "~/i18n/text";

/** Eight placeholder cards shown while the next shop view loads. */
export function ShopSkeletonGrid({ count = 8 }: { count?: number }) {
  const t = useText(shopText);
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{t.loadingProducts}</span>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            data-testid="product-skeleton"
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            <div className="aspect-square animate-pulse bg-slate-100" />
            <div className="flex flex-col gap-2 p-3 sm:p-4">
              <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
              <div className="mt-2 h-6 w-2/5 animate-pulse rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
