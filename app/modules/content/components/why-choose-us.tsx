import { Icon } from "~/components/ui/icon";

import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { useText } from "~/i18n/text";

import { SectionHeading } from "./section-heading";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

export function WhyChooseUs() {
  const t = useText(homeSectionsText);
  const reasons = [
    { title: t["why.certified.title"], text: t["why.certified.text"], icon: "award" },
    { title: t["why.sameDay.title"], text: t["why.sameDay.text"], icon: "timer" },
    { title: t["why.doorstep.title"], text: t["why.doorstep.text"], icon: "house" },
    {
      title: t["why.guarantee.title"],
      text: t["why.guarantee.text"](repairWarrantyDays),
      icon: "shield-check",
    },
  ] as const;
  return (
    <section aria-labelledby="why-choose-us-title" className="bg-slate-50 py-12 sm:py-16">
      <div className="page-width">
        <SectionHeading
          id="why-choose-us-title"
          eyebrow={t["why.eyebrow"]}
          title={t["why.title"]}
          subtitle={t["why.subtitle"]}
        />
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {reasons.map(({ title, text, icon }) => (
            <li key={title} className="reason-card">
              <span className="reason-icon">
                <Icon name={icon} className="size-6 sm:size-7" />
              </span>
              <h3 className="reason-title">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
