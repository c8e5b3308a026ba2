import { lazy, Suspense } from "react";
import { Icon } from "~/components/ui/icon";

import { orderConfirmationText } from "~/modules/checkout/texts/en/order-confirmation";
import { paymentLabelsText } from "~/modules/orders/texts/en/payment-labels";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";

import { buttonClass } from "~/components/ui/button-styles";
import { formatFullDate, formatIndiaDateTimeLong } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";

import type { PaymentOutcome } from "../../orders/payment-rules";
import { PayOnlineCard } from "./pay-online-card";
import { orderLineItems, OrderLineList, OrderTotals } from "../../orders/components/order-line-list";
import type { OrderView } from "../../orders/order-view";
import { paymentStatusText } from "../../orders/payment-labels";

/** The installation visit's card loads only for orders that have one (pages are sent whole, so the server renders it in place). */
const InstallationVisitCard = lazy(() =>
  import("../../orders/components/installation-visit-card").then((module) => ({
    default: module.InstallationVisitCard,
  })),
);

/** The installation row of the totals: null when the order has no visit and no charge. */
function orderInstallationPaise(order: OrderView): number | null {
  return order.installation || order.installationChargePaise > 0 ? order.installationChargePaise : null;
}

const cardClass = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
const linkClass =
  "font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";

function qrSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const outcomeKey = {
  paid: "paymentPaid",
  processing: "paymentProcessing",
  failed: "paymentFailed",
  cancelled: "paymentCancelled",
  unconfirmed: "paymentUnconfirmed",
} as const satisfies Record<PaymentOutcome, string>;

