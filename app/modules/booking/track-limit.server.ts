import type { Database } from "../../../db/client.server";
import { createRateLimiter, type RateLimitResult } from "~/lib/rate-limit.server";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";

/** Booking lookups (and changes, which check the same reference and phone) allowed per address. */
export const trackLookupLimit = { limit: 10, windowMs: 10 * 60_000 };

/** Travels as English; the lookup form shows it in the page's language. */
export const trackLimitMessage = trackServiceMessages.code.tooManyLookups;

const trackLookupLimiter = createRateLimiter({ bucket: "track-service", ...trackLookupLimit });

/** Counts one lookup for the address; not allowed once it is over the limit. */
export function hitTrackLookup(db: Database, address: string): Promise<RateLimitResult> {
  return trackLookupLimiter.hit(db, address);
}
