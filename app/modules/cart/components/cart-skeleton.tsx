import { clsx } from "clsx";

import { cartText } from "~/modules/cart/texts/en/cart";
import { useText } from "~/i18n/text";

/** The cart page while the saved cart is read and its prices checked; the same sizes as the real lines. */
export function CartSkeleton({ id, lines, className }: { id?: string; lines: number; className?: string }) {
  const t = useText(cartText);
  const count = Math.min(Math.max(lines, 1), 6);
  return (
    <div
      id={id}
      // A script may hide it before hydration (empty-cart-first.ts).
      suppressHydrationWarning
      aria-busy="true"
      aria-label={t.loading}
      role="status"
      className={clsx("mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]", className)}
    >
      <ul className="grid gap-4">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:p-4"
          >
            <div className="size-20 animate-pulse rounded-lg bg-slate-200 sm:size-24" />
            <div className="flex flex-col gap-2 pt-1">
              <div className="h-3 w-20 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-5 w-28 animate-pulse rounded bg-slate-200" />
            </div>
            <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
              <div className="h-6 w-20 animate-pulse rounded bg-slate-200" />
              <div className="h-11 w-34 animate-pulse rounded-lg bg-slate-200 max-sm:order-first" />
            </div>
          </li>
        ))}
      </ul>
      <div className="h-80 animate-pulse rounded-xl border border-slate-200 bg-white" />
    </div>
  );
}
