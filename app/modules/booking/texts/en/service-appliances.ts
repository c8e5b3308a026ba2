import { defineText } from "~/i18n/text";

/**
 * The appliances the booking and contact forms offer (booking-options.ts, contact-options.ts) and the
 * brand choice "Other"; the brands' own names stay as they are.
 */
export const serviceAppliancesText = defineText("service-appliances", {
  tv: "TV",
  ac: "Air Conditioner",
  refrigerator: "Refrigerator",
  "washing-machine": "Washing Machine",
  "air-cooler": "Air Cooler",
  "water-heater": "Water Heater",
  fan: "Fan",
  microwave: "Microwave Oven",
  other: "Other",
});
