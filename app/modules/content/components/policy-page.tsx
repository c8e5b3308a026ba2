import { DealerAddress } from "~/components/ui/dealer-address";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import type { ReactNode } from "react";

import { policiesText } from "~/modules/content/texts/en/policies";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";

type PolicySection = {
  /** Anchor id, unique on the page. */
  id: string;
  title: string;
  content: ReactNode;
};

/** A policy's own text: the lead paragraph and the numbered sections. */
export type PolicyText = { intro?: ReactNode; sections: PolicySection[] };

export type PolicyPageProps = {
  title: string;
  subtitle: string;
  icon: IconName;
  /** A short lead paragraph under the hero. */
  intro?: ReactNode;
  sections: PolicySection[];
  /** What the contact card invites the reader to ask about. */
  contactText: string;
};

const contactSectionId = "contact-us";

/** The shared layout of the static policy pages: hero, sections, and a closing contact card. */
export function PolicyPage({ title, subtitle, icon, intro, sections, contactText }: PolicyPageProps) {
  const t = useText(policiesText);
  const toc = [
    ...sections.map(({ id, title }) => ({ id, title })),
    { id: contactSectionId, title: t.contactUs },
  ];
  return (
    <main id="main" className="bg-slate-50">
      <header className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <span
            className="inline-flex size-12 items-center justify-center rounded-xl bg-white/15"
            aria-hidden
          >
            <Icon name={icon} className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50 sm:text-xl">{subtitle}</p>
          <p className="mt-4 text-sm text-brand-100">{t.lastUpdated}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr] lg:gap-12 lg:px-8 lg:py-14">
        <nav aria-label={t.onThisPage} className="hidden lg:block">
          <div className="sticky top-6">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.onThisPage}</p>
            <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
              {toc.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="-ml-px block border-l-2 border-transparent py-2 pl-3 text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-6">
          {intro ? (
            <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-slate-800 sm:p-6">
              {intro}
            </div>
          ) : null}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
                <span className="mr-2 text-brand-600">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={proseClasses}>{section.content}</div>
            </section>
          ))}
          <PolicyContactCard text={contactText} />
        </div>
      </div>
    </main>
  );
}

/** Styling for the free text inside a section, so the policy files can stay plain JSX. */
const proseClasses = [
  "mt-4 space-y-4 leading-relaxed text-slate-700",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5",
  "[&_li]:marker:text-brand-600 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2",
].join(" ");

function PolicyContactCard({ text }: { text: string }) {
  const t = useText(policiesText);
  const items: { icon: IconName; label: string; value: ReactNode }[] = [
    {
      icon: "phone",
      label: t.phone,
      value: (
        <a
          href={dealer.phoneHref}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {dealer.phone}
        </a>
      ),
    },
    {
      icon: "mail",
      label: t.email,
      value: (
        <a
          href={`mailto:${dealer.email}`}
          className="inline-flex min-h-11 items-center font-medium break-all text-brand-700 underline-offset-2 hover:underline"
        >
          {dealer.email}
        </a>
      ),
    },
    {
      icon: "map-pin",
      label: t.address,
      value: (
        <address className="not-italic">
          <DealerAddress />
        </address>
      ),
    },
    { icon: "clock", label: t.supportHours, value: t.supportHoursValue },
  ];
  return (
    <section
      id={contactSectionId}
      aria-labelledby={`${contactSectionId}-heading`}
      className="scroll-mt-6 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${contactSectionId}-heading`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {t.contactUs}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
      <p className="mt-4 font-semibold text-slate-900">{dealer.name}</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        {items.map(({ icon, label, value }) => (
          <div key={label} className="relative min-w-0 rounded-xl bg-slate-50 py-4 pr-4 pl-17">
            <dt className="text-sm text-slate-600">
              <span
                className="absolute top-4 left-4 flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700"
                aria-hidden
              >
                <Icon name={icon} className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
