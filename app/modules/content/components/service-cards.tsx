import { Link } from "~/i18n/link";

import { ServiceIcon } from "~/modules/service/components/service-icon";
import { serviceCategories } from "~/modules/service/service-categories";

import { SectionHeading } from "./section-heading";

export function ServiceCards() {
  return (
    <section aria-labelledby="service-cards-title" className="bg-white py-12 sm:py-16">
      <div className="page-width">
        <SectionHeading
          id="service-cards-title"
          eyebrow="What we repair"
          title="Repair & Maintenance Services"
          subtitle="All major brands, in-warranty and out-of-warranty, at your home."
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCategories.map((service) => {
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
                    Learn more<span className="sr-only">{` about ${service.name}`}</span>
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
