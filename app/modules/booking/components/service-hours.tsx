import { serviceDeskText } from "~/modules/booking/texts/en/service-desk";
import { useText } from "~/i18n/text";

/** The service desk's hours (the dealer's details) in the page's language: days and times. */
export function useServiceHours(): { days: string; time: string }[] {
  const t = useText(serviceDeskText);
  return [
    { days: t.weekdays, time: t.weekdaysTime },
    { days: t.saturday, time: t.saturdayTime },
    { days: t.sunday, time: t.sundayTime },
  ];
}

/** The service desk's hours as a two-column list. */
export function ServiceHours({ tone = "light" }: { tone?: "light" | "muted" }) {
  const rows = useServiceHours();
  return (
    <dl className="divide-y divide-slate-200 text-sm sm:text-base">
      {rows.map((row) => (
        <div key={row.days} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className={tone === "muted" ? "text-slate-600" : "font-medium text-slate-700"}>{row.days}</dt>
          <dd className="text-right font-semibold text-slate-900">{row.time}</dd>
        </div>
      ))}
    </dl>
  );
}
