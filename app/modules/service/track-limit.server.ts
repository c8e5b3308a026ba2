import type { Database } from "../../../db/client.server";
import { createRateLimiter, type RateLimitResult } from "../../lib/rate-limit.server";

/** Booking lookups (and changes, which check the same reference and phone) allowed per address. */
export const trackLookupLimit = { limit: 10, windowMs: 10 * 60_000 };

export const trackLimitMessage =
  "Too many booking lookups from your connection. Please wait 10 minutes and try again, or call us.";

const trackLookupLimiter = createRateLimiter({ bucket: "track-service", ...trackLookupLimit });

/** Counts one lookup for the address; not allowed once it is over the limit. */
export function hitTrackLookup(db: Database, address: string): Promise<RateLimitResult> {
  return trackLookupLimiter.hit(db, address);
}
