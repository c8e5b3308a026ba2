import { BadgeCheck, RefreshCcw, ShieldCheck, Truck, type LucideIcon } from "lucide-react";
import { replacementDays } from "~/modules/orders/order-rules";

const perks: { icon: LucideIcon; text: string }[] = [
  { icon: Truck, text: "Free shipping" },
  { icon: BadgeCheck, text: "Prices inclusive of all taxes" },
  { icon: ShieldCheck, text: "1 year manufacturer warranty" },
  { icon: RefreshCcw, text: `${replacementDays}-day replacement` },
];

/** What comes with every offer, as a row of small icon notes. */
export function OfferPerks() {
  return (
    <ul className="grid grid-cols-2 gap-3 text-sm font-medium text-slate-700 lg:grid-cols-4">
      {perks.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="flex items-center gap-2 rounded-xl bg-white px-3 py-3 ring-1 ring-slate-200"
        >
          <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}
