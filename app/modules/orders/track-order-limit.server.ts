import type { Database } from "../../../db/client.server";
import { trackOrderMessages } from "~/modules/orders/texts/en/track-order-messages";
import { createRateLimiter, type RateLimitResult } from "../../lib/rate-limit.server";

/** Order lookups (and cancellations, which check the same number and phone) allowed per address. */
export const trackOrderLimit = { limit: 10, windowMs: 10 * 60_000 };

/** Travels as English; the lookup form shows it in the page's language. */
export const trackOrderLimitMessage = trackOrderMessages.code.tooManyLookups;

const trackOrderLimiter = createRateLimiter({ bucket: "track-order", ...trackOrderLimit });

/** Counts one lookup for the address; not allowed once it is over the limit. */
export function hitOrderLookup(db: Database, address: string): Promise<RateLimitResult> {
  return trackOrderLimiter.hit(db, address);
}
