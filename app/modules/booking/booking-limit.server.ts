import type { Database } from "../../../db/client.server";
import { createRateLimiter, type RateLimitResult } from "~/lib/rate-limit.server";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";

/** Bookings accepted per address: a household books one or two visits, a script filling slots is stopped. */
export const bookingLimit = { limit: 5, windowMs: 60 * 60_000 };

/**
 * Bookings per mobile number nobody has proved (not the signed-in customer's own): visits sent to made-up
 * numbers would hold slots and queue messages nobody asked for, as unproved orders would (decision 040).
 */
export const unverifiedBookingLimit = { limit: 3, windowMs: 24 * 60 * 60_000 };

/** Travels as English; the booking page shows it in its language. */
export const bookingLimitMessage = bookingMessages.code.tooManyBookings;
export const bookingPhoneLimitMessage = bookingMessages.code.tooManyBookingsForNumber;

const bookingLimiter = createRateLimiter({ bucket: "booking", ...bookingLimit });
const phoneLimiter = createRateLimiter({ bucket: "booking-unverified-phone", ...unverifiedBookingLimit });

/** Counts one valid booking request for the address; not allowed once it is over the limit. */
export function hitBookingLimit(db: Database, address: string): Promise<RateLimitResult> {
  return bookingLimiter.hit(db, address);
}

/** Counts one booking for a number that is not the signed-in customer's own. */
export function hitUnverifiedBookingLimit(db: Database, phone: string): Promise<RateLimitResult> {
  return phoneLimiter.hit(db, phone);
}
