import { DealerAddress } from "~/components/ui/dealer-address";
import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { useRouteLoaderData } from "react-router";

import { storeLocatorText } from "~/modules/content/texts/en/store-locator";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { dealer, whatsappLink } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { LocalBusinessJsonLd } from "~/modules/content/components/local-business-json-ld";
import { StoreMapCard } from "~/modules/content/components/store-map-card";
import { ServiceHours } from "~/modules/booking/components/service-hours";
import type { Route } from "./+types/store-locator";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(storeLocatorText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description, path: "/store-locator" });
};

const businessDetails: { icon: IconName; text: "dealer" | "showroom" | "parts" | "desk" | "payment" }[] = [
  { icon: "badge-check", text: "dealer" },
  { icon: "store", text: "showroom" },
  { icon: "package", text: "parts" },
  { icon: "wrench", text: "desk" },
  { icon: "credit-card", text: "payment" },
];

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline focus-ring";

export default function StoreLocatorPage() {
  const root = useRouteLoaderData<{ publicUrl: string }>("root");
  const t = useText(storeLocatorText);
  return (
    <main id="main" className="bg-slate-50">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.lead}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:px-8 lg:py-14">
        <section
          aria-labelledby="store-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:self-start"
        >
          <h2 id="store-heading" className="text-2xl font-bold text-slate-900">
            {dealer.name}
          </h2>
          <p className="mt-1 text-slate-600">{t.tagline}</p>

          <dl className="mt-6 space-y-5">
            <div className="flex gap-4">
              <dt className="shrink-0">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon name="map-pin" className="size-5" />
                </span>
                <span className="sr-only">{t.address}</span>
              </dt>
              <dd className="text-slate-800">
                <address className="not-italic leading-relaxed">
                  <DealerAddress form="lines" />
                </address>
              </dd>
            </div>
            <div className="flex gap-4">
              <dt className="shrink-0">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon name="phone" className="size-5" />
                </span>
                <span className="sr-only">{t.phone}</span>
              </dt>
              <dd>
                <a href={dealer.phoneHref} className={linkClass}>
                  {dealer.phone}
                </a>
              </dd>
            </div>
            <div className="flex gap-4">
              <dt className="shrink-0">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon name="mail" className="size-5" />
                </span>
                <span className="sr-only">{t.email}</span>
              </dt>
              <dd className="min-w-0">
                <a href={`mailto:${dealer.email}`} className={`${linkClass} break-all`}>
                  {dealer.email}
                </a>
              </dd>
            </div>
            <div className="flex gap-4">
              <dt className="shrink-0">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon name="clock" className="size-5" />
                </span>
                <span className="sr-only">{t.showroomHours}</span>
              </dt>
              <dd className="text-slate-800">
                <span className="block text-sm text-slate-600" aria-hidden>
                  {t.showroomHours}
                </span>
                <span className="font-semibold">{t.showroomHoursValue}</span>
              </dd>
            </div>
          </dl>

          <div className="mt-8 grid gap-3 sm:grid-cols-2">
            <a
              href={dealer.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-ring"
            >
              <Icon name="navigation" className="size-5" />
              {t.directions}
              <span className="sr-only">{t.newTab}</span>
            </a>
            <a
              href={whatsappLink(t.whatsappMessage)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
            >
              <Icon name="message-circle" className="size-5 text-green-700" />
              {t.whatsapp}
              <span className="sr-only">{t.newTab}</span>
            </a>
          </div>

          <div className="mt-8 border-t border-slate-200 pt-6">
            <h3 className="font-semibold text-slate-900">{t.serviceDeskHours}</h3>
            <div className="mt-2">
              <ServiceHours tone="muted" />
            </div>
          </div>
        </section>

        <div className="space-y-8">
          <StoreMapCard openInMaps={t.openInMaps} newTab={t.newTab} />
          <section aria-labelledby="at-store-heading">
            <h2 id="at-store-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {t.atTheStore}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {businessDetails.map(({ icon, text }, index) => (
                <li
                  key={text}
                  className={clsx(
                    "flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200",
                    // An odd last card takes the whole row instead of leaving a hole beside it.
                    index === businessDetails.length - 1 && index % 2 === 0 && "sm:col-span-2",
                  )}
                >
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                    aria-hidden
                  >
                    <Icon name={icon} className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{t[`${text}.title`]}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-slate-600">{t[`${text}.text`]}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <LocalBusinessJsonLd origin={root?.publicUrl ?? ""} description={t.businessDescription} />
    </main>
  );
}
