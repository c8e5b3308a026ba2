import { brandStripText } from "~/modules/catalog/texts/en/brand-strip";
import { useText } from "~/i18n/text";

type StripBrand = { slug: string; name: string; logo: string };

/** A row of the brands' logos, as the database names them (a rename keeps its logo). */
export function BrandLogoStrip({ brands, subtitle }: { brands: readonly StripBrand[]; subtitle: string }) {
  const t = useText(brandStripText);
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="brand-strip-title" className="border-t border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="brand-strip-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
          {t.title}
        </h2>
        <p className="mt-2 text-center text-slate-600">{subtitle}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {brands.map((brand) => (
            <li key={brand.slug} className="brand-tile">
              <img
                src={brand.logo}
                alt={brand.name}
                width={120}
                height={40}
                loading="lazy"
                decoding="async"
                className="brand-tile-logo"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
