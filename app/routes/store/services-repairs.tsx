import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

import { servicesRepairsText } from "~/modules/booking/texts/en/services-repairs";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";

import { formatRupees } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import { EmergencyButtons } from "~/modules/booking/components/emergency-buttons";
import { RepairCharges } from "~/modules/booking/components/repair-charges";
import { ServiceActions } from "~/modules/booking/components/service-actions";
import { visitCharge } from "~/modules/booking/service-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import { categoryIn } from "~/modules/booking/category-text";
import { serviceCategories } from "~/modules/booking/service-categories";
import { serviceCategoriesText } from "~/modules/booking/texts/en/service-categories";
import type { Route } from "./+types/services-repairs";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(servicesRepairsText, localeOfPath(location.pathname));
  return pageMeta(matches, {
    title: t.title,
    description: t.description(formatRupees(visitCharge.paise), repairWarrantyDays),
    path: "/services/repairs",
  });
};

export default function RepairsPage() {
  const t = useText(servicesRepairsText);
  const categories = useText(serviceCategoriesText);
  const glance: { icon: IconName; title: string; value: string; text: string }[] = [
    {
      icon: "badge-indian-rupee",
      title: t["visit.title"],
      value: formatRupees(visitCharge.paise),
      text: t["visit.text"],
    },
    { icon: "wrench", title: t["labour.title"], value: t["labour.value"], text: t["labour.text"] },
    { icon: "cog", title: t["parts.title"], value: t["parts.value"], text: t["parts.text"] },
    {
      icon: "shield-check",
      title: t["warranty.title"],
      value: t["warranty.value"](repairWarrantyDays),
      text: t["warranty.text"],
    },
  ];
  return (
    <main id="main" className="bg-slate-50">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            <Link
              to="/services"
              className="inline-flex min-h-11 items-center underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t.services}
            </Link>{" "}
            <span aria-hidden>/</span> {t.repairs}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.lead}</p>
        </div>
      </section>

      <section aria-labelledby="glance-heading" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <h2 id="glance-heading" className="sr-only">
          {t.glance}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {glance.map(({ icon, title, value, text }) => (
            <li key={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white"
                  aria-hidden
                >
                  <Icon name={icon} className="size-5" />
                </span>
                <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
              </div>
              <p className="mt-3 text-2xl font-bold text-slate-900">{value}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr] lg:gap-12 lg:px-8 lg:py-14">
        <nav aria-label={t.appliances}>
          <div className="lg:sticky lg:top-6">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.jump}</p>
            <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-0 lg:border-l lg:border-slate-200">
              {serviceCategories.map((service) => (
                <li key={service.slug}>
                  <a
                    href={`#${service.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-ring lg:-ml-px lg:flex lg:rounded-none lg:border-0 lg:border-l-2 lg:border-transparent lg:bg-transparent lg:px-3"
                  >
                    {categoryIn(categories, service.slug).appliance}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href="#spare-parts"
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-ring lg:-ml-px lg:flex lg:rounded-none lg:border-0 lg:border-l-2 lg:border-transparent lg:bg-transparent lg:px-3"
                >
                  {t.sparePartsLink}
                </a>
              </li>
            </ul>
          </div>
        </nav>

        <div className="min-w-0 space-y-6">
          {serviceCategories.map((service) => (
            <RepairCharges key={service.slug} service={service} />
          ))}

          <section
            id="spare-parts"
            aria-labelledby="spare-parts-heading"
            className="scroll-mt-4 rounded-2xl border border-brand-100 bg-white p-5 sm:p-8"
          >
            <h2 id="spare-parts-heading" className="text-xl font-semibold text-slate-900 sm:text-2xl">
              {t.sparePartsTitle}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-brand-600">
              {([1, 2, 3, 4] as const)
                .map((n) => t[`spareParts.${n}`])
                .map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
            </ul>
            <h2
              id="repair-warranty"
              className="mt-8 scroll-mt-4 text-xl font-semibold text-slate-900 sm:text-2xl"
            >
              {t.warrantyTitle(repairWarrantyDays)}
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">
              {t.warrantyText(repairWarrantyDays)}
              <Link
                to="/policies/warranty"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t.warrantyLink}
              </Link>
              {t.warrantyTextEnd}
            </p>
          </section>

          <section
            aria-labelledby="repairs-cta-heading"
            className="grid gap-6 rounded-2xl bg-brand-700 p-6 text-white sm:p-8 md:grid-cols-[1fr_18rem] md:items-center"
          >
            <div>
              <h2 id="repairs-cta-heading" className="text-xl font-bold sm:text-2xl">
                {t.ctaTitle}
              </h2>
              <p className="mt-2 text-brand-50">{t.ctaText}</p>
              <div className="mt-6">
                <ServiceActions tone="dark" />
              </div>
            </div>
            <div className="rounded-xl bg-white p-4">
              <EmergencyButtons />
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}
