import { defineMessages } from "~/i18n/text";

/** What /my-appliances answers when a warranty reminder cannot be turned on or off. */
export const myAppliancesMessages = defineMessages("my-appliances-messages", {
  linkExpired: "This page has expired. Look up your order again to change the reminder.",
  reminderClosed: "This reminder can no longer be changed: it has gone out, or the warranty has ended.",
});
