import { Icon } from "~/components/ui/icon";
import { myAppliancesText } from "~/modules/appliances/texts/en/my-appliances";
import { useText } from "~/i18n/text";
import { useLocalePath } from "~/i18n/use-locale";

/** From a delivered order on /track-order: its appliances and their warranty. */
export function MyAppliancesLink({ orderNumber }: { orderNumber: string }) {
  const t = useText(myAppliancesText);
  const to = useLocalePath();
  return (
    <p className="flex items-start gap-3 rounded-xl bg-white px-4 py-3 text-slate-800 ring-1 ring-slate-200">
      <Icon name="shield-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <span>
        {t.deliveredNote}
        <a
          href={to(`/my-appliances?${new URLSearchParams({ order: orderNumber }).toString()}`)}
          className="font-semibold text-brand-700 underline focus-ring"
        >
          {t.myAppliances}
        </a>
        {t.deliveredNoteEnd}
      </span>
    </p>
  );
}
