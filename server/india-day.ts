import { indiaDayStart, todayInIndia } from "../app/lib/india-time";

/**
 * Today's date in India for the page cache key, worked out again only when the day it last gave has
 * ended (India keeps one offset all year): a date format on every cached request costs more than the
 * rest of the key.
 */
export function indiaDayClock(now: () => number = Date.now): () => string {
  let day = "";
  let endsAt = 0;
  return () => {
    const at = now();
    if (at >= endsAt || at < endsAt - 86_400_000) {
      day = todayInIndia(new Date(at));
      endsAt = indiaDayStart(day, 24).getTime();
    }
    return day;
  };
}
