import { Check, CircleX, Printer } from "lucide-react";
import { Link } from "react-router";

import { formatRupees } from "~/lib/money";

import { statusLabels } from "../order-rules";
import { paymentMethodLabels, paymentStatusText } from "../payment-labels";
import type { TimelineEntry, TrackedOrder } from "../tracked-order";

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function StepMarker({ entry }: { entry: TimelineEntry }) {
  if (entry.status === "cancelled") return <CircleX className="size-7 shrink-0 text-red-700" aria-hidden />;
  if (entry.state === "done") {
    return (
      <span
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-green-700 text-white"
        aria-hidden
      >
        <Check className="size-4" />
      </span>
    );
  }
  if (entry.state === "current") {
    return <span className="size-7 shrink-0 rounded-full border-4 border-brand-600 bg-white" aria-hidden />;
  }
  return <span className="size-7 shrink-0 rounded-full border-2 border-slate-300 bg-white" aria-hidden />;
}

const stateText: Record<TimelineEntry["state"], string> = {
  done: "done",
  current: "current step",
  upcoming: "not yet",
};

/** A found order: the status timeline, what was bought, the total, the payment and where it goes (masked). */
export function OrderStatusCard({ order }: { order: TrackedOrder }) {
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section
      aria-labelledby="order-status-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-status-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Order <span className="font-mono">{order.orderNumber}</span>
        </h2>
        <p
          className={
            order.status === "cancelled"
              ? "rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800"
              : "rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
          }
        >
          <span className="sr-only">Status: </span>
          {statusLabels[order.status]}
        </p>
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Placed</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={order.placedAt}>{timeFormat.format(new Date(order.placedAt))}</time>
          </dd>
        </div>
        {order.status === "cancelled" || order.status === "delivered" ? null : (
          <div>
            <dt className="text-sm text-slate-600">Estimated delivery</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={order.estimatedDelivery}>
                {dateFormat.format(new Date(`${order.estimatedDelivery}T00:00:00Z`))}
              </time>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-slate-600">Deliver to</dt>
          <dd className="font-semibold text-slate-900">{order.maskedAddress}</dd>
        </div>
        {order.trackingId ? (
          <div>
            <dt className="text-sm text-slate-600">Courier tracking ID</dt>
            <dd className="font-mono font-semibold text-slate-900">{order.trackingId}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-slate-600">Payment</dt>
          <dd className="font-semibold text-slate-900">
            {paymentMethodLabels[order.paymentMethod]}
            {order.paymentStatus === "paid" ? (
              <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-sm text-green-800">Paid</span>
            ) : null}
          </dd>
          {order.paymentStatus === "pending" && order.status !== "cancelled" ? (
            <dd className="mt-0.5 text-sm text-slate-600">
              {paymentStatusText(order.paymentMethod, order.paymentStatus)}
            </dd>
          ) : null}
        </div>
      </dl>

      <h3 className="mt-8 font-semibold text-slate-900">Progress</h3>
      <ol className="mt-3" aria-label="Order progress">
        {order.timeline.map((entry, index) => (
          <li key={entry.status} className="relative flex gap-3 pb-5 last:pb-0">
            {index < order.timeline.length - 1 ? (
              <span
                className="absolute top-7 left-3.5 h-full w-0.5 -translate-x-1/2 bg-slate-200"
                aria-hidden
              />
            ) : null}
            <StepMarker entry={entry} />
            <div className="relative min-w-0">
              <p
                className={
                  entry.state === "upcoming" ? "font-medium text-slate-600" : "font-semibold text-slate-900"
                }
              >
                {entry.label}
                <span className="sr-only"> ({stateText[entry.state]})</span>
              </p>
              {entry.at ? (
                <p className="text-sm text-slate-600">
                  <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
                </p>
              ) : null}
              {entry.note ? <p className="text-sm text-slate-700">{entry.note}</p> : null}
            </div>
          </li>
        ))}
      </ol>

      <h3 className="mt-8 font-semibold text-slate-900">
        Items <span className="font-normal text-slate-600">({itemCount})</span>
      </h3>
      <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
        {order.lines.map((line) => (
          <li key={line.productId} className="flex items-center gap-4 py-3">
            <img
              src={line.image}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-lg bg-slate-50 object-contain ring-1 ring-slate-200"
            />
            <div className="min-w-0 flex-1">
              <Link
                to={`/products/${line.productId}`}
                className="font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {line.title}
              </Link>
              <p className="text-sm text-slate-600">Qty {line.quantity}</p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">{formatRupees(line.lineTotalPaise)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1">
        {order.discountPaise > 0 ? (
          <div className="flex justify-between gap-4 text-green-800">
            <dt>You saved</dt>
            <dd className="font-medium">{formatRupees(order.discountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Shipping</dt>
          <dd className="font-medium text-slate-900">Free</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900">{formatRupees(order.totalPaise)}</dd>
        </div>
      </dl>
      <Link
        to={order.invoiceHref}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Printer className="size-5" aria-hidden />
        Print invoice
      </Link>
    </section>
  );
}
