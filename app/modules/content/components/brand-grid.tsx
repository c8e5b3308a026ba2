import { SectionHeading } from "./section-heading";

const soldBrands = [
  { slug: "samsung", name: "Samsung" },
  { slug: "lg", name: "LG" },
  { slug: "whirlpool", name: "Whirlpool" },
  { slug: "godrej", name: "Godrej" },
  { slug: "haier", name: "Haier" },
  { slug: "hitachi", name: "Hitachi" },
  { slug: "voltas", name: "Voltas" },
  { slug: "daikin", name: "Daikin" },
  { slug: "blue-star", name: "Blue Star" },
  { slug: "crompton", name: "Crompton" },
  { slug: "havells", name: "Havells" },
  { slug: "bajaj", name: "Bajaj" },
  { slug: "panasonic", name: "Panasonic" },
] as const;

export function BrandGrid() {
  return (
    <section aria-labelledby="brand-grid-title" className="border-y border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="brand-grid-title"
          title="Brands We Sell & Service"
          subtitle="Sales, installation and repairs for every leading brand."
        />
        <ul className="mt-8 flex flex-wrap justify-center gap-3 sm:gap-4">
          {soldBrands.map((brand) => (
            <li
              key={brand.slug}
              className="flex h-16 w-[calc(33.333%-0.5rem)] items-center justify-center rounded-lg border border-slate-100 bg-slate-50 px-3 sm:w-36"
            >
              <img
                src={`/images/brands/${brand.slug}.svg`}
                alt={brand.name}
                width={120}
                height={40}
                loading="lazy"
                decoding="async"
                className="h-10 w-full max-w-28 object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
