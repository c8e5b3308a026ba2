import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button-styles";
import { useText } from "~/i18n/text";
import { formatRupeesWithPaise } from "~/lib/money";
import type { PaymentOutcome } from "~/modules/orders/payment-rules";

import type { AmcOnlineCheckout } from "../amc-view";
import { amcPaymentText } from "../texts/en/amc-payment";

const outcomeKey = {
  paid: "paymentPaid",
  processing: "paymentProcessing",
  failed: "paymentFailed",
  cancelled: "paymentCancelled",
  unconfirmed: "paymentUnconfirmed",
} as const satisfies Record<PaymentOutcome, string>;

/** What happened on the gateway's payment page, when the customer just came back from it. */
export function AmcPaymentOutcome({ outcome }: { outcome: PaymentOutcome }) {
  const t = useText(amcPaymentText);
  const good = outcome === "paid" || outcome === "processing";
  return (
    <p
      role="status"
      data-testid="payment-outcome"
      className={`rounded-lg p-3 font-semibold ring-1 ${good ? "bg-green-50 text-green-900 ring-green-200" : "bg-amber-50 text-amber-950 ring-amber-200"}`}
    >
      {t[outcomeKey[outcome]]}
    </p>
  );
}

/**
 * A plain form to the gateway's payment page for a waiting contract (a full-page POST, no script of the
 * gateway's on our page), or why it cannot be opened now.
 */
export function AmcPayOnline({ checkout, pricePaise }: { checkout: AmcOnlineCheckout; pricePaise: number }) {
  const t = useText(amcPaymentText);
  return (
    <div className="mt-4">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="credit-card" className="size-5 text-brand-700" />
        {t.payOnline}
      </h3>
      {checkout.state === "ready" ? (
        <form method="post" action={checkout.action} className="mt-2 space-y-3">
          {checkout.fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-slate-700">{t.payOnlineHint}</p>
          <button type="submit" className={buttonClass({ size: "lg", className: "w-full sm:w-auto" })}>
            <Icon name="lock" className="size-5" />
            {t.payOnlineButton(formatRupeesWithPaise(pricePaise))}
          </button>
        </form>
      ) : (
        <p className="mt-2 text-slate-700" role="status">
          {t.payOnlineUnavailable}
        </p>
      )}
      <h3 className="mt-5 border-t border-slate-200 pt-4 text-lg font-semibold text-slate-900">{t.orUpi}</h3>
    </div>
  );
}
