import { defineMessages } from "~/i18n/text";

/** A tracking link from an SMS or WhatsApp message that is forged, mangled or past its 30 days. */
export const trackingLinkMessages = defineMessages("tracking-link", {
  invalid: "This tracking link has expired or is not valid. Please enter your details below to look it up.",
});