/** The confirmed order, every figure as the server holds it; whole rupees (spec section 9). */
export function OrderDetails({
  order,
  accessToken,
  paymentOutcome,
}: {
  order: OrderView;
  accessToken: string;
  /** What happened on the gateway's payment page, when the shopper just came back from it. */
  paymentOutcome?: PaymentOutcome | null;
}) {
  const t = useText(orderConfirmationText);
  const payment = useText(paymentLabelsText);
  const locale = useLocale();
  const invoice = `/invoice?${new URLSearchParams({ order: order.orderNumber, token: accessToken })}`;
  const track = `/track-order?${new URLSearchParams({ order: order.orderNumber })}`;
  const subtotal = order.totalPaise - order.installationChargePaise + order.discountPaise;
  const { shipping } = order;
  const waitingForUpi = order.paymentMethod === "upi" && order.upi;
  // an approved payment is being settled: a second one would charge twice
  const waitingForOnline =
    order.paymentStatus === "pending" && order.gateway && paymentOutcome !== "processing";
  const { confirmBy, codConfirmedAt } = order.customerUpdates;
  const waitingForConfirm = order.status === "placed" && !codConfirmedAt ? confirmBy : null;
  const outcome = paymentOutcome && order.paymentStatus === "paid" ? "paid" : paymentOutcome;

  return (
    <div className="space-y-6">
      <header className={`${cardClass} text-center`}>
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700">
          <Icon name="circle-check" className="size-9" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t.thanks}
          <span className="mt-2 block text-lg font-semibold text-brand-700 sm:text-xl">
            {t.orderNumber}
            <span data-testid="order-number">{order.orderNumber}</span>
          </span>
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          {waitingForUpi
            ? t.waitingForUpi
            : waitingForOnline
              ? t.waitingForOnline
              : waitingForConfirm
                ? t.waitingForConfirm(formatIndiaDateTimeLong(waitingForConfirm, locale))
                : t.received}
        </p>
        {outcome ? (
          <p
            role="status"
            data-testid="payment-outcome"
            className={`mx-auto mt-4 max-w-xl rounded-xl px-4 py-3 text-sm font-medium ${outcome === "paid" ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
          >
            {t[outcomeKey[outcome]]}
          </p>
        ) : null}
        <dl className="mx-auto mt-5 grid max-w-2xl gap-3 text-left text-sm sm:grid-cols-3">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-600">{t.placedOn}</dt>
            <dd className="font-medium text-slate-900">{formatIndiaDateTimeLong(order.placedAt, locale)}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="flex items-center gap-1.5 text-slate-600">
              <Icon name="calendar-days" className="size-4" />
              {t.estimatedDelivery}
            </dt>
            <dd className="font-medium text-slate-900" data-testid="estimated-delivery">
              {formatFullDate(order.estimatedDelivery, locale)}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="flex items-center gap-1.5 text-slate-600">
              <Icon name="credit-card" className="size-4" />
              {t.payment}
            </dt>
            <dd className="font-medium text-slate-900" data-testid="payment-method">
              {payment[order.paymentMethod]}
            </dd>
          </div>
        </dl>
      </header>

      {waitingForOnline && order.gateway ? (
        <PayOnlineCard checkout={order.gateway} totalPaise={order.totalPaise} />
      ) : null}

      {waitingForUpi && order.upi ? (
        <section aria-labelledby="upi-title" className={`${cardClass} border-2 border-brand-600`}>
          <h2 id="upi-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Icon name="smartphone" className="size-5 text-brand-700" />
            {t.payWithUpi}
          </h2>
          <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
            <img
              src={qrSource(order.upi.qrSvg)}
              alt={t.qrAlt(formatRupeesWithPaise(order.totalPaise), order.orderNumber)}
              width={240}
              height={240}
              className="size-60 shrink-0 rounded-xl bg-white ring-1 ring-slate-200"
              data-testid="upi-qr"
            />
            <div className="space-y-3 text-slate-700">
              <p>
                {t.amountToPay}
                <strong className="text-2xl text-slate-900" data-testid="upi-amount">
                  {formatRupeesWithPaise(order.totalPaise)}
                </strong>
              </p>
              <p>
                {t.scanBefore}
                <strong>{order.orderNumber}</strong>
                {t.scanAfter}
              </p>
              <a href={order.upi.link} className={buttonClass({ size: "lg", className: "w-full sm:w-auto" })}>
                <Icon name="smartphone" className="size-5" />
                {t.payWithUpiApp}
              </a>
              <p className="text-sm text-slate-600">
                {t.confirmedOnPayment}
                {paymentStatusText("upi", order.paymentStatus, payment)}
              </p>
            </div>
          </div>
        </section>
      ) : null}

      {order.installation ? (
        <Suspense fallback={null}>
          <InstallationVisitCard visit={order.installation} />
        </Suspense>
      ) : order.installationBy === "brand" || order.installationBy === "none" ? (
        <p data-testid="order-installation-choice" className={`${cardClass} text-sm text-slate-700`}>
          {order.installationBy === "brand" ? t.installedByBrand(order.invoiceNumber) : t.installedByNobody}
        </p>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="order-items-title" className={cardClass}>
          <h2 id="order-items-title" className="text-xl font-bold text-slate-900">
            {t.items}
          </h2>
          <OrderLineList lines={orderLineItems(order.lines)} />
          <OrderTotals
            testIdPrefix="order"
            subtotalPaise={subtotal}
            discountPaise={order.discountPaise}
            totalPaise={order.totalPaise}
            installationPaise={orderInstallationPaise(order)}
          />
        </section>

        <section aria-labelledby="order-address-title" className={cardClass}>
          <h2 id="order-address-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Icon name="map-pin" className="size-5 text-brand-700" />
            {t.deliveryAddress}
          </h2>
          <address className="mt-3 text-slate-700 not-italic" data-testid="order-address">
            <span className="block font-medium text-slate-900">{shipping.name}</span>
            <span className="block">{shipping.address}</span>
            {shipping.address2 ? <span className="block">{shipping.address2}</span> : null}
            <span className="block">
              {shipping.city}, {shipping.state} {shipping.pincode}
            </span>
            <span className="block">{shipping.country}</span>
            <span className="mt-2 block">{t.phone(shipping.phone)}</span>
            <span className="block break-all">{shipping.email}</span>
          </address>
          <p className="mt-4 text-sm text-slate-600">
            {paymentStatusText(order.paymentMethod, order.paymentStatus, payment)}
          </p>
        </section>
      </div>

      <nav aria-label={t.nextSteps} className="flex flex-col flex-wrap gap-3 sm:flex-row">
        <Link to={track} className={buttonClass({ size: "lg" })}>
          <Icon name="package-search" className="size-5" />
          {t.trackOrder}
        </Link>
        <Link to={invoice} className={buttonClass({ variant: "secondary", size: "lg" })}>
          <Icon name="file-text" className="size-5" />
          {t.printInvoice}
        </Link>
        <Link to="/shop" className={buttonClass({ variant: "secondary", size: "lg" })}>
          {t.continueShopping}
        </Link>
        <Link to="/" className={buttonClass({ variant: "ghost", size: "lg" })}>
          <Icon name="house" className="size-5" />
          {t.home}
        </Link>
      </nav>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Icon name="headset" className="size-4 shrink-0 text-brand-700" />
        {t.questions}
        <Link to="/contact" className={`${linkClass} inline-flex min-h-11 items-center`}>
          {t.contactSupport}
        </Link>
      </p>
    </div>
  );
}
