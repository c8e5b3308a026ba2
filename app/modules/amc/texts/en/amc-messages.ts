import { dealer } from "~/lib/dealer";

import { amcRenewalDays } from "../../amc-rules";
import { defineMessages } from "~/i18n/text";

/** What buying a maintenance plan answers when it cannot go ahead. */
export const amcMessages = defineMessages("amc-messages", {
  choosePlan: "Please choose a plan.",
  planGone: "This plan is no longer sold. Please choose another.",
  pending: `This appliance already has a plan waiting for payment. Pay it from its page, or call us on ${dealer.phone} to change it.`,
  running: `This appliance's plan is still running. You can renew it in its last ${amcRenewalDays} days.`,
  linkExpired: "This link has expired. Look up your order on My Appliances again to buy a plan.",
});
