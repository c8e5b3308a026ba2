/**
 * The service desk's promise and the booking form's limits, read by the pages, the form in the browser and
 * the schema that checks it. Safe for the browser. Slot times, the booking horizon and the free-change
 * window live in booking-slots.ts.
 */

/** What a technician's visit costs before any repair is agreed. */
export const visitCharge = {
  paise: 29_900,
  /** The inspection fee is dropped from the bill when the customer goes ahead with the repair. */
  waivedWithRepair: true,
} as const;

/** The service desk answers a service request within this many minutes (during service hours). */
export const serviceReplyMinutes = 30;

/** The customer's name: 2 to 60 characters, like the contact form. */
export const bookingNameMinLength = 2;
export const bookingNameMaxLength = 60;

/** What is wrong with the appliance. */
export const issueMaxLength = 1000;

/** The address of the visit: enough for house number, street and area. */
export const visitAddressMinLength = 10;
export const visitAddressMaxLength = 300;

/** The comment a customer may leave with their rating of a completed visit. */
export const ratingCommentMaxLength = 500;
