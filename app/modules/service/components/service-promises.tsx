import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

const promises: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "house",
    title: "Doorstep Service",
    text: "Certified technicians come to your home with the tools and genuine parts for the job.",
  },
  {
    icon: "clock",
    title: "Same-Day Service",
    text: "Book in the morning and most repairs are done the same day, during service hours.",
  },
  {
    icon: "badge-check",
    title: "100% Satisfaction Guarantee",
    text: "If you are not happy with a repair, tell us and we come back to put it right at no extra cost.",
  },
  {
    icon: "shield-check",
    title: `${repairWarrantyDays}-Day Repair Warranty`,
    text: `The work we do and the parts we fit are covered for ${repairWarrantyDays} days from the date of repair.`,
  },
];

/** The four promises of the service desk, as icon cards. */
export function ServicePromises() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {promises.map(({ icon, title, text }) => (
        <li key={title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <span
            className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white"
            aria-hidden
          >
            <Icon name={icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
