import { Icon } from "~/components/ui/icon";

import { orderConfirmationText } from "~/modules/checkout/texts/en/order-confirmation";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";

export type UnavailableReason = "not-found" | "invalid" | "failed";

const reasonKey = { "not-found": "notFound", invalid: "invalid", failed: "failed" } as const;

/** The confirmation page's error screen (spec sections 2 and 8). */
export function OrderUnavailable({ reason }: { reason: UnavailableReason }) {
  const t = useText(orderConfirmationText);
  return (
    <section className="mx-auto max-w-2xl rounded-2xl bg-white px-6 py-10 shadow-sm ring-1 ring-slate-200 sm:px-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <Icon name="circle-exclamation-point" className="size-8" />
      </span>
      <h1 className="mt-4 text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t.unavailableTitle}
      </h1>
      <p
        role="alert"
        className="mt-3 text-center text-lg font-medium text-slate-800"
        data-testid="order-error"
      >
        {t[reasonKey[reason]]}
      </p>
      <div className="mt-6 rounded-xl bg-slate-50 p-5 text-slate-700">
        <h2 className="font-semibold text-slate-900">{t.whenTitle}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t.whenClosed}</li>
          <li>{t.whenRefreshed}</li>
          <li>{t.whenDirect}</li>
        </ul>
        <p className="mt-3">
          {t.safeBefore}
          <Link
            to="/track-order"
            className="font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t.trackIt}
          </Link>
          {t.safeAfter}
        </p>
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClass({ size: "lg" })}>
          <Icon name="house" className="size-5" />
          {t.returnHome}
        </Link>
        <Link to="/contact" className={buttonClass({ variant: "secondary", size: "lg" })}>
          <Icon name="headset" className="size-5" />
          {t.contactSupport}
        </Link>
        <Link to="/shop" className={buttonClass({ variant: "ghost", size: "lg" })}>
          <Icon name="search" className="size-5" />
          {t.continueShopping}
        </Link>
      </div>
    </section>
  );
}
