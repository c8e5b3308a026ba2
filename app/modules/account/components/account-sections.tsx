import type { ReactNode } from "react";

import { buttonClass } from "~/components/ui/button-styles";
import { Icon } from "~/components/ui/icon";
import { Form } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatFullDate, formatIndiaDateLong } from "~/lib/india-time";
import { formatRupees } from "~/lib/money";
import { accountText } from "~/modules/account/texts/en/account";
import { ApplianceCard } from "~/modules/appliances/components/appliance-list";
import { serviceAppliancesText } from "~/modules/booking/texts/en/service-appliances";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";
import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import { orderStatusText } from "~/modules/orders/texts/en/order-status";
import { returnsText } from "~/modules/orders/texts/en/returns";

import type { AccountBooking, AccountOrder, AccountOverview } from "../account-view";

const cardClass = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
const linkClass = "inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 underline";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-3 rounded-xl bg-white px-4 py-4 text-slate-700 ring-1 ring-slate-200">
      <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      {children}
    </p>
  );
}

function Status({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
      {children}
    </span>
  );
}

function OrderCard({ order }: { order: AccountOrder }) {
  const t = useText(accountText);
  const statuses = useText(orderStatusText);
  const returns = useText(returnsText);
  const locale = useLocale();
  const titleId = `order-${order.orderNumber}`;
  return (
    <li aria-labelledby={titleId} className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="font-mono font-semibold text-slate-900">
            {order.orderNumber}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {t.placedOn(formatIndiaDateLong(order.placedAt, locale))}
          </p>
        </div>
        <Status>{statuses[order.status]}</Status>
      </div>
      <p className="mt-3 text-slate-800">
        {t.total}: <span className="font-semibold">{formatRupees(order.totalPaise)}</span>
      </p>
      {order.returns.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-slate-700">
          {order.returns.map((request) => (
            <li key={request.number}>
              <span className="font-mono">{request.number}</span> ·{" "}
              {t.returnKind(request.kind === "replacement")} ·{" "}
              {request.status === "approved"
                ? returns.approved(request.pickupOn ? formatFullDate(request.pickupOn, locale) : "")
                : returns[request.status]}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-x-5">
        <a href={order.viewHref} aria-describedby={titleId} className={linkClass}>
          <Icon name="package-search" className="size-5" />
          {t.viewOrder}
        </a>
        <a href={order.invoiceHref} aria-describedby={titleId} className={linkClass}>
          <Icon name="receipt-indian-rupee" className="size-5" />
          {t.invoice} {order.invoiceNumber}
        </a>
        {order.creditNotes.map((note) => (
          <a key={note.number} href={note.href} aria-describedby={titleId} className={linkClass}>
            <Icon name="file-text" className="size-5" />
            {t.creditNote} {note.number}
          </a>
        ))}
      </div>
    </li>
  );
}

function BookingCard({ booking }: { booking: AccountBooking }) {
  const t = useText(accountText);
  const statuses = useText(serviceStatusText);
  const appliances = useText(serviceAppliancesText);
  const slots = useText(serviceSlotsText);
  const locale = useLocale();
  const titleId = `booking-${booking.reference}`;
  const appliance = appliances[booking.appliance as keyof typeof appliances] ?? booking.appliance;
  return (
    <li aria-labelledby={titleId} className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="font-mono font-semibold text-slate-900">
            {booking.reference}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {booking.kind === "installation" ? t.installation : t.repair} · {appliance} ·{" "}
            {formatFullDate(booking.date, locale)}, {slots[booking.slot]}
          </p>
        </div>
        <Status>{statuses[booking.status]}</Status>
      </div>
      <div className="mt-3 flex flex-wrap gap-x-5">
        <a href={booking.viewHref} aria-describedby={titleId} className={linkClass}>
          <Icon name="wrench" className="size-5" />
          {t.viewBooking}
        </a>
        {booking.invoice ? (
          <a href={booking.invoice.href} aria-describedby={titleId} className={linkClass}>
            <Icon name="download" className="size-5" />
            {t.serviceInvoice} {booking.invoice.number}
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** Everything the signed-in number has with us, newest first, and the controls of its updates and sign-in. */
export function AccountSections({ overview }: { overview: AccountOverview }) {
  const t = useText(accountText);
  const updatesOn = [...overview.orders, ...overview.bookings].filter((item) => item.updatesOn).length;
  return (
    <>
      <Section id="account-orders" title={t.ordersTitle}>
        {overview.orders.length === 0 ? (
          <Empty>{t.noOrders}</Empty>
        ) : (
          <ul className="grid gap-4">
            {overview.orders.map((order) => (
              <OrderCard key={order.orderNumber} order={order} />
            ))}
          </ul>
        )}
      </Section>

      <Section id="account-bookings" title={t.bookingsTitle}>
        {overview.bookings.length === 0 ? (
          <Empty>{t.noBookings}</Empty>
        ) : (
          <ul className="grid gap-4">
            {overview.bookings.map((booking) => (
              <BookingCard key={booking.reference} booking={booking} />
            ))}
          </ul>
        )}
      </Section>

      <Section id="account-appliances" title={t.appliancesTitle}>
        {overview.appliances.length === 0 ? (
          <Empty>{t.noAppliances}</Empty>
        ) : (
          <ul className="grid gap-4">
            {overview.appliances.map((appliance) => (
              <ApplianceCard key={appliance.id} appliance={appliance} invoiceHref={appliance.invoiceHref} />
            ))}
          </ul>
        )}
      </Section>

      <Section id="account-updates" title={t.updatesTitle}>
        <div className={cardClass}>
          <p className="text-slate-800">{updatesOn > 0 ? t.updatesOn(updatesOn) : t.updatesOff}</p>
          <p className="mt-1 text-sm text-slate-600">{t.updatesNote}</p>
          {updatesOn > 0 ? (
            <Form method="post" className="mt-4">
              <button
                type="submit"
                name="intent"
                value="stop-updates"
                className={buttonClass({ variant: "secondary" })}
              >
                {t.stopAll}
              </button>
            </Form>
          ) : null}
        </div>
      </Section>
    </>
  );
}

/** Sign out here, or on every device the number is signed in on. */
export function SignOutButtons() {
  const t = useText(accountText);
  return (
    <Form method="post" className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="sign-out" className={buttonClass({ variant: "secondary" })}>
        <Icon name="log-out" className="size-5" />
        {t.signOut}
      </button>
      <button
        type="submit"
        name="intent"
        value="sign-out-everywhere"
        className={buttonClass({ variant: "ghost" })}
      >
        {t.signOutEverywhere}
      </button>
    </Form>
  );
}
