import { dealer } from "~/lib/dealer";

/** The service desk's hours from the dealer's details, as a two-column list. */
export function ServiceHours({ tone = "light" }: { tone?: "light" | "muted" }) {
  return (
    <dl className="divide-y divide-slate-200 text-sm sm:text-base">
      {dealer.hours.service.map((row) => (
        <div key={row.days} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className={tone === "muted" ? "text-slate-600" : "font-medium text-slate-700"}>{row.days}</dt>
          <dd className="text-right font-semibold text-slate-900">{row.time}</dd>
        </div>
      ))}
    </dl>
  );
}
