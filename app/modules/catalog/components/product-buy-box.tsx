import { useState } from "react";

import { CompareToggle } from "~/modules/compare/components/compare-toggle";

import type { ProductSummary } from "../product.schema";
import { AddToCartButtons } from "./add-to-cart-buttons";
import { QuantitySelector } from "./quantity-selector";
import { WishlistHeart } from "./wishlist-heart";

/** Quantity, add to cart and buy now, wishlist and compare. Starts at a quantity of 1. */
export function ProductBuyBox({ product }: { product: ProductSummary }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="flex flex-col gap-4">
      <QuantitySelector value={quantity} onChange={setQuantity} />
      <AddToCartButtons product={product} quantity={quantity} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <WishlistHeart item={{ id: product.id, title: product.title }} variant="button" />
        <CompareToggle productId={product.id} title={product.title} />
      </div>
    </div>
  );
}
