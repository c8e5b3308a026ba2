import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { serviceCategoriesText } from "~/modules/booking/texts/en/service-categories";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { ServiceIcon } from "~/modules/booking/components/service-icon";
import { categoryIn } from "~/modules/booking/category-text";
import { serviceCategories } from "~/modules/booking/service-categories";

import { SectionHeading } from "./section-heading";

export function ServiceCards() {
  const t = useText(homeSectionsText);
  const categories = useText(serviceCategoriesText);
  return (
    <section aria-labelledby="service-cards-title" className="bg-white py-12 sm:py-16">
      <div className="page-width">
        <SectionHeading
          id="service-cards-title"
          eyebrow={t["cards.eyebrow"]}
          title={t["cards.title"]}
          subtitle={t["cards.subtitle"]}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCategories.map(({ slug }) => {
            const service = { slug, ...categoryIn(categories, slug) };
            return (
              <li key={service.slug} className="service-card">
                <ServiceIcon slug={service.slug} />
                <div className="flex flex-1 flex-col">
                  <h3 className="service-card-title">{service.name}</h3>
                  <p className="card-text">{service.summary}</p>
                  <Link
                    to={`/services/repairs#${service.slug}`}
                    className="card-action card-action-arrow sm:mt-3"
                  >
                    {t["cards.learnMore"]}
                    <span className="sr-only">{t["cards.about"](service.name)}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
