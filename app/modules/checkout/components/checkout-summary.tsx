import { Icon } from "~/components/ui/icon";

import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import type { CheckedCartLine, CheckedCartTotals } from "../../cart/cart-prices";
import { OrderLineList, OrderTotals } from "../../orders/components/order-line-list";

const issueKey = {
  unavailable: "lineUnavailable",
  "out-of-stock": "lineOutOfStock",
  short: "lineShort",
} as const;

type Props = {
  lines: CheckedCartLine[] | null;
  totals: CheckedCartTotals | null;
  pricesStatus: "loading" | "ready" | "error";
  /** A product the server said is short of stock. */
  flaggedProductId?: number;
};

/**
 * The order summary beside the form: the server's current prices with two decimals (spec section 9),
 * the total discounts against MRP, free shipping and the total.
 */
export function CheckoutSummary({ lines, totals, pricesStatus, flaggedProductId }: Props) {
  const t = useText(checkoutText);
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-title" className="text-xl font-bold text-slate-900">
        {t.summaryTitle}
      </h2>

      {lines === null || totals === null ? (
        <div role="status" className="mt-4 space-y-3" aria-label={t.loadingCart}>
          {[0, 1].map((index) => (
            <div key={index} className="flex gap-3">
              <div className="size-16 animate-pulse rounded-lg bg-slate-100" />
              <div className="flex-1 space-y-2 py-1">
                <div className="h-4 animate-pulse rounded bg-slate-100" />
                <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <>
          <OrderLineList
            withPaise
            testId="checkout-lines"
            lineTotalTestId="checkout-line-total"
            lines={lines.map((line) => {
              const flagged = flaggedProductId !== undefined && String(flaggedProductId) === line.item.id;
              return {
                key: line.item.id,
                image: line.price?.image ?? line.item.image,
                title: line.price?.title ?? line.item.title,
                quantity: line.item.quantity,
                unitPricePaise: line.unitPricePaise,
                lineTotalPaise: line.issue === "unavailable" ? null : line.lineTotalPaise,
                note:
                  line.issue || flagged ? (
                    <p className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
                      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
                      {t[issueKey[line.issue ?? "short"]]}
                    </p>
                  ) : null,
              };
            })}
          />
          <OrderTotals
            withPaise
            testIdPrefix="checkout"
            subtotalPaise={totals.mrpTotalPaise}
            discountPaise={totals.savingsPaise}
            totalPaise={totals.orderTotalPaise}
            installationPaise={totals.visitNeed === "none" ? null : totals.installationPaise}
          />
          <p className="mt-2 text-xs text-slate-600" aria-live="polite">
            {pricesStatus === "loading"
              ? t.checkingPrices
              : pricesStatus === "error"
                ? t.pricesFailed
                : t.taxes}
          </p>
        </>
      )}

      <p className="mt-5 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-slate-700">
        <Icon name="truck" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {t.freeDelivery}
      </p>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
        <Icon name="headset" className="size-4 shrink-0 text-brand-700" />
        {t.needHelp}
        <Link
          to="/contact"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t.contactSupport}
        </Link>
      </p>
    </section>
  );
}
