import { Icon } from "~/components/ui/icon";
import { BrandMark } from "~/components/shell/brand-mark";
import { offlineText } from "~/pwa/texts/en/offline";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { dealer, whatsappLink } from "~/lib/dealer";
import { buttonClass } from "~/components/ui/button-styles";
import { keptDays, offlineScriptPath, staticPageHandle } from "~/pwa/web-app";

import { routePolicy } from "~/lib/route-policy";

import type { Route } from "./+types/offline";

/**
 * What the service worker shows for a page it cannot fetch. It is cached once and then shown for any
 * address, so it carries no router scripts (staticPageHandle): /offline.js fills in the order and booking
 * this phone last tracked.
 */
export const handle = { ...staticPageHandle, ...routePolicy("public") };

export const meta: Route.MetaFunction = ({ location }) => {
  const t = textIn(offlineText, localeOfPath(location.pathname));
  return [{ title: `${t.title} | ${dealer.name}` }, { name: "robots", content: "noindex" }];
};

export function headers() {
  return { "Cache-Control": "no-cache" };
}

function SavedTracking({ id, heading }: { id: string; heading: string }) {
  const t = useText(offlineText);
  return (
    <section
      id={id}
      hidden
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 font-semibold text-slate-900" data-slot="title" />
      <p className="text-sm text-slate-600" data-slot="saved" />
      <dl className="mt-4 grid gap-3 sm:grid-cols-2" data-slot="rows" data-status-label={t.status} />
      <p className="mt-4 text-sm text-slate-600">{t.savedNote(keptDays)}</p>
      <button
        type="button"
        data-slot="forget"
        className={buttonClass({ variant: "secondary", className: "mt-3" })}
      >
        {t.forget}
      </button>
    </section>
  );
}

export default function OfflinePage() {
  const t = useText(offlineText);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-2.5 px-4 py-3">
          <BrandMark />
          <span className="font-bold text-slate-900">{dealer.name}</span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <Icon name="wifi-off" className="size-10 text-brand-600" />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{t.title}</h1>
          <p className="mt-2 text-slate-700">{t.lead}</p>
          <button type="button" id="retry" className={buttonClass({ className: "mt-5" })}>
            {t.retry}
          </button>
          <p className="mt-6 text-slate-700">{t.reachUs}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={dealer.phoneHref} className={buttonClass({ variant: "secondary" })}>
              <Icon name="phone" className="size-5" />
              {t.call(dealer.phone)}
            </a>
            <a href={whatsappLink()} className={buttonClass({ variant: "secondary" })}>
              <Icon name="message-circle" className="size-5" />
              {t.whatsapp}
            </a>
          </div>
        </div>
        <SavedTracking id="last-order" heading={t.lastOrder} />
        <SavedTracking id="last-booking" heading={t.lastBooking} />
      </main>
      <script src={offlineScriptPath} defer />
    </div>
  );
}
