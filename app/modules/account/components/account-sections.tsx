import type { ReactNode } from "react";

import { checkboxClass } from "~/components/form/field";
import { buttonClass } from "~/components/ui/button-styles";
import { FormAlert } from "~/components/ui/form-alert";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { accountText } from "~/modules/account/texts/en/account";

import type {
  AccountAppliance,
  AccountBooking,
  AccountComplaint,
  AccountOrder,
  AccountOverview,
} from "../account-view";

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

/** A card's heading (a number in monospace), the line under it and its status on the right. */
function CardHead({ id, title, line, status }: { id: string; title: string; line: string; status: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h3 id={id} className="font-mono font-semibold text-slate-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{line}</p>
      </div>
      <span className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
        {status}
      </span>
    </div>
  );
}

function OrderCard({ order }: { order: AccountOrder }) {
  const t = useText(accountText);
  const titleId = `order-${order.orderNumber}`;
  return (
    <li aria-labelledby={titleId} className={cardClass}>
      <CardHead id={titleId} title={order.orderNumber} line={order.placed} status={order.status} />
      <p className="mt-3 text-slate-800">
        {t.total}: <span className="font-semibold">{order.total}</span>
      </p>
      {order.returns.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-slate-700">
          {order.returns.map((line) => (
            <li key={line}>{line}</li>
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
  const titleId = `booking-${booking.reference}`;
  return (
    <li aria-labelledby={titleId} className={cardClass}>
      <CardHead id={titleId} title={booking.reference} line={booking.summary} status={booking.status} />
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

function ApplianceRow({ appliance }: { appliance: AccountAppliance }) {
  const t = useText(accountText);
  const titleId = `appliance-${appliance.id}`;
  return (
    <li aria-labelledby={titleId} className={cardClass}>
      <h3 id={titleId} className="font-semibold text-slate-900">
        {appliance.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t.fromOrder(appliance.orderNumber)}
        {appliance.serialNumber ? ` · ${t.serialNumber} ${appliance.serialNumber}` : ""}
      </p>
      <p
        className={`mt-2 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
          appliance.covered
            ? "bg-green-50 text-green-800 ring-1 ring-green-200"
            : "bg-slate-100 text-slate-700"
        }`}
      >
        <Icon name="shield-check" className="size-4" />
        {appliance.warrantyText}
      </p>
      <div className="mt-3 flex flex-wrap gap-x-5">
        <a href={appliance.repairHref} aria-describedby={titleId} className={linkClass}>
          <Icon name="wrench" className="size-5" />
          {t.bookRepair}
        </a>
        <a href={appliance.invoiceHref} aria-describedby={titleId} className={linkClass}>
          <Icon name="download" className="size-5" />
          {t.invoice}
        </a>
      </div>
    </li>
  );
}

function ComplaintRow({ complaint }: { complaint: AccountComplaint }) {
  const t = useText(accountText);
  const titleId = `complaint-${complaint.ticket}`;
  return (
    <li aria-labelledby={titleId} className={cardClass}>
      <h3 id={titleId} className="font-semibold text-slate-900">
        {complaint.ticket}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{complaint.summary}</p>
      <p className="mt-1 text-slate-800">{complaint.status}</p>
      <a href={complaint.viewHref} aria-describedby={titleId} className={linkClass}>
        <Icon name="eye" className="size-5" />
        {t.viewComplaint}
      </a>
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

      <Section id="account-addresses" title={t.addressesTitle}>
        {overview.addresses.length === 0 ? (
          <Empty>{t.noAddresses}</Empty>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t.addressesNote}</p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {overview.addresses.map((address, index) => (
                <li key={address.checkoutHref} className={cardClass}>
                  <p id={`address-${index}`} className="text-slate-800">
                    {address.text}
                  </p>
                  <a href={address.checkoutHref} aria-describedby={`address-${index}`} className={linkClass}>
                    <Icon name="truck" className="size-5" />
                    {t.deliverHere}
                  </a>
                </li>
              ))}
            </ul>
          </>
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
              <ApplianceRow key={appliance.id} appliance={appliance} />
            ))}
          </ul>
        )}
      </Section>

      <Section id="account-complaints" title={t.complaintsTitle}>
        {overview.complaints.length === 0 ? (
          <Empty>{t.noComplaints}</Empty>
        ) : (
          <ul className="grid gap-4">
            {overview.complaints.map((complaint) => (
              <ComplaintRow key={complaint.ticket} complaint={complaint} />
            ))}
          </ul>
        )}
        <Link to="/grievance" className={`${linkClass} mt-3`}>
          <Icon name="shield-check" className="size-5" />
          {t.makeComplaint}
        </Link>
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
        <ConsentHistory history={overview.consents} />
      </Section>
    </>
  );
}

/** Every consent the number gave or withdrew, with the notice version, newest first. */
function ConsentHistory({ history }: { history: AccountOverview["consents"] }) {
  if (history.rows.length === 0) return null;
  return (
    <div className={cardClass}>
      <h3 className="font-semibold text-slate-900">{history.title}</h3>
      <ul className="mt-2 grid gap-1 text-sm text-slate-700">
        {history.rows.map((row) => (
          <li key={row.id}>
            <span className="text-slate-600">{row.at}</span> · {row.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The customer's rights over their data from the account (DPDP Act 2023, sections 11 and 12): download it
 * all, ask for a correction (a complaint about their personal data, on the grievance board), or erase it,
 * after saying what stays by law.
 */
export function PersonalDataSection({ error }: { error?: string | null }) {
  const t = useText(accountText);
  return (
    <Section id="account-data" title={t.dataTitle}>
      <div className={cardClass}>
        <p className="text-slate-800">{t.dataLead}</p>
        <a href="/account/data.json" download className={`${linkClass} mt-2`}>
          <Icon name="download" className="size-5" />
          {t.download}
        </a>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-slate-900">{t.correctTitle}</h3>
          <p className="mt-1 text-sm text-slate-700">{t.correctWhat}</p>
          <Link to="/grievance?about=personal-data" className={`${linkClass} mt-2`}>
            <Icon name="pencil" className="size-5" />
            {t.correctLink}
          </Link>
        </div>
        <Form method="post" className="mt-4 border-t border-slate-200 pt-4" aria-labelledby="erase-title">
          <h3 id="erase-title" className="font-semibold text-slate-900">
            {t.eraseTitle}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t.eraseWhat}</p>
          <p className="mt-1 text-sm text-slate-700">{t.eraseKept}</p>
          <FormAlert message={error} />
          <label className="mt-3 flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" name="confirm" required className={checkboxClass} />
            {t.eraseConfirm}
          </label>
          <button
            type="submit"
            name="intent"
            value="erase"
            className={buttonClass({ variant: "secondary", className: "mt-3" })}
          >
            {t.eraseButton}
          </button>
        </Form>
      </div>
    </Section>
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
