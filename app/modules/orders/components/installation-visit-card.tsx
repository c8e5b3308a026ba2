import { Icon } from "~/components/ui/icon";
import { installationVisitText } from "~/modules/booking/texts/en/installation-visit";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";
import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatLongDate } from "~/lib/india-time";

import { slotTextIn } from "~/modules/booking/slot-label";
import type { InstallationVisitView } from "~/modules/booking/installation-visit";
import { visitIssueText } from "~/modules/booking/installation-visit";

const stateTone: Partial<Record<InstallationVisitView["status"], string>> = {
  completed: "bg-green-50 text-green-800 ring-green-200",
  cancelled: "bg-red-50 text-red-800 ring-red-200",
};

/**
 * The order's installation (or demo) visit: when, its state, and the booking reference that opens it on
 * /track-service (with the order's phone number).
 */
export function InstallationVisitCard({
  visit,
  headingLevel = "h2",
  className = "",
}: {
  visit: InstallationVisitView;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const t = useText(installationVisitText);
  const statusText = useText(serviceStatusText);
  const slotsText = useText(serviceSlotsText);
  const locale = useLocale();
  const Heading = headingLevel;
  const track = `/track-service?${new URLSearchParams({ ref: visit.reference })}`;
  return (
    <section
      aria-labelledby="installation-visit-title"
      data-testid="installation-visit"
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Heading
          id="installation-visit-title"
          className="flex items-center gap-2 text-xl font-bold text-slate-900"
        >
          <Icon name="wrench" className="size-5 text-brand-700" />
          {visit.kindText === "Demo" ? t.demoTitle : t.installationTitle}
        </Heading>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${stateTone[visit.status] ?? "bg-brand-50 text-brand-800 ring-brand-200"}`}
          data-testid="installation-visit-status"
        >
          {statusText[visit.status]}
        </span>
      </div>
      <p className="mt-2 text-slate-700">{visitIssueText(visit, t)}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-600">{t.date}</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={visit.date}>{formatLongDate(visit.date, locale)}</time>
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-600">{t.timeSlot}</dt>
          <dd className="font-semibold text-slate-900">{slotTextIn(slotsText, visit.slot)}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-600">{t.bookingReference}</dt>
          <dd className="font-mono font-semibold text-slate-900">
            <Link
              to={track}
              className="inline-flex min-h-11 items-center text-brand-700 underline hover:text-brand-800 focus-ring"
            >
              {visit.reference}
            </Link>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {visit.technicianName ? t.technician(visit.technicianName) : t.confirmByPhone}
        {t.followOrChange}
      </p>
    </section>
  );
}
