import { Icon } from "~/components/ui/icon";

import { Link } from "~/i18n/link";

import type { FaqGroup } from "./faq-entries";

/**
 * Questions grouped under h2 headings; each answer is a native disclosure (<details>), so it opens by
 * mouse, keyboard (Enter or Space) and without JavaScript.
 */
export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {group.entries.map((entry) => (
              <details key={entry.id} id={entry.id} className="group scroll-mt-4">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden">
                  <span>{entry.question}</span>
                  <Icon
                    name="chevron-down"
                    className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6">
                  <p>{entry.answer}</p>
                  {entry.more ? (
                    <Link
                      to={entry.more.to}
                      className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-ring"
                    >
                      {entry.more.label}
                      <Icon name="arrow-right" className="size-4" />
                    </Link>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
