import { Icon } from "~/components/ui/icon";
import { useId } from "react";

import { cartText } from "~/modules/cart/texts/en/cart";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { formatRupees } from "~/lib/money";

import type { CheckedCartTotals } from "../cart-prices";

type CartSummaryProps = {
  totals: CheckedCartTotals;
  /** Why checkout must wait, or null when the cart can go ahead. */
  blockedReason: string | null;
};

/** The cart page's order summary: MRP, savings, free delivery, the subtotal and Proceed to Checkout. */
export function CartSummary({ totals, blockedReason }: CartSummaryProps) {
  const t = useText(cartText);
  const reasonId = useId();
  const { totalItems, subtotalPaise, mrpTotalPaise, savingsPaise } = totals;
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-6"
    >
      <h2 id="cart-summary-heading" className="text-lg font-bold text-slate-900">
        {t.summaryTitle}
      </h2>
      <dl className="mt-4 grid gap-2 text-sm text-slate-700">
        <div className="flex justify-between gap-4">
          <dt>{t.priceOfItems(totalItems)}</dt>
          <dd className="tabular-nums">{formatRupees(mrpTotalPaise)}</dd>
        </div>
        {savingsPaise > 0 && (
          <div className="flex justify-between gap-4">
            <dt>{t.discount}</dt>
            <dd className="font-medium text-emerald-700 tabular-nums">−{formatRupees(savingsPaise)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{t.delivery}</dt>
          <dd className="font-medium text-emerald-700">{t.free}</dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="text-base font-semibold text-slate-900">{t.subtotal}</dt>
          <dd className="flex flex-wrap items-baseline justify-end gap-x-2 text-right">
            {savingsPaise > 0 && (
              <span className="text-sm text-slate-500 tabular-nums">
                <span className="sr-only">{t.mrp}</span>
                <s>{formatRupees(mrpTotalPaise)}</s>
              </span>
            )}
            <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="cart-subtotal">
              {formatRupees(subtotalPaise)}
            </span>
          </dd>
        </div>
      </dl>
      {savingsPaise > 0 && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
          {t.youSave(formatRupees(savingsPaise))}
        </p>
      )}
      {totals.installationPaise > 0 ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="cart-installation">
          {t.installation(formatRupees(totals.installationPaise))}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{t.taxes}</p>
      {blockedReason ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby={reasonId}
            className={buttonClass({ size: "lg", className: "mt-4 w-full" })}
          >
            {t.proceed}
            <Icon name="arrow-right" className="size-5" />
          </button>
          <p id={reasonId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {blockedReason}
          </p>
        </>
      ) : (
        <Link to="/checkout" className={buttonClass({ size: "lg", className: "mt-4 w-full" })}>
          {t.proceed}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      )}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
        <Icon name="shield-check" className="size-4 text-emerald-600" />
        {t.genuine}
      </p>
    </section>
  );
}
