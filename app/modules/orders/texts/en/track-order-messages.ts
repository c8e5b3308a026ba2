import { dealer } from "~/lib/dealer";
import { customerCancelWindowText, replacementDays } from "~/modules/orders/cancel-window";

import { defineMessages } from "~/i18n/text";

const call = `Please call us on ${dealer.phone}.`;

/**
 * What the order lookup (/track-order, /my-appliances) and the customer's cancellation answer as English
 * text: the lookup's field errors, not found, too many lookups, why an order can no longer be cancelled
 * online. The form kit shows them in the page's language.
 */
export const trackOrderMessages = defineMessages("track-order-messages", {
  enterOrderNumber: "Enter your order number.",
  orderNumberLength: "Order numbers look like ORD-250901-ABC234.",
  orderNumberFormat: "Order numbers start with ORD-, like ORD-250901-ABC234.",
  phoneShort: "Phone number must be at least 10 digits",
  phoneInvalid: "Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
  notFound: "We could not find an order with that number and phone number.",
  tooManyLookups:
    "Too many order lookups from your connection. Please wait 10 minutes and try again, or call us.",
  confirmFromLink:
    "To confirm, open the link in the message we sent to the order's mobile number, or sign in with that number.",
  alreadyCancelled: "This order is already cancelled.",
  alreadyDelivered: `This order has already been delivered, so it cannot be cancelled. Within ${replacementDays} days of delivery you can ask on this page for a replacement or a refund; after that, for a fault, please call us on ${dealer.phone}.`,
  alreadyShipped: `This order has already been shipped, so it can no longer be cancelled. ${call}`,
  alreadyPacked: `This order has already been packed, so it can no longer be cancelled online. ${call}`,
  windowPassed: `More than ${customerCancelWindowText} have passed since this order was placed, so it can no longer be cancelled online. ${call}`,
});
