import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button-styles";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatIndiaDayTime } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import { orderConfirmationText } from "~/modules/checkout/texts/en/order-confirmation";

import type { GatewayCheckout } from "../../orders/order-view";

/**
 * An online order waiting for its payment: a plain form to the gateway's payment page (a full-page POST, no
 * script of the gateway's on our page), with the time by which to pay.
 */
export function PayOnlineCard({ checkout, totalPaise }: { checkout: GatewayCheckout; totalPaise: number }) {
  const t = useText(orderConfirmationText);
  const locale = useLocale();
  return (
    <section
      aria-labelledby="pay-online-title"
      className="rounded-2xl border-2 border-brand-600 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="pay-online-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon name="credit-card" className="size-5 text-brand-700" />
        {t.payOnline}
      </h2>
      {checkout.state === "ready" ? (
        <form method="post" action={checkout.action} className="mt-4 space-y-3">
          {checkout.fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-slate-700">{t.payOnlineHint(formatIndiaDayTime(checkout.expiresAt, locale))}</p>
          <button type="submit" className={buttonClass({ size: "lg", className: "w-full sm:w-auto" })}>
            <Icon name="lock" className="size-5" />
            {t.payOnlineButton(formatRupeesWithPaise(totalPaise))}
          </button>
        </form>
      ) : (
        <p className="mt-3 text-slate-700" role="status">
          {checkout.reason === "expired" ? t.payOnlineExpired : t.payOnlineUnavailable}
        </p>
      )}
    </section>
  );
}
