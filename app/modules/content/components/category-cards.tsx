import { Icon } from "~/components/ui/icon";

import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import type { CategorySlug } from "~/modules/catalog/categories";

import { SectionHeading } from "./section-heading";

const homeCategoryOrder: CategorySlug[] = [
  "refrigerator",
  "ac",
  "tv",
  "washing-machine",
  "fan",
  "water-heater",
  "air-cooler",
];

export function CategoryCards({ counts }: { counts: Record<string, number> }) {
  const t = useText(homeSectionsText);
  const names = useText(categoriesText);
  return (
    <section aria-labelledby="categories-title" className="bg-slate-50 py-12 sm:py-16">
      <div className="page-width">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="categories-title"
            eyebrow={t["categories.eyebrow"]}
            title={t["categories.title"]}
            subtitle={t["categories.subtitle"]}
            align="left"
          />
          <Link
            to="/shop"
            className="-mx-2 inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:self-auto"
          >
            {t["categories.viewAll"]}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-7">
          {homeCategoryOrder.map((slug) => {
            const count = counts[slug] ?? 0;
            return (
              <li key={slug}>
                <Link to={`/shop/${slug}`} className="category-card group">
                  <img
                    src={`/images/products/category-${slug}.svg`}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    decoding="async"
                    className="category-card-image"
                  />
                  <span className="category-card-name max-w-full [overflow-wrap:anywhere]">
                    {names[slug]}
                  </span>
                  <span
                    className={`model-count ${
                      count > 0 ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-600"
                    }`}
                  >
                    {count > 0 ? t["categories.models"](count) : t["categories.comingSoon"]}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
