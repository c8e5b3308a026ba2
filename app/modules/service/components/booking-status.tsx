import { StatusCard, StatusTimeline } from "~/components/ui/status-timeline";
import { formatRupees } from "~/lib/money";

import { bookingStatusLabels, type BookingView } from "../booking-view";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import { formatLongDate } from "~/lib/india-time";

import { BookingCoverage } from "./booking-coverage";

/** A found booking: what, when, where (masked), the status timeline and, once completed, the charges. */
export function BookingStatus({ booking }: { booking: BookingView }) {
  return (
    <StatusCard
      titleId="booking-status-title"
      title={
        <>
          Booking <span className="font-mono">{booking.reference}</span>
        </>
      }
      statusLabel={bookingStatusLabels[booking.status]}
      cancelled={booking.status === "cancelled"}
    >
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
        <BookingCoverage booking={booking} />
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
                <dd className="font-semibold text-slate-900">{formatLongDate(booking.warrantyEndsOn)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>

      <StatusTimeline label="Booking progress" steps={booking.timeline} />
    </StatusCard>
  );
}
