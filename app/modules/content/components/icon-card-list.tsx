import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

export type IconCard = { icon: IconName; title: string; text: string };

/** Three-up cards with an icon, a title and a line of text (values, partnership points). */
export function IconCardList({ cards, className = "" }: { cards: readonly IconCard[]; className?: string }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-3 ${className}`}>
      {cards.map(({ icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
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
