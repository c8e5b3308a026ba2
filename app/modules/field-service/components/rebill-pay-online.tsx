import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button-styles";
import { useText } from "~/i18n/text";
import { formatRupeesWithPaise } from "~/lib/money";
import type { PaymentOutcome } from "~/modules/orders/payment-rules";

import type { OnlineCheckout } from "../job-view";
import { rebillPaymentText } from "../texts/en/rebill-payment";

const outcomeKey = {
  paid: "paymentPaid",
  processing: "paymentProcessing",
  failed: "paymentFailed",
  cancelled: "paymentCancelled",
  unconfirmed: "paymentUnconfirmed",
} as const satisfies Record<PaymentOutcome, string>;

/**
 * A rejected claim's bill the customer agreed to pay (decision 059): what happened on the gateway's page when
 * they just came back from it, and a plain form to that page (a full-page POST, no script of the gateway's on
 * our page) while the bill waits. Loaded only where such a bill is shown.
 */
export function RebillPayOnline({
  checkout,
  outcome,
  totalPaise,
}: {
  checkout: OnlineCheckout | null;
  outcome: PaymentOutcome | null;
  totalPaise: number;
}) {
  const t = useText(rebillPaymentText);
  const good = outcome === "paid" || outcome === "processing";
  return (
    <>
      {outcome ? (
        <p
          role="status"
          data-testid="payment-outcome"
          className={`mt-3 rounded-lg p-3 font-semibold ring-1 ${good ? "bg-green-50 text-green-900 ring-green-200" : "bg-amber-50 text-amber-950 ring-amber-200"}`}
        >
          {t[outcomeKey[outcome]]}
        </p>
      ) : null}
      {checkout && outcome !== "processing" ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Icon name="credit-card" className="size-5 text-brand-700" />
            {t.payOnline}
          </h3>
          {checkout.state === "ready" ? (
            <form method="post" action={checkout.action} className="mt-2 space-y-3">
              {checkout.fields.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <p className="text-sm text-slate-700">{t.payOnlineHint}</p>
              <button type="submit" className={buttonClass({ size: "lg", className: "w-full sm:w-auto" })}>
                <Icon name="lock" className="size-5" />
                {t.payOnlineButton(formatRupeesWithPaise(totalPaise))}
              </button>
            </form>
          ) : (
            <p className="mt-2 text-sm text-slate-700" role="status">
              {t.payOnlineUnavailable}
            </p>
          )}
        </div>
      ) : null}
    </>
  );
}
