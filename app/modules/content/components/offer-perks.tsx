import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { offersText } from "~/modules/content/texts/en/offers";
import { useText } from "~/i18n/text";
import { replacementDays } from "~/modules/orders/order-rules";

/** What comes with every offer, as a row of small icon notes. */
export function OfferPerks() {
  const t = useText(offersText);
  const perks: { icon: IconName; text: string }[] = [
    { icon: "truck", text: t["perk.shipping"] },
    { icon: "badge-check", text: t["perk.taxes"] },
    { icon: "shield-check", text: t["perk.warranty"] },
    { icon: "refresh-ccw", text: t["perk.replacement"](replacementDays) },
  ];
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
