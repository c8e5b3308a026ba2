import { Icon } from "~/components/ui/icon";
import { GatewayPayForm, PaymentOutcomeNotice } from "~/modules/payments/components/gateway-pay-form";
import { useText } from "~/i18n/text";
import { formatRupeesWithPaise } from "~/lib/money";
import type { PaymentOutcome } from "~/modules/orders/payment-rules";

import type { CheckoutForm } from "~/modules/payments/gateway";
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
 * they just came back from it, and the form to that page while the bill waits. Loaded only where such a bill
 * is shown.
 */
export function RebillPayOnline({
  checkout,
  outcome,
  totalPaise,
}: {
  checkout: CheckoutForm | null;
  outcome: PaymentOutcome | null;
  totalPaise: number;
}) {
  const t = useText(rebillPaymentText);
  return (
    <>
      {outcome ? (
        <div className="mt-3">
          <PaymentOutcomeNotice
            message={t[outcomeKey[outcome]]}
            good={outcome === "paid" || outcome === "processing"}
          />
        </div>
      ) : null}
      {checkout && outcome !== "processing" ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Icon name="credit-card" className="size-5 text-brand-700" />
            {t.payOnline}
          </h3>
          <GatewayPayForm
            checkout={checkout}
            hint={t.payOnlineHint}
            button={t.payOnlineButton(formatRupeesWithPaise(totalPaise))}
            unavailable={t.payOnlineUnavailable}
          />
        </div>
      ) : null}
    </>
  );
}
