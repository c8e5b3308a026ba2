import { lazy, Suspense } from "react";
import { Icon } from "~/components/ui/icon";

import { orderStatusText } from "~/modules/orders/texts/en/order-status";
import { paymentLabelsText } from "~/modules/orders/texts/en/payment-labels";
import { trackOrderText } from "~/modules/orders/texts/en/track-order";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";

import { StatusCard, StatusTimeline } from "~/components/ui/status-timeline";
import { formatFullDate, formatIndiaDayTime } from "~/lib/india-time";
import { formatRupees } from "~/lib/money";

import { paymentStatusText } from "../payment-labels";
import type { TrackedOrder } from "../tracked-order";
import { orderLineItems, OrderLineList } from "./order-line-list";

/** The installation visit's card loads only for orders that have one (pages are sent whole, so the server renders it in place). */
const InstallationVisitCard = lazy(() =>
  import("./installation-visit-card").then((module) => ({ default: module.InstallationVisitCard })),
);

/** A found order: the status timeline, what was bought, the total, the payment and where it goes (masked). */
export function OrderStatusCard({ order }: { order: TrackedOrder }) {
  const t = useText(trackOrderText);
  const statusText = useText(orderStatusText);
  const payment = useText(paymentLabelsText);
  const locale = useLocale();
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <StatusCard
      titleId="order-status-title"
      title={
        <>
          {t.order} <span className="font-mono">{order.orderNumber}</span>
        </>
      }
      statusLabel={statusText[order.status]}
      cancelled={order.status === "cancelled"}
    >
      {order.replacesOrderNumber ? (
        <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          {t.replacementOf(order.replacesOrderNumber)}
        </p>
      ) : null}
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t.placedAt}</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={order.placedAt}>{formatIndiaDayTime(order.placedAt, locale)}</time>
          </dd>
        </div>
        {order.status === "cancelled" || order.status === "delivered" ? null : (
          <div>
            <dt className="text-sm text-slate-600">{t.estimatedDelivery}</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={order.estimatedDelivery}>
                {formatFullDate(order.estimatedDelivery, locale)}
              </time>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-slate-600">{t.deliverTo}</dt>
          <dd className="font-semibold text-slate-900">{order.maskedAddress}</dd>
        </div>
        {order.trackingId ? (
          <div>
            <dt className="text-sm text-slate-600">{t.courierTrackingId}</dt>
            <dd className="font-mono font-semibold text-slate-900">{order.trackingId}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-slate-600">{t.payment}</dt>
          <dd className="font-semibold text-slate-900">
            {payment[order.paymentMethod]}
            {order.paymentStatus === "paid" ? (
              <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-sm text-green-800">
                {payment.paid}
              </span>
            ) : null}
          </dd>
          {order.paymentStatus === "pending" && order.status !== "cancelled" ? (
            <dd className="mt-0.5 text-sm text-slate-600">
              {paymentStatusText(order.paymentMethod, order.paymentStatus, payment)}
            </dd>
          ) : null}
          {order.payHref ? (
            <dd className="mt-1">
              <Link
                to={order.payHref}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t.payNow}
              </Link>
            </dd>
          ) : null}
          {order.moneyNotes.map((note) => (
            <dd key={note.at + note.text} className="mt-0.5 text-sm text-slate-700" data-testid="money-note">
              <time dateTime={note.at}>{formatIndiaDayTime(note.at, locale)}</time>: {note.text}
            </dd>
          ))}
        </div>
      </dl>

      <StatusTimeline label={t.progressLabel} steps={order.timeline} />

      {order.installation ? (
        <Suspense fallback={null}>
          <InstallationVisitCard visit={order.installation} headingLevel="h3" className="mt-8" />
        </Suspense>
      ) : null}

      <h3 className="mt-8 font-semibold text-slate-900">
        {t.items} <span className="font-normal text-slate-600">({itemCount})</span>
      </h3>
      <OrderLineList className="mt-3 border-t border-slate-200 pt-3" lines={orderLineItems(order.lines)} />
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4">
        {order.discountPaise > 0 ? (
          <div className="flex justify-between gap-4 text-green-800">
            <dt>{t.youSaved}</dt>
            <dd className="font-medium">{formatRupees(order.discountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{t.shipping}</dt>
          <dd className="font-medium text-slate-900">{t.free}</dd>
        </div>
        {order.installation || order.installationChargePaise > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t.installation}</dt>
            <dd className="font-medium text-slate-900">
              {order.installationChargePaise > 0 ? formatRupees(order.installationChargePaise) : t.free}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-lg">
          <dt className="font-semibold text-slate-900">{t.total}</dt>
          <dd className="font-bold text-slate-900">{formatRupees(order.totalPaise)}</dd>
        </div>
      </dl>
      <Link
        to={order.invoiceHref}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
      >
        <Icon name="printer" className="size-5" />
        {t.printInvoice}
      </Link>
      {order.creditNoteLinks.map((note) => (
        <Link
          key={note.number}
          to={note.href}
          className="mt-3 ml-0 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-ring sm:mt-6 sm:ml-3"
        >
          <Icon name="printer" className="size-5" />
          {t.creditNoteLink(note.number)}
        </Link>
      ))}
    </StatusCard>
  );
}
