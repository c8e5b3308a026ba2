import type { CSSProperties } from "react";

/** Five stars with the rating as the accessible name, e.g. 'Rated 4 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className="rating-stars [--star-gap:--spacing(0.5)] [--star-size:--spacing(5)]"
      style={{ "--stars": Math.round(rating) } as CSSProperties}
    />
  );
}
