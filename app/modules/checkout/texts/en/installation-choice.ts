import type { InstallationNeed } from "../../../../../db/enums";

import { defineText } from "~/i18n/text";

type Visit = Exclude<InstallationNeed, "none">;
const visitName = (need: Visit) => (need === "demo" ? "demo" : "installation");

/**
 * Checkout's installation section (app/modules/checkout/components/installation-fields.tsx): who installs
 * the appliance, and our visit's day and slot when the shopper chooses our technicians.
 */
export const installationChoiceText = defineText("installation-choice", {
  question: (need: Visit) => (need === "demo" ? "Who gives the demo?" : "Who installs it?"),
  dealer: (need: Visit) => (need === "demo" ? "Our technicians give the demo" : "Our technicians install it"),
  dealerCharge: (amount: string) => `${amount}, paid with the order`,
  dealerFree: "Free",
  dealerHint: "A visit after delivery, on a day and in a slot you choose below.",
  brand: (need: Visit) =>
    need === "demo" ? "The brand's service centre gives the demo" : "The brand's service centre installs it",
  brandHint:
    "Call the brand after delivery and give them your invoice number. Nothing is charged here for it.",
  none: (need: Visit) => `I don't need ${need === "demo" ? "a demo" : "installation"}`,
  noneHint: (need: Visit) =>
    need === "demo"
      ? "You know the appliance already. No charge."
      : "You will install it yourself or have it done. No charge.",
  visitDate: "Visit date",
  visitDateHint: (date: string) =>
    `From ${date} (your order should have arrived by then), Monday to Saturday.`,
  visitSlotHint: "Morning, afternoon or evening. Full slots cannot be chosen.",
  visitFor: (need: Visit) => `Our ${visitName(need)} visit`,
});
