import { Icon } from "~/components/ui/icon";

import { serviceCategoriesText } from "~/modules/booking/texts/en/service-categories";
import { serviceDeskText } from "~/modules/booking/texts/en/service-desk";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { formatRupees } from "~/lib/money";

import { repairPricing } from "../repair-pricing";
import { categoryIn } from "../category-text";
import { serviceCategories } from "../service-categories";
import { ServiceIcon } from "./service-icon";

/** The eight appliances we repair, each with what a visit covers and a link to its charges. */
export function ServiceCategoryGrid() {
  const t = useText(serviceDeskText);
  const categoryText = useText(serviceCategoriesText);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {serviceCategories.map((service) => {
        const pricing = repairPricing[service.slug];
        const category = categoryIn(categoryText, service.slug);
        return (
          <li
            key={service.slug}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
          >
            <div className="flex items-center gap-3">
              <ServiceIcon slug={service.slug} />
              <h3 className="font-semibold text-slate-900">{category.name}</h3>
            </div>
            <p className="mt-3 text-sm text-slate-600">{category.summary}</p>
            <p className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.covered}</p>
            <ul className="mt-2 flex-1 space-y-1.5 text-sm text-slate-700">
              {category.covers.slice(0, 3).map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700">
              {t.labourFrom}
              <span className="font-semibold text-slate-900">{formatRupees(pricing.labourFromPaise)}</span>
              {t.labourFromEnd}
            </p>
            <Link
              to={`/services/repairs#${service.slug}`}
              className="mt-2 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-ring"
            >
              {t.chargesLink}
              <span className="sr-only">{t.chargesFor(category.name)}</span>
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
