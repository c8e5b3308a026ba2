import type { CSSProperties } from "react";

import { productCardText } from "~/modules/catalog/texts/en/product-card";
import { useText } from "~/i18n/text";

const reviewCount = new Intl.NumberFormat("en-IN");

/** Five stars rounded to the nearest half, the rating and the number of reviews. */
export function RatingStars({ rating, reviewsCount }: { rating: number; reviewsCount: number }) {
  const halves = Math.round(rating * 2) / 2;
  const reviews = reviewCount.format(reviewsCount);
  const t = useText(productCardText);
  return (
    <div className="rating-line">
      <span
        role="img"
        aria-label={t.rated(rating.toFixed(1), reviews)}
        className="rating-stars"
        style={{ "--stars": halves } as CSSProperties}
      />
      <span aria-hidden="true">
        <span className="rating-value">{rating.toFixed(1)}</span>
        {` (${reviews})`}
      </span>
    </div>
  );
}
