import { Icon } from "~/components/ui/icon";

import { serviceCategoriesText } from "~/modules/booking/texts/en/service-categories";
import { serviceDeskText } from "~/modules/booking/texts/en/service-desk";
import { useText } from "~/i18n/text";
import { formatRupees } from "~/lib/money";

import { labourRange } from "../repair-pricing";
import { visitCharge } from "../service-rules";
import { categoryIn } from "../category-text";
import type { serviceCategories } from "../service-categories";
import { ServiceIcon } from "./service-icon";

type Service = (typeof serviceCategories)[number];

/** One appliance's repair card: what is covered, typical labour and the visit charge. Anchored by slug. */
export function RepairCharges({ service }: { service: Service }) {
  const t = useText(serviceDeskText);
  const category = categoryIn(useText(serviceCategoriesText), service.slug);
  const headingId = `${service.slug}-heading`;
  return (
    <section
      id={service.slug}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-5 target:ring-2 target:ring-brand-600 sm:p-8"
    >
      <div className="flex items-center gap-4">
        <ServiceIcon slug={service.slug} size="lg" />
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900 sm:text-2xl">
            {category.name}
          </h2>
          <p className="mt-1 text-slate-600">{category.summary}</p>
        </div>
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_17rem]">
        <div>
          <h3 className="font-semibold text-slate-900">{t.repairCovers}</h3>
          <ul className="mt-3 space-y-2 text-slate-700">
            {category.covers.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="check" className="mt-1 size-4 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <h3 className="sr-only">{t.chargesTitle(category.appliance)}</h3>
          <dl className="space-y-3">
            <div>
              <dt className="text-sm text-slate-600">{t.typicalLabour}</dt>
              <dd className="text-lg font-bold whitespace-nowrap text-slate-900">
                {labourRange(service.slug)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t.visitInspection}</dt>
              <dd className="font-semibold text-slate-900">
                {formatRupees(visitCharge.paise)}{" "}
                <span className="font-normal text-slate-600">{t.waivedIfAhead}</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t.spareParts}</dt>
              <dd className="font-semibold text-slate-900">{t.genuineAtMrp}</dd>
            </div>
          </dl>
        </div>
      </div>
      {category.note ? (
        <p className="mt-5 flex gap-2 text-sm text-slate-700">
          <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {category.note}
        </p>
      ) : null}
    </section>
  );
}
