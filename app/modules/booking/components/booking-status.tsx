import { StatusCard, StatusTimeline } from "~/components/ui/status-timeline";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";
import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatAmount } from "~/lib/money";

import type { BookingView } from "../booking-view";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import { formatLongDate } from "~/lib/india-time";

import { BookingCoverage } from "./booking-coverage";
import { slotTextIn } from "../slot-label";

/** A found booking: what, when, where (masked), the status timeline and, once completed, the charges. */
export function BookingStatus({ booking }: { booking: BookingView }) {
  const t = useText(trackServiceText);
  const statusText = useText(serviceStatusText);
  const slotsText = useText(serviceSlotsText);
  const locale = useLocale();
  return (
    <StatusCard
      titleId="booking-status-title"
      title={
        <>
          {t.booking}
          <span className="font-mono">{booking.reference}</span>
        </>
      }
      statusLabel={statusText[booking.status]}
      cancelled={booking.status === "cancelled"}
    >
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t.appliance}</dt>
          <dd className="font-semibold text-slate-900">
            {booking.appliance} ({booking.brand})
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t.visit}</dt>
          <dd className="font-semibold text-slate-900">
            {formatLongDate(booking.date, locale)}, {slotTextIn(slotsText, booking.slot)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t.address}</dt>
          <dd className="font-semibold text-slate-900">{booking.maskedAddress}</dd>
        </div>
        <BookingCoverage booking={booking} />
        {booking.status === "completed" ? (
          <>
            <div>
              <dt className="text-sm text-slate-600">{t.visitCharge}</dt>
              <dd className="font-semibold text-slate-900">
                {booking.visitChargePaise === null ? t.none : formatAmount(booking.visitChargePaise)}
              </dd>
            </div>
            {booking.warrantyEndsOn ? (
              <div>
                <dt className="text-sm text-slate-600">{t.repairWarrantyUntil(repairWarrantyDays)}</dt>
                <dd className="font-semibold text-slate-900">
                  {formatLongDate(booking.warrantyEndsOn, locale)}
                </dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>

      <StatusTimeline label={t.progressLabel} steps={booking.timeline} />
    </StatusCard>
  );
}
