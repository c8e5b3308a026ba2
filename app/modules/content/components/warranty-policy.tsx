import { warrantyText } from "~/modules/content/texts/en/warranty";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import { PolicyList } from "~/modules/content/policies/policy-list";

import type { PolicyText } from "./policy-page";
import { RichText } from "./rich-text";
import { replacementDays } from "~/modules/orders/order-rules";
import { serviceReplyMinutes } from "~/modules/booking/service-rules";

/** The warranty policy in the page's language. */
export function useWarrantyPolicy(): PolicyText {
  const t = useText(warrantyText);
  const coverPeriods = [
    { value: t["cover.productsValue"], label: t["cover.products"] },
    { value: t["cover.accessoriesValue"], label: t["cover.accessories"] },
    { value: t["cover.days"](repairWarrantyDays), label: t["cover.repairs"] },
    { value: t["cover.days"](replacementDays), label: t["cover.replacement"] },
  ];
  return {
    intro: (
      <>
        <p>{t.intro}</p>
        <ul className="mt-4 grid grid-cols-2 gap-3">
          {coverPeriods.map((period) => (
            <li key={period.label} className="rounded-xl bg-white p-3 ring-1 ring-brand-100 sm:p-4">
              <span className="block text-xl font-bold text-brand-700 sm:text-2xl">{period.value}</span>
              <span className="text-sm text-slate-700">{period.label}</span>
            </li>
          ))}
        </ul>
      </>
    ),
    sections: [
      {
        id: "product-warranty",
        title: t["products.title"],
        content: (
          <>
            <p>
              <RichText text={t["products.lead"]} />
            </p>
            <PolicyList items={[t["products.covers"], t["products.partner"], t["products.invoice"]]} />
          </>
        ),
      },
      {
        id: "accessories",
        title: t["accessories.title"],
        content: (
          <p>
            <RichText text={t["accessories.body"]} />
          </p>
        ),
      },
      {
        id: "repair-warranty",
        title: t["repairs.title"](repairWarrantyDays),
        content: (
          <>
            <p>
              <RichText text={t["repairs.lead"](repairWarrantyDays)} />
            </p>
            <h3>{t["repairs.covers"]}</h3>
            <PolicyList
              items={[t["repairs.work"], t["repairs.parts"], t["repairs.repeat"](repairWarrantyDays)]}
            />
            <h3>{t["repairs.excludes"]}</h3>
            <PolicyList
              items={[t["repairs.different"], t["repairs.damage"], t["repairs.voltage"], t["repairs.opened"]]}
            />
            <p>
              <RichText
                text={t["repairs.charges"]}
                tags={{ repairs: (text) => <Link to="/services/repairs">{text}</Link> }}
              />
            </p>
          </>
        ),
      },
      {
        id: "replacement",
        title: t["replacement.title"](replacementDays),
        content: (
          <>
            <p>
              <RichText text={t["replacement.body"](replacementDays)} />
            </p>
            <p>
              <RichText
                text={t["replacement.misuse"]}
                tags={{ refund: (text) => <Link to="/cancellation-refund">{text}</Link> }}
              />
            </p>
          </>
        ),
      },
      {
        id: "exclusions",
        title: t["exclusions.title"],
        content: (
          <PolicyList
            items={[
              t["exclusions.damage"],
              t["exclusions.misuse"],
              t["exclusions.nature"],
              t["exclusions.tampering"],
              t["exclusions.consumables"],
            ]}
          />
        ),
      },
      {
        id: "how-to-claim",
        title: t["claim.title"],
        content: (
          <>
            <PolicyList
              ordered
              items={[
                t["claim.contact"],
                t["claim.describe"],
                t["claim.reply"](serviceReplyMinutes),
                t["claim.resolve"],
              ]}
            />
            <p>
              <RichText
                text={t["claim.online"]}
                tags={{
                  appliances: (text) => (
                    <Link to="/my-appliances" className="font-semibold text-brand-700 underline">
                      {text}
                    </Link>
                  ),
                }}
              />
            </p>
          </>
        ),
      },
    ],
  };
}
