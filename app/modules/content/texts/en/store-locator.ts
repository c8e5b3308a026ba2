import { dealer, fullAddress } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The store locator page (app/routes/store/store-locator.tsx) and its map card. */
export const storeLocatorText = defineText("store-locator", {
  title: `Store Locator – Visit Us in ${dealer.city}`,
  description: `Find ${dealer.name} at ${fullAddress}. Showroom hours, service hours, phone and directions.`,
  businessDescription: `${dealer.tagline} in ${dealer.city}: home appliance sales, doorstep repair and service.`,
  eyebrow: "Store locator",
  heading: "Visit Our Store",
  lead: `See the latest appliances, pick up spare parts, or talk to our service desk in person in ${dealer.city}.`,
  tagline: dealer.tagline,
  address: "Address",
  phone: "Phone",
  email: "E-mail",
  showroomHours: "Showroom hours",
  showroomHoursValue: dealer.hours.topBar,
  directions: "Get directions",
  whatsapp: "WhatsApp Us",
  whatsappMessage: "Hello, I would like to visit your store.",
  newTab: " (opens in a new tab)",
  serviceDeskHours: "Service desk hours",
  openInMaps: "Open in Maps",
  atTheStore: "At the store",
  "dealer.title": "Authorised dealer",
  "dealer.text": `Since ${dealer.foundedYear}, with the full brand warranty on every product we sell.`,
  "showroom.title": "Showroom",
  "showroom.text": "TVs, ACs, refrigerators, washing machines and fans on display, with honest advice.",
  "parts.title": "Spare parts & accessories",
  "parts.text": "Genuine spare parts and accessories over the counter or delivered.",
  "desk.title": "Service desk",
  "desk.text": "Book a doorstep repair, or ask about one in progress, in person.",
  "payment.title": "Payment",
  "payment.text": "Cash, UPI, net banking and credit or debit cards.",
});
