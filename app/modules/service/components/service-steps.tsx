import { formatRupees } from "~/lib/money";

import { visitCharge } from "../service-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import { serviceReplyMinutes } from "../service-rules";

const steps = [
  {
    title: "Book a visit",
    text: `Book online, call or WhatsApp us with the appliance and the problem. We reply within ${serviceReplyMinutes} minutes.`,
  },
  {
    title: "Technician at your door",
    text: "A certified technician arrives in your chosen slot, usually the same day.",
  },
  {
    title: "Inspection & estimate",
    text: `A clear quote for labour and parts before any work starts. The ${formatRupees(visitCharge.paise)} visit charge is waived if you go ahead.`,
  },
  {
    title: "Repair & warranty",
    text: `Genuine parts, the old part shown to you, and a ${repairWarrantyDays}-day warranty on the repair.`,
  },
];

/** How a repair goes, from booking to warranty. */
export function ServiceSteps() {
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
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
