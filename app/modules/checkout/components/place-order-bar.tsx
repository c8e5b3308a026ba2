import { Icon } from "~/components/ui/icon";

import { buttonClass } from "~/components/ui/button-styles";
import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { useText } from "~/i18n/text";
import { formatRupeesWithPaise } from "~/lib/money";

import type { PaymentMethod } from "../../../../db/enums";
import type { CheckedCartLine, CheckedCartTotals } from "../../cart/cart-prices";

const payWhen = { cod: "payWhenCod", upi: "payWhenUpi", card: "payWhenCard" } as const satisfies Record<
  PaymentMethod,
  string
>;

/** The 'Place Order' button with the total to pay, or why the cart cannot be ordered as it is. */
export function PlaceOrderBar({
  pending,
  disabled,
  lines,
  totals,
  paymentMethod,
}: {
  paymentMethod: PaymentMethod;
  pending: boolean;
  disabled: boolean;
  lines: CheckedCartLine[] | null;
  totals: CheckedCartTotals | null;
}) {
  const t = useText(checkoutText);
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
        {pending ? t.processing : t.placeOrder}
      </button>
      {hasBlockingIssue ? (
        <p id="checkout-blocking" className="text-sm font-medium text-red-700">
          {t.blocked}
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          {totals ? (
            <span className="block font-semibold text-slate-900">
              {t.totalToPay(formatRupeesWithPaise(totals.orderTotalPaise))}
            </span>
          ) : null}
          {t[payWhen[paymentMethod]]}
        </p>
      )}
    </div>
  );
}
