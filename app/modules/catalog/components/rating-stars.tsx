import { Icon } from "~/components/ui/icon";

const reviewCount = new Intl.NumberFormat("en-IN");

/** Five stars rounded to the nearest half, the rating and the number of reviews. */
export function RatingStars({ rating, reviewsCount }: { rating: number; reviewsCount: number }) {
  const halves = Math.round(rating * 2) / 2;
  const reviews = reviewCount.format(reviewsCount);
  return (
    <div className="flex items-center gap-1 text-xs whitespace-nowrap text-slate-600 sm:gap-1.5 sm:text-sm">
      <span
        role="img"
        aria-label={`Rated ${rating.toFixed(1)} out of 5 from ${reviews} reviews`}
        className="flex sm:gap-0.5"
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className="relative size-3.5 sm:size-4" aria-hidden="true">
            <Icon
              name="star"
              className={
                star <= halves ? "size-full fill-amber-400 text-amber-400" : "size-full text-slate-300"
              }
            />
            {star - 0.5 === halves && (
              <Icon name="star-half" className="absolute inset-0 size-full fill-amber-400 text-amber-400" />
            )}
          </span>
        ))}
      </span>
      <span aria-hidden="true">
        <span className="font-medium text-slate-800">{rating.toFixed(1)}</span> ({reviews})
      </span>
    </div>
  );
}
