import type { Database } from "../../../db/client.server";
import { createRateLimiter, type RateLimitResult } from "~/lib/rate-limit.server";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";

/** Bookings accepted per address: a household books one or two visits, a script filling slots is stopped. */
export const bookingLimit = { limit: 5, windowMs: 60 * 60_000 };

/** Travels as English; the booking page shows it in its language. */
export const bookingLimitMessage = bookingMessages.code.tooManyBookings;

const bookingLimiter = createRateLimiter({ bucket: "booking", ...bookingLimit });

/** Counts one valid booking request for the address; not allowed once it is over the limit. */
export function hitBookingLimit(db: Database, address: string): Promise<RateLimitResult> {
  return bookingLimiter.hit(db, address);
}
