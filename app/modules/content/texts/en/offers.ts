import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The offers page (app/routes/store/offers.tsx) and its perks row. */
export const offersText = defineText("offers", {
  title: "Offers on Home Appliances",
  description: (headline: string) =>
    `${headline} on TVs, ACs, refrigerators, washing machines and fans from authorised brands at ${dealer.name}, with free shipping and the full manufacturer warranty.`,
  upToOff: (percent: number) => `Up to ${percent}% off`,
  current: "Current offers",
  lead: "Authorised brands at their best prices, with the full manufacturer warranty and free delivery.",
  upTo: "Up to",
  percentOff: (percent: number) => `${percent}% off`,
  onOffer: (count: number) => `${count} ${count === 1 ? "product" : "products"} on offer`,
  biggestFirst: "Biggest discount first",
  noneTitle: "No offers right now",
  noneText:
    "New offers arrive often. Meanwhile, every appliance in our shop comes with free shipping and the full manufacturer warranty.",
  browse: "Browse the Shop",
  "perk.shipping": "Free shipping",
  "perk.taxes": "Prices inclusive of all taxes",
  "perk.warranty": "1 year manufacturer warranty",
  "perk.replacement": (days: number) => `${days}-day replacement`,
});
