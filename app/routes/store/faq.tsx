import { Icon } from "~/components/ui/icon";

import { faqText } from "~/modules/content/texts/en/faq";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";

import { dealer, whatsappLink } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { lazySection } from "~/components/lazy-section";
import type { Route } from "./+types/faq";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(faqText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description, path: "/faq" });
};

// The questions and answers are text: their code loads after the page (see lazy-section.tsx).
const loadQuestions = () => import("~/modules/content/components/faq-questions");
const FaqQuestions = lazySection(() => loadQuestions().then((module) => module.FaqQuestions));
const FaqStructuredData = lazySection(() => loadQuestions().then((module) => module.FaqStructuredData));

const contactLinkClass =
  "flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-slate-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600";

export default function FaqPage() {
  const t = useText(faqText);
  return (
    <main id="main" className="bg-slate-50">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.lead}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem] lg:gap-12 lg:px-8 lg:py-14">
        <div className="min-w-0">
          <FaqQuestions />
        </div>

        <aside aria-labelledby="faq-help-heading" className="lg:pt-12">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6">
            <h2 id="faq-help-heading" className="text-lg font-bold text-slate-900">
              {t.stillAsking}
            </h2>
            <p className="mt-2 text-slate-600">
              {t.replyNote}
              <span className="whitespace-nowrap">{t.phoneHours}</span>
              {t.replyNoteEnd}
            </p>
            <ul className="mt-4 space-y-1">
              <li>
                <a href={dealer.phoneHref} className={contactLinkClass}>
                  <Icon name="phone" className="size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="sr-only">{t.call}</span>
                    {dealer.phone}
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={whatsappLink(t.whatsappMessage)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={contactLinkClass}
                >
                  <Icon name="message-circle" className="size-5 shrink-0 text-green-700" />
                  {t.whatsapp}
                  <span className="sr-only">{t.newTab}</span>
                </a>
              </li>
              <li>
                <a href={`mailto:${dealer.email}`} className={`${contactLinkClass} break-all`}>
                  <Icon name="mail" className="size-5 shrink-0 text-brand-700" />
                  {dealer.email}
                </a>
              </li>
            </ul>
            <Link
              to="/contact"
              className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-ring"
            >
              {t.sendMessage}
            </Link>
          </div>
        </aside>
      </div>
      <FaqStructuredData />
    </main>
  );
}
