import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

import { serviceDeskText } from "~/modules/booking/texts/en/service-desk";
import { useText } from "~/i18n/text";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

/** The four promises of the service desk, as icon cards. */
export function ServicePromises() {
  const t = useText(serviceDeskText);
  const promises: { icon: IconName; title: string; text: string }[] = [
    { icon: "house", title: t["doorstep.title"], text: t["doorstep.text"] },
    { icon: "clock", title: t["sameDay.title"], text: t["sameDay.text"] },
    { icon: "badge-check", title: t["guarantee.title"], text: t["guarantee.text"] },
    {
      icon: "shield-check",
      title: t["warranty.title"](repairWarrantyDays),
      text: t["warranty.text"](repairWarrantyDays),
    },
  ];
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
