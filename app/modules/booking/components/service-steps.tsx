import { serviceDeskText } from "~/modules/booking/texts/en/service-desk";
import { useText } from "~/i18n/text";
import { formatRupees } from "~/lib/money";

import { serviceReplyMinutes, visitCharge } from "../service-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

/** How a repair goes, from booking to warranty. */
export function ServiceSteps() {
  const t = useText(serviceDeskText);
  const steps = [
    { title: t["book.title"], text: t["book.text"](serviceReplyMinutes) },
    { title: t["door.title"], text: t["door.text"] },
    { title: t["estimate.title"], text: t["estimate.text"](formatRupees(visitCharge.paise)) },
    { title: t["repair.title"], text: t["repair.text"](repairWarrantyDays) },
  ];
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
          <span
            className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            aria-hidden
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">{t.step(index + 1)}</span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
