import { createRateLimiter } from "~/lib/rate-limit.server";

/** Booking lookups (and changes, which check the same reference and phone) allowed per address. */
export const trackLookupLimit = { limit: 10, windowMs: 10 * 60_000 };

export const trackLimitMessage =
  "Too many booking lookups from your connection. Please wait 10 minutes and try again, or call us.";

const limiter = createRateLimiter(trackLookupLimit);

/** Counts one lookup for the address; false once it is over the limit. */
export function allowTrackLookup(address: string): boolean {
  return limiter.hit(address).allowed;
}

export function resetTrackLimits(): void {
  limiter.reset();
}
