import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

import { AdminCard, StatusPill } from "~/components/admin/admin-ui";
import { formatAmount, formatRupeesWithPaise } from "~/lib/money";
import { bookingStatusTones } from "~/modules/booking/booking-lifecycle";
import type { BookingDetail } from "~/modules/admin-desk/bookings-desk.server";
import { bookingStatusLabels } from "~/modules/booking/booking-view";
import { slotText } from "~/modules/booking/booking-slots";
import { formatIndiaDateTime, formatLongDate } from "~/lib/india-time";
import { formatPhone, phoneHref } from "~/lib/phone";

type Booking = BookingDetail["booking"];

function Detail({ term, children, wide }: { term: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function CustomerCard({ booking }: { booking: Booking }) {
  return (
    <AdminCard title="Customer">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Name">{booking.name}</Detail>
        <Detail term="Phone">
          <a
            href={phoneHref(booking.phone)}
            className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon name="phone" className="size-4" />
            {formatPhone(booking.phone)}
          </a>
        </Detail>
        {booking.email ? (
          <Detail term="E-mail">
            <a
              href={`mailto:${booking.email}`}
              className="inline-flex min-h-11 items-center break-all text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {booking.email}
            </a>
          </Detail>
        ) : null}
        <Detail term="Address" wide>
          <span className="whitespace-pre-line">{booking.address}</span>, {booking.pincode}
        </Detail>
      </dl>
    </AdminCard>
  );
}

export function VisitCard({ booking }: { booking: Booking }) {
  return (
    <AdminCard title="Visit">
      <dl className="grid gap-3 sm:grid-cols-2">
        {booking.kind === "installation" && booking.orderId !== null ? (
          <Detail term="Installation for order" wide>
            <Link
              to={`/admin/orders/${booking.orderId}`}
              className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
              data-testid="booking-order-link"
            >
              {booking.orderNumber ?? `Order ${booking.orderId}`}
            </Link>
          </Detail>
        ) : null}
        <Detail term="Appliance">
          {booking.applianceLabel} ({booking.brandLabel})
        </Detail>
        <Detail term="When">
          {formatLongDate(booking.date)}, {slotText(booking.slot)}
        </Detail>
        <Detail term="Issue" wide>
          <span className="whitespace-pre-line">{booking.issue}</span>
        </Detail>
        <Detail term="Technician">{booking.technicianName ?? "Not assigned yet"}</Detail>
        <Detail term="Booked">{formatIndiaDateTime(booking.createdAt)}</Detail>
        {booking.status === "completed" ? (
          <>
            <Detail term="Visit charge">
              {booking.visitChargePaise === null ? "None" : formatAmount(booking.visitChargePaise)}
            </Detail>
            {booking.invoice ? (
              <Detail term="Service invoice">
                <span data-testid="desk-invoice">
                  {booking.invoice.number}: {formatRupeesWithPaise(booking.invoice.totalPaise)},{" "}
                  {booking.invoice.paymentMethod === "upi" ? "UPI" : "cash"}
                </span>
              </Detail>
            ) : null}
            <Detail term="Completed">
              {booking.completedAt ? formatIndiaDateTime(booking.completedAt) : "—"}
            </Detail>
            <Detail term="Parts used" wide>
              <span className="whitespace-pre-line">{booking.partsUsed ?? "None"}</span>
            </Detail>
            <Detail term="Notes" wide>
              <span className="whitespace-pre-line">{booking.completionNotes ?? "None"}</span>
            </Detail>
          </>
        ) : null}
      </dl>
    </AdminCard>
  );
}

export function HistoryCard({ history }: { history: BookingDetail["history"] }) {
  return (
    <AdminCard title="Timeline">
      <ol className="space-y-3">
        {history.map((entry) => (
          <li key={entry.id} className="border-l-2 border-brand-600 pl-3">
            <p className="flex flex-wrap items-center gap-2">
              <StatusPill tone={bookingStatusTones[entry.status]}>
                {bookingStatusLabels[entry.status]}
              </StatusPill>
              <time dateTime={entry.at} className="text-sm text-slate-600">
                {formatIndiaDateTime(entry.at)}
              </time>
            </p>
            {entry.note ? <p className="mt-1 text-sm text-slate-800">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </AdminCard>
  );
}
