import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";

import { ServiceIcon } from "~/modules/service/components/service-icon";
import { serviceCategories } from "~/modules/service/service-categories";

import { SectionHeading } from "./section-heading";

export function ServiceCards() {
  return (
    <section aria-labelledby="service-cards-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
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
                  <h3 className="font-semibold text-slate-900 sm:mt-4">{service.name}</h3>
                  <p className="mt-1 flex-1 text-sm text-slate-600">{service.summary}</p>
                  <Link to={`/services/repairs#${service.slug}`} className="card-action gap-1 sm:mt-3">
                    Learn more<span className="sr-only"> about {service.name}</span>
                    <Icon name="arrow-right" className="size-4" />
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
