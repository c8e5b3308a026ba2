import { Icon } from "~/components/ui/icon";

import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { useText } from "~/i18n/text";

import { SectionHeading } from "./section-heading";

const partnerBrands = [
  { slug: "godrej", name: "Godrej" },
  { slug: "voltas", name: "Voltas" },
  { slug: "blue-star", name: "Blue Star" },
  { slug: "panasonic", name: "Panasonic" },
  { slug: "samsung", name: "Samsung" },
  { slug: "lg", name: "LG" },
] as const;

export function PartnerBrands() {
  const t = useText(homeSectionsText);
  return (
    <section aria-labelledby="partner-brands-title" className="bg-white py-12 sm:py-16">
      <div className="page-width">
        <SectionHeading
          id="partner-brands-title"
          eyebrow={t["partners.eyebrow"]}
          title={t["partners.title"]}
          subtitle={t["partners.subtitle"]}
        />
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {partnerBrands.map((brand) => (
            <li key={brand.slug} className="partner-tile">
              <img
                src={`/images/brands/${brand.slug}.svg`}
                alt={brand.name}
                width={140}
                height={56}
                loading="lazy"
                decoding="async"
                className="partner-logo"
              />
              <span className="partner-badge">
                <Icon name="badge-check" className="partner-badge-icon" />
                {t["partners.badge"]}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
