import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { replacementDays } from "~/modules/orders/order-rules";

const perks: { icon: IconName; text: string }[] = [
  { icon: "truck", text: "Free shipping" },
  { icon: "badge-check", text: "Prices inclusive of all taxes" },
  { icon: "shield-check", text: "1 year manufacturer warranty" },
  { icon: "refresh-ccw", text: `${replacementDays}-day replacement` },
];

/** What comes with every offer, as a row of small icon notes. */
export function OfferPerks() {
  return (
    <ul className="grid grid-cols-2 gap-3 text-sm font-medium text-slate-700 lg:grid-cols-4">
      {perks.map(({ icon, text }) => (
        <li
          key={text}
          className="flex items-center gap-2 rounded-xl bg-white px-3 py-3 ring-1 ring-slate-200"
        >
          <Icon name={icon} className="size-5 shrink-0 text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
