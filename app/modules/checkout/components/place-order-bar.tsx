import { Icon } from "~/components/ui/icon";

import { buttonClass } from "~/components/ui/button-styles";
import { formatRupeesWithPaise } from "~/lib/money";

import type { CheckedCartLine, CheckedCartTotals } from "../../cart/cart-prices";

/** The 'Place Order' button with the total to pay, or why the cart cannot be ordered as it is. */
export function PlaceOrderBar({
  pending,
  disabled,
  lines,
  totals,
}: {
  pending: boolean;
  disabled: boolean;
  lines: CheckedCartLine[] | null;
  totals: CheckedCartTotals | null;
}) {
  const hasBlockingIssue = lines?.some(
    (line) => line.issue === "unavailable" || line.issue === "out-of-stock",
  );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <button
        type="submit"
        disabled={pending || disabled}
        aria-describedby={hasBlockingIssue ? "checkout-blocking" : undefined}
        className={buttonClass({ size: "lg", className: "w-full shadow-sm sm:w-auto" })}
      >
        <Icon name="lock" className="size-5" />
        {pending ? "Processing..." : "Place Order"}
      </button>
      {hasBlockingIssue ? (
        <p id="checkout-blocking" className="text-sm font-medium text-red-700">
          A product in your cart cannot be ordered. Please update your cart.
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          {totals ? (
            <span className="block font-semibold text-slate-900">
              Total to pay {formatRupeesWithPaise(totals.orderTotalPaise)}
            </span>
          ) : null}
          You pay on delivery, or by UPI after placing the order.
        </p>
      )}
    </div>
  );
}
