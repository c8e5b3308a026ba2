import { Icon } from "~/components/ui/icon";
import { productText } from "~/modules/catalog/texts/en/product";
import { useText } from "~/i18n/text";
import { useEnglishLang, useLocalePath } from "~/i18n/use-locale";
import { formatRupees } from "~/lib/money";

/** A maintenance plan as the product page lists it (decision 052). */
export type ProductAmcPlan = {
  id: number;
  name: string;
  pricePaise: number;
  months: number;
  visitsIncluded: number;
  partsCovered: boolean;
};

/** The category's maintenance plans and where to buy one; nothing when the category has none. */
export function ProductAmcPlans({ plans }: { plans: readonly ProductAmcPlan[] }) {
  const t = useText(productText);
  const english = useEnglishLang();
  const to = useLocalePath();
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="amc-plans-heading" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="amc-plans-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon name="shield-check" className="size-5 text-brand-600" />
        {t.amcTitle}
      </h2>
      <ul className="mt-2 grid gap-1.5 text-sm text-slate-700">
        {plans.map((plan) => (
          <li key={plan.id}>
            <span lang={english} className="font-semibold text-slate-900">
              {plan.name}
            </span>
            : {t.amcPlan(formatRupees(plan.pricePaise), plan.months, plan.visitsIncluded)},{" "}
            {plan.partsCovered ? t.amcPartsIn : t.amcPartsOut}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        {t.amcHow}
        <a href={to("/my-appliances")} className="font-semibold text-brand-700 underline focus-ring">
          {t.amcMyAppliances}
        </a>
        {t.amcHowEnd}
      </p>
    </section>
  );
}
