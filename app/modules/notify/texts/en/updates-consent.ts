import { defineText } from "~/i18n/text";

/** The checkbox at checkout and on the booking form that asks for SMS and WhatsApp updates. */
export const updatesConsentText = defineText("updates-consent", {
  order: "Send me updates about this order by SMS and WhatsApp",
  booking: "Send me updates about this booking by SMS and WhatsApp",
  hint: "Only about this order or visit, never offers. Every message says how to stop them.",
  panelTitle: "Updates on your phone",
  sendingOrder: "We send updates about this order to your mobile number by SMS and WhatsApp.",
  sendingBooking: "We send updates about this booking to your mobile number by SMS and WhatsApp.",
  stop: "Stop updates",
  stopping: "Stopping...",
  stoppedOrder: "We will not send SMS or WhatsApp updates about this order any more.",
  stoppedBooking: "We will not send SMS or WhatsApp updates about this booking any more.",
});
