import {
  messageMaxLength,
  messageMinLength,
  nameMaxLength,
  nameMinLength,
  phoneMaxDigits,
  phoneMinDigits,
} from "~/modules/contact/contact-options";

import { defineMessages } from "~/i18n/text";

/**
 * What the contact form's schema (app/modules/contact/contact.schema.ts) and its action answer as English
 * text. The form kit shows them in the page's language.
 */
export const contactMessages = defineMessages("contact-messages", {
  nameRequired: "Name is required",
  nameLength: `Name must be between ${nameMinLength}-${nameMaxLength} characters.`,
  phoneRequired: "Phone number is required",
  phoneInvalid: `Please enter a valid phone number (${phoneMinDigits}-${phoneMaxDigits} digits).`,
  emailInvalid: "Please enter a valid email address.",
  topicRequired: "Please select a topic.",
  applianceRequired: "Please select an appliance type.",
  brandInvalid: "Please select a brand from the list.",
  dateInvalid: "Please enter a valid date.",
  messageRequired: "Please enter your message",
  messageLength: `Message must be between ${messageMinLength}-${messageMaxLength} characters.`,
  tooManyMessages: "Too many messages from your connection. Please try again in a few minutes or call us.",
});
