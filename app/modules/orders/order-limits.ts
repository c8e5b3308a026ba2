/**
 * Every limit that keeps checkout from being used against the dealer or a stranger's phone, in one place
 * (decision 040). Browser-safe: the pages state the times from here.
 */
const minute = 60_000;
const hour = 60 * minute;

/** Checkout attempts per address, valid or not: far above what a shopper needs, low enough to slow a script. */
export const checkoutAttemptLimit = { limit: 30, windowMs: 10 * minute };

/**
 * Orders placed from a number nobody has proved is theirs (no signed-in account of that number), like
 * bookings: per address (a household orders once or twice; mobile networks share addresses, so not fewer)
 * and per number (a stranger's number cannot be sent a stream of orders).
 */
export const unverifiedOrderLimits = {
  perAddress: { limit: 5, windowMs: hour },
  perPhone: { limit: 3, windowMs: 24 * hour },
};

/**
 * A cash-on-delivery order above this total waits for the customer to confirm it from the link in their
 * message: a parcel of this value refused at the door costs the dealer two trips.
 */
export const codConfirmAbovePaise = 15_000 * 100;

/**
 * A cash-on-delivery order that waits for confirmation (above codConfirmAbovePaise, or holding an
 * installation visit's place) and was placed from an unverified number is cancelled after this long
 * unless confirmed, and its stock and visit place go back.
 */
export const confirmWithinHours = 12;

/** How long an online order waits for its payment before it is cancelled and its stock released. */
export const onlinePaymentMinutes = 60;
