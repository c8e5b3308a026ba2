import { Icon } from "~/components/ui/icon";

import { productText } from "~/modules/catalog/texts/en/product";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import type { ProductSummary } from "../product.schema";
import { ProductCard } from "./product-card";

/** 'You May Also Like': other products of the category, with a link to all of them; nothing when none. */
export function RelatedProducts({
  products,
  category,
}: {
  products: readonly ProductSummary[];
  category: { name: string; path: string };
}) {
  const t = useText(productText);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="related-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t.related}
        </h2>
        <Link
          to={category.path}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:rounded focus-ring"
        >
          {t.allOf(category.name)}
          <Icon name="chevron-right" className="size-4" />
        </Link>
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="related-products">
        {products.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
