import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";

import type { ProductSummary } from "../product.schema";
import { AddToCartButton } from "./add-to-cart-buttons";
import { PriceBlock } from "./price-block";
import { RatingStars } from "./rating-stars";

type ProductCardProps = {
  product: ProductSummary;
  /** Cards in the first screenful load their image at once; the rest wait until scrolled near. */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
  /** Shown over the image's top-right corner, above the card's link (e.g. a wishlist heart). */
  imageAction?: ReactNode;
  /** Shown under the Add to Cart button, above the card's link (e.g. a compare tick). */
  footer?: ReactNode;
};

export function ProductCard({
  product,
  priority = false,
  headingLevel = "h3",
  imageAction,
  footer,
}: ProductCardProps) {
  const Heading = headingLevel;
  const details = [product.capacity, product.energyRating ? `${product.energyRating} Star` : null].filter(
    Boolean,
  );
  return (
    <article
      className={clsx(
        "relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white",
        "transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600",
      )}
    >
      <div className="relative bg-slate-50">
        <img
          src={product.image}
          alt={product.title}
          width={400}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className={clsx("aspect-square h-auto w-full object-contain", !product.inStock && "opacity-60")}
        />
        {imageAction && <div className="absolute top-2 right-2 z-10">{imageAction}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{product.brand}</p>
        <Heading className="text-sm leading-snug font-medium text-slate-900 sm:text-base">
          <Link
            to={`/products/${product.id}`}
            className="line-clamp-3 outline-none after:absolute after:inset-0 hover:text-brand-700"
          >
            {product.title}
          </Link>
        </Heading>
        {details.length > 0 && <p className="text-xs text-slate-600">{details.join(" · ")}</p>}
        <RatingStars rating={product.rating} reviewsCount={product.reviewsCount} />
        <div className="mt-auto pt-1">
          <PriceBlock
            pricePaise={product.pricePaise}
            mrpPaise={product.mrpPaise}
            discountPct={product.discountPct}
          />
          {!product.inStock && <p className="mt-1 text-sm font-semibold text-red-700">Out of stock</p>}
        </div>
        <AddToCartButton product={product} className="mt-2" />
        {footer && <div className="relative z-10 pt-2">{footer}</div>}
      </div>
    </article>
  );
}
