import { hoursText } from "~/lib/duration-text";

/** A customer may cancel online within this many hours of placing the order (cancellation policy). */
export const customerCancelWindowHours = 2;
export const customerCancelWindowMs = customerCancelWindowHours * 60 * 60_000;
/** "2 hours", as the pages and messages write the cancel window. */
export const customerCancelWindowText = hoursText(customerCancelWindowHours);

/** A product with a manufacturing defect is replaced within this many days of delivery. */
export const replacementDays = 7;
