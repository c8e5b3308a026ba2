import { Icon } from "~/components/ui/icon";
import { bookingText } from "~/modules/booking/texts/en/booking";
import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import { useMessageText, useText } from "~/i18n/text";

import type { BookingCoverage } from "../../../../db/enums";

/** The appliance a repair is booked for from My Appliances, and whether the repair is in warranty. */
export function RepairApplianceCard({
  appliance,
  coverage,
  warrantyText,
}: {
  appliance: { title: string; serialNumber: string | null };
  coverage: BookingCoverage;
  warrantyText: string;
}) {
  const t = useText(serviceStatusText);
  const booking = useText(bookingText);
  const covered = coverage === "in_warranty";
  return (
    <div className="mb-5 flex flex-col gap-2 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-slate-900">
        {booking.repairFor(appliance.title, appliance.serialNumber)}
      </p>
      <p
        className={`inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
          covered
            ? "bg-green-50 text-green-800 ring-1 ring-green-200"
            : "bg-amber-50 text-amber-900 ring-1 ring-amber-200"
        }`}
      >
        <Icon name="shield-check" className="size-4" />
        {covered ? warrantyText : `${t[coverage]} (${warrantyText})`}
      </p>
    </div>
  );
}

/** A "Book a repair" link that no longer works: say so above the plain form. */
export function RepairLinkNotice({ message }: { message: string }) {
  const messageText = useMessageText();
  return (
    <p
      role="alert"
      className="mb-5 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      {messageText(message)}
    </p>
  );
}
