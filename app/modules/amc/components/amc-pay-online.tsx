import { Icon } from "~/components/ui/icon";
import { GatewayPayForm, PaymentOutcomeNotice } from "~/modules/payments/components/gateway-pay-form";
import { useText } from "~/i18n/text";
import { formatRupeesWithPaise } from "~/lib/money";
import type { PaymentOutcome } from "~/modules/orders/payment-rules";

import type { CheckoutForm } from "~/modules/payments/gateway";
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
  return (
    <PaymentOutcomeNotice
      message={t[outcomeKey[outcome]]}
      good={outcome === "paid" || outcome === "processing"}
    />
  );
}

/** The gateway's payment page for a waiting contract, above its UPI QR. */
export function AmcPayOnline({ checkout, pricePaise }: { checkout: CheckoutForm; pricePaise: number }) {
  const t = useText(amcPaymentText);
  return (
    <div className="mt-4">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="credit-card" className="size-5 text-brand-700" />
        {t.payOnline}
      </h3>
      <GatewayPayForm
        checkout={checkout}
        hint={t.payOnlineHint}
        button={t.payOnlineButton(formatRupeesWithPaise(pricePaise))}
        unavailable={t.payOnlineUnavailable}
      />
      <h3 className="mt-5 border-t border-slate-200 pt-4 text-lg font-semibold text-slate-900">{t.orUpi}</h3>
    </div>
  );
}
