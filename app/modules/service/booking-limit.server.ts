import type { Database } from "../../../db/client.server";
import { createRateLimiter, type RateLimitResult } from "../../lib/rate-limit.server";

/** Bookings accepted per address: a household books one or two visits, a script filling slots is stopped. */
export const bookingLimit = { limit: 5, windowMs: 60 * 60_000 };

export const bookingLimitMessage =
  "Too many bookings from your connection. Please wait an hour and try again, or call us.";

const bookingLimiter = createRateLimiter({ bucket: "booking", ...bookingLimit });

/** Counts one valid booking request for the address; not allowed once it is over the limit. */
export function hitBookingLimit(db: Database, address: string): Promise<RateLimitResult> {
  return bookingLimiter.hit(db, address);
}
