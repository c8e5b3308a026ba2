import { defineText } from "~/i18n/text";

/** The checkbox at checkout and on the booking form that asks for updates by SMS, WhatsApp and e-mail. */
export const updatesConsentText = defineText("updates-consent", {
  order: "Send me updates about this order by SMS, WhatsApp and e-mail",
  booking: "Send me updates about this booking by SMS, WhatsApp and e-mail",
  hint: "Only about this order or visit, never offers. Every message says how to stop them.",
  panelTitle: "Your updates",
  sendingOrder: "We send updates about this order by SMS or WhatsApp and by e-mail.",
  sendingBooking: "We send updates about this booking by SMS or WhatsApp, and by e-mail if you gave one.",
  stop: "Stop updates",
  stopping: "Stopping...",
  stoppedOrder: "We will not send updates about this order any more.",
  stoppedBooking: "We will not send updates about this booking any more.",
});
