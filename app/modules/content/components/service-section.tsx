import { Icon } from "~/components/ui/icon";

import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { dealer, whatsappLink } from "~/lib/dealer";

const promises = [
  "service.certified",
  "service.genuineParts",
  "service.sameDay",
  "service.doorstep",
] as const;

export function ServiceSection() {
  const t = useText(homeSectionsText);
  return (
    <section aria-labelledby="service-title" className="bg-brand-700 py-12 text-white sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8">
        <div>
          <p className="section-eyebrow text-brand-100">{t["service.eyebrow"]}</p>
          <h2 id="service-title" className="section-title">
            {t["service.title"]}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{t["service.lead"]}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2 font-medium">
                <Icon name="circle-check" className="size-5 shrink-0 text-brand-100" />
                {t[promise]}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              to="/services"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Icon name="calendar-check" className="size-5" />
              {t["service.bookNow"]}
            </Link>
            <Link
              to="/services/track"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Icon name="search" className="size-5" />
              {t["service.track"]}
            </Link>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-lg">
          <h3 className="text-lg font-bold">{t["service.emergencyTitle"]}</h3>
          <p className="mt-1 text-slate-600">{t["service.emergencyText"]}</p>
          <div className="mt-5 grid gap-3">
            <a
              href={dealer.phoneHref}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-ring"
            >
              <Icon name="phone-call" className="size-5 shrink-0" />
              <span>
                {t["service.emergencyCall"]}
                <span className="sr-only">:</span>{" "}
                <span className="font-normal whitespace-nowrap">{dealer.phone}</span>
              </span>
            </a>
            <a
              href={whatsappLink(t["service.whatsappMessage"])}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
            >
              <Icon name="message-circle" className="size-5" />
              {t["service.whatsapp"]}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
