import { Check, CircleX } from "lucide-react";

import { formatRupees } from "~/lib/money";

import type { BookingView, TimelineEntry } from "../booking-view";
import { formatBookingDate } from "../booking-slots";
import { repairWarrantyDays } from "../repair-pricing";

const statusLabels: Record<BookingView["status"], string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  technician_assigned: "Technician assigned",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

function StepMarker({ entry }: { entry: TimelineEntry }) {
  if (entry.status === "cancelled") {
    return <CircleX className="size-7 shrink-0 text-red-700" aria-hidden />;
  }
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

/** A found booking: what, when, where (masked), the status timeline and, once completed, the charges. */
export function BookingStatus({ booking }: { booking: BookingView }) {
  return (
    <section
      aria-labelledby="booking-status-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="booking-status-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Booking <span className="font-mono">{booking.reference}</span>
        </h2>
        <p
          className={
            booking.status === "cancelled"
              ? "rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800"
              : "rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
          }
        >
          <span className="sr-only">Status: </span>
          {statusLabels[booking.status]}
        </p>
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Appliance</dt>
          <dd className="font-semibold text-slate-900">
            {booking.appliance} ({booking.brand})
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Visit</dt>
          <dd className="font-semibold text-slate-900">
            {booking.dateText}, {booking.slotText}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Address</dt>
          <dd className="font-semibold text-slate-900">{booking.maskedAddress}</dd>
        </div>
        {booking.status === "completed" ? (
          <>
            <div>
              <dt className="text-sm text-slate-600">Visit charge</dt>
              <dd className="font-semibold text-slate-900">
                {booking.visitChargePaise === null ? "None" : formatRupees(booking.visitChargePaise)}
              </dd>
            </div>
            {booking.warrantyEndsOn ? (
              <div>
                <dt className="text-sm text-slate-600">{repairWarrantyDays}-day repair warranty until</dt>
                <dd className="font-semibold text-slate-900">{formatBookingDate(booking.warrantyEndsOn)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>

      <h3 className="mt-8 font-semibold text-slate-900">Progress</h3>
      <ol className="mt-3 space-y-0" aria-label="Booking progress">
        {booking.timeline.map((entry, index) => (
          <li key={entry.status} className="relative flex gap-3 pb-5 last:pb-0">
            {index < booking.timeline.length - 1 ? (
              <span
                className="absolute top-7 left-3.5 h-full w-0.5 -translate-x-1/2 bg-slate-200"
                aria-hidden
              />
            ) : null}
            <StepMarker entry={entry} />
            <div className="relative">
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
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
