import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { useText } from "~/i18n/text";

import type { BookingView } from "../booking-view";

/** For a repair of an appliance we sold: which one, and whether the repair is in warranty or chargeable. */
export function BookingCoverage({ booking }: { booking: Pick<BookingView, "coverage" | "linkedAppliance"> }) {
  const t = useText(trackServiceText);
  const statusText = useText(serviceStatusText);
  if (!booking.coverage && !booking.linkedAppliance) return null;
  return (
    <>
      {booking.linkedAppliance ? (
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-600">{t.yourAppliance}</dt>
          <dd className="font-semibold text-slate-900">{booking.linkedAppliance}</dd>
        </div>
      ) : null}
      {booking.coverage ? (
        <div>
          <dt className="text-sm text-slate-600">{t.warranty}</dt>
          <dd>
            <span
              className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${
                booking.coverage === "in_warranty"
                  ? "bg-green-50 text-green-800 ring-1 ring-green-200"
                  : "bg-amber-50 text-amber-900 ring-1 ring-amber-200"
              }`}
            >
              {statusText[booking.coverage]}
            </span>
          </dd>
        </div>
      ) : null}
    </>
  );
}
