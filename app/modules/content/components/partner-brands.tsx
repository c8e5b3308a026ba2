import { Icon } from "~/components/ui/icon";

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
  return (
    <section aria-labelledby="partner-brands-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="partner-brands-title"
          eyebrow="Authorised partners"
          title="Authorised Dealer & Service Partner"
          subtitle="Official sales and service partner for the brands Indian homes trust most."
        />
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {partnerBrands.map((brand) => (
            <li
              key={brand.slug}
              className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-4 shadow-sm"
            >
              <img
                src={`/images/brands/${brand.slug}.svg`}
                alt={brand.name}
                width={140}
                height={56}
                loading="lazy"
                decoding="async"
                className="h-14 w-full max-w-36 object-contain"
              />
              <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
                <Icon name="badge-check" className="size-3.5 text-brand-600" />
                Authorised partner
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
