import { StatusCard, StatusTimeline } from "~/components/ui/status-timeline";
import { serviceAppliancesText } from "~/i18n/en/service-appliances";
import { serviceSlotsText } from "~/i18n/en/service-slots";
import { serviceStatusText } from "~/i18n/en/service-status";
import { trackServiceText } from "~/i18n/en/track-service";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatRupees } from "~/lib/money";

import { bookingAppliances } from "../booking-options";
import type { BookingView } from "../booking-view";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import { formatLongDate } from "~/lib/india-time";

import { BookingCoverage } from "./booking-coverage";
import { slotTextIn } from "./slot-picker";

/** The view's appliance and brand ("Air Conditioner (LG)"), in the page's language; brand names stay. */
function useApplianceText(booking: BookingView): string {
  const t = useText(serviceAppliancesText);
  const option = bookingAppliances.find((candidate) => candidate.label === booking.appliance);
  const brand = booking.brand === "Other" ? t.other : booking.brand;
  return `${option ? t[option.value] : booking.appliance} (${brand})`;
}

/**
 * The timeline's steps named in the page's language (the view names them in English, as toView in
 * booking.server.ts does: the technician's name once assigned, not on a cancelled booking's steps).
 */
function useTimeline(booking: BookingView): BookingView["timeline"] {
  const t = useText(serviceStatusText);
  const technician = booking.status === "cancelled" ? null : booking.technicianName;
  return booking.timeline.map((step) => ({
    ...step,
    label:
      step.status === "technician_assigned" && technician && step.state !== "upcoming"
        ? t.technicianAssignedTo(technician)
        : t[step.status],
  }));
}

/** A found booking: what, when, where (masked), the status timeline and, once completed, the charges. */
export function BookingStatus({ booking }: { booking: BookingView }) {
  const t = useText(trackServiceText);
  const statusText = useText(serviceStatusText);
  const slotsText = useText(serviceSlotsText);
  const locale = useLocale();
  const appliance = useApplianceText(booking);
  const timeline = useTimeline(booking);
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
          <dd className="font-semibold text-slate-900">{appliance}</dd>
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
                {booking.visitChargePaise === null ? t.none : formatRupees(booking.visitChargePaise)}
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

      <StatusTimeline label={t.progressLabel} steps={timeline} />
    </StatusCard>
  );
}
