import { createRateLimiter } from "~/lib/rate-limit.server";

/** Order lookups (and cancellations, which check the same number and phone) allowed per address. */
export const trackOrderLimit = { limit: 10, windowMs: 10 * 60_000 };

export const trackOrderLimitMessage =
  "Too many order lookups from your connection. Please wait 10 minutes and try again, or call us.";

const limiter = createRateLimiter(trackOrderLimit);

/** Counts one lookup for the address; false once it is over the limit. */
export function allowOrderLookup(address: string): boolean {
  return limiter.hit(address).allowed;
}

export function resetOrderLookupLimits(): void {
  limiter.reset();
}
