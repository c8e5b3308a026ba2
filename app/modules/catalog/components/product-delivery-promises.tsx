import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import type { ReactNode } from "react";

import { productText } from "~/modules/catalog/texts/en/product";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { replacementDays } from "~/modules/orders/order-rules";

/** Delivery date, installation, warranty, replacement and tax promises beside the buy buttons. */
export function ProductDeliveryPromises({
  deliveryBy,
  warranty,
  warrantyNote = null,
  installation = null,
}: {
  deliveryBy: string;
  warranty: string;
  /** Longer cover on a part, e.g. "5 years on the compressor". */
  warrantyNote?: string | null;
  /** "Installation by our technicians: ₹1,499", or null when the product needs none. */
  installation?: string | null;
}) {
  const t = useText(productText);
  return (
    <section
      aria-labelledby="delivery-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="delivery-heading" className="sr-only">
        {t.deliveryHeading}
      </h2>
      <ul className="grid gap-3 text-sm text-slate-700 sm:grid-cols-2">
        <ServicePromise icon={"truck"}>
          <span className="font-semibold text-slate-900">{t.deliveryBy(deliveryBy)}</span>
          <span className="block font-medium text-emerald-700">{t.freeDelivery}</span>
        </ServicePromise>
        {installation ? (
          <ServicePromise icon={"wrench"}>
            <span className="font-semibold text-slate-900" data-testid="product-installation">
              {installation}
            </span>
            <span className="block">{t.chooseVisit}</span>
          </ServicePromise>
        ) : null}
        <ServicePromise icon={"shield-check"}>
          <span className="font-semibold text-slate-900" data-testid="product-warranty">
            {warranty}
            {warrantyNote ? ` · ${warrantyNote}` : null}
          </span>
          <PolicyLink to="/terms#warranty">{t.warrantyTerms}</PolicyLink>
        </ServicePromise>
        <ServicePromise icon={"rotate-ccw"}>
          <span className="font-semibold text-slate-900">{t.replacement(replacementDays)}</span>
          <PolicyLink to="/cancellation-refund#replacement">{t.forDefective}</PolicyLink>
        </ServicePromise>
        <ServicePromise icon={"receipt-indian-rupee"}>
          <span className="font-semibold text-slate-900">{t.taxesIncluded}</span>
        </ServicePromise>
      </ul>
    </section>
  );
}

function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-h-6 w-fit items-center rounded text-brand-700 underline-offset-2 hover:underline focus-ring"
    >
      {children}
    </Link>
  );
}

function ServicePromise({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200">
        <Icon name={icon} className="size-5" />
      </span>
      <span className="leading-snug">{children}</span>
    </li>
  );
}
