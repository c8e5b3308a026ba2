import { Icon } from "~/components/ui/icon";

import { SectionHeading } from "./section-heading";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

const reasons = [
  {
    title: "Certified Technicians",
    text: "Brand-trained, background-verified technicians who fix it right the first time.",
    icon: "award",
  },
  {
    title: "Same-Day Service",
    text: "Book before noon and most repairs are done the same day.",
    icon: "timer",
  },
  {
    title: "Doorstep Service",
    text: "We come to your home with the tools and genuine spare parts.",
    icon: "house",
  },
  {
    title: "Satisfaction Guarantee",
    text: `100% satisfaction guarantee and a ${repairWarrantyDays}-day repair warranty on every job.`,
    icon: "shield-check",
  },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us-title" className="bg-slate-50 py-12 sm:py-16">
      <div className="page-width">
        <SectionHeading
          id="why-choose-us-title"
          eyebrow="Why choose us"
          title="Service You Can Count On"
          subtitle="Thousands of families around the district trust us with their appliances."
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
