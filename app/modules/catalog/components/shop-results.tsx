import { CompareToggle } from "~/modules/compare/components/compare-toggle";

import type { ProductSummary } from "../product.schema";
import { hasActiveFilters, shopHref, withPage, type ShopFilters } from "../shop-filters";
import { ProductCard } from "./product-card";
import { ShopPagination } from "./shop-pagination";
import { ShopSkeletonGrid } from "./shop-skeleton-grid";
import { ShopEmptyState } from "./shop-states";
import { WishlistHeart } from "./wishlist-heart";

/** Cards in the first row load their images at once. */
const ABOVE_THE_FOLD = 4;

/** The product grid with its pages; placeholders while a new view loads, or the empty state. */
export function ShopResults({
  loading,
  filters,
  pathCategory,
  result,
}: {
  loading: boolean;
  filters: ShopFilters;
  pathCategory: string | null;
  result: { products: readonly ProductSummary[]; total: number; page: number; pageCount: number };
}) {
  if (loading) return <ShopSkeletonGrid />;
  if (result.total === 0) return <ShopEmptyState canClear={hasActiveFilters(filters)} />;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
        {result.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              priority={index < ABOVE_THE_FOLD}
              headingLevel="h2"
              imageAction={<WishlistHeart item={{ id: product.id, title: product.title }} />}
              footer={<CompareToggle productId={product.id} title={product.title} />}
            />
          </li>
        ))}
      </ul>
      <ShopPagination
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => shopHref(withPage(filters, page), pathCategory)}
      />
    </>
  );
}
