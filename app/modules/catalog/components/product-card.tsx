import { clsx } from "clsx";
import type { ReactNode } from "react";

import { productCardText } from "~/modules/catalog/texts/en/product-card";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { useEnglishLang } from "~/i18n/use-locale";

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
  const t = useText(productCardText);
  const english = useEnglishLang();
  const details = [product.capacity, product.energyRating ? t.stars(product.energyRating) : null].filter(
    Boolean,
  );
  return (
    <article className="product-card">
      <div className="product-card-media">
        <img
          src={product.image}
          alt={product.title}
          width={400}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className={clsx("product-card-image", !product.inStock && "opacity-60")}
        />
        {imageAction && <div className="product-card-action">{imageAction}</div>}
      </div>
      <div className="product-card-body">
        <p className="product-card-brand">{product.brand}</p>
        <Heading lang={english} className="product-card-title">
          <Link to={`/products/${product.id}`} className="product-card-link">
            {product.title}
          </Link>
        </Heading>
        {details.length > 0 && <p className="product-card-details">{details.join(" · ")}</p>}
        <RatingStars rating={product.rating} reviewsCount={product.reviewsCount} />
        <div className="product-card-price">
          <PriceBlock
            pricePaise={product.pricePaise}
            mrpPaise={product.mrpPaise}
            discountPct={product.discountPct}
          />
          {!product.inStock && <p className="mt-1 text-sm font-semibold text-red-700">{t.outOfStock}</p>}
        </div>
        <AddToCartButton product={product} className="mt-2" />
        {footer && <div className="product-card-footer">{footer}</div>}
      </div>
    </article>
  );
}
