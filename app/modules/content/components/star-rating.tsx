import { Icon } from "~/components/ui/icon";

/** Five stars with the rating as the accessible name, e.g. 'Rated 4 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          name="star"
          key={star}
          className={
            star <= Math.round(rating) ? "size-5 fill-amber-400 text-amber-400" : "size-5 text-slate-300"
          }
        />
      ))}
    </p>
  );
}
