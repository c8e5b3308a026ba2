import { Icon } from "~/components/ui/icon";

import { servicesText } from "~/modules/booking/texts/en/services";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";

import { formatRupees } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import { SectionHeading } from "~/modules/content/components/section-heading";
import { EmergencyButtons } from "~/modules/booking/components/emergency-buttons";
import { ServiceActions } from "~/modules/booking/components/service-actions";
import { ServiceCategoryGrid } from "~/modules/booking/components/service-category-grid";
import { ServiceHours } from "~/modules/booking/components/service-hours";
import { ServicePromises } from "~/modules/booking/components/service-promises";
import { ServiceSteps } from "~/modules/booking/components/service-steps";
import { visitCharge } from "~/modules/booking/service-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import type { Route } from "./+types/services";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(servicesText, localeOfPath(location.pathname));
  return pageMeta(matches, {
    title: t.title,
    description: t.description(repairWarrantyDays),
    path: "/services",
  });
};

export default function ServicesPage() {
  const t = useText(servicesText);
  const heroPoints = [t.certified, t.sameDay, t.guarantee, t.warranty(repairWarrantyDays)];
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:px-8 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.eyebrow}</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t.heading}</h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.lead}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {heroPoints.map((point) => (
                <li key={point} className="flex items-center gap-2 font-medium">
                  <Icon name="circle-check" className="size-5 shrink-0 text-brand-100" />
                  {point}
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <ServiceActions tone="dark" />
            </div>
          </div>

          <section
            aria-labelledby="emergency-heading"
            className="rounded-2xl bg-white p-6 text-slate-900 shadow-lg"
          >
            <div className="flex items-center gap-3">
              <span
                className="flex size-10 items-center justify-center rounded-lg bg-red-50 text-red-700"
                aria-hidden
              >
                <Icon name="siren" className="size-5" />
              </span>
              <h2 id="emergency-heading" className="text-lg font-bold">
                {t.emergencyTitle}
              </h2>
            </div>
            <p className="mt-2 text-slate-600">{t.emergencyText}</p>
            <h3 className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">{t.hours}</h3>
            <ServiceHours />
            <div className="mt-5">
              <EmergencyButtons />
            </div>
          </section>
        </div>
      </section>

      <section aria-labelledby="categories-heading" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="categories-heading"
            eyebrow={t["categories.eyebrow"]}
            title={t["categories.title"]}
            subtitle={t["categories.subtitle"]}
          />
          <div className="mt-8">
            <ServiceCategoryGrid />
          </div>
          <p className="mt-6 text-center text-slate-700">
            {t.visitCharge}
            <strong className="text-slate-900">{formatRupees(visitCharge.paise)}</strong>
            {t.visitChargeEnd}{" "}
            <Link
              to="/services/repairs"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-ring"
            >
              {t.allCharges}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="promises-heading" className="py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="promises-heading"
            eyebrow={t["promises.eyebrow"]}
            title={t["promises.title"]}
            subtitle={t["promises.subtitle"]}
          />
          <div className="mt-8">
            <ServicePromises />
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="steps-heading" eyebrow={t["steps.eyebrow"]} title={t["steps.title"]} />
          <div className="mt-8">
            <ServiceSteps />
          </div>
        </div>
      </section>

      <section aria-labelledby="services-cta-heading" className="py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-6 rounded-3xl bg-brand-700 px-6 py-10 text-white sm:px-12 lg:flex-row lg:items-center lg:justify-between">
            <div>
              <h2 id="services-cta-heading" className="text-2xl font-bold sm:text-3xl">
                {t.ctaTitle}
              </h2>
              <p className="mt-2 max-w-xl text-brand-50">{t.ctaText}</p>
            </div>
            <ServiceActions tone="dark" />
          </div>
        </div>
      </section>
    </main>
  );
}
