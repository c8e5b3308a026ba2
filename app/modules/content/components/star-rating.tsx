import type { CSSProperties } from "react";

/** Five stars with the rating as the accessible name (`label`, e.g. 'Rated 4 out of 5'). */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p
      role="img"
      aria-label={label}
      className="rating-stars [--star-gap:--spacing(0.5)] [--star-size:--spacing(5)]"
      style={{ "--stars": Math.round(rating) } as CSSProperties}
    />
  );
}
