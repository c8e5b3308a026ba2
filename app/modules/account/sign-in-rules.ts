/**
 * The sign-in code's rules (decision 037), in one place: the server enforces them and the pages state them.
 * Shared with the browser, so nothing here may be secret.
 */

/** Digits in a code. */
export const codeLength = 6;
/** How long a code signs in. */
export const codeLifetimeMinutes = 5;
/** Wrong guesses a code takes before it stops working. */
export const maxWrongCodes = 5;
/** The wait before another code can be sent to the same number. */
export const resendAfterSeconds = 30;
/** Codes one number can be sent in an hour. */
export const codesPerNumberPerHour = 5;
/** Codes asked for from one connection in an hour: many customers can share one address on mobile networks. */
export const codesPerAddressPerHour = 20;
/** Codes tried from one connection in fifteen minutes, across every number. */
export const guessesPerAddressPer15Minutes = 30;
/** A session unused for this long is over; each use starts the count again. */
export const sessionDays = 30;
