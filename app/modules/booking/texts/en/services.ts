import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The services page (app/routes/store/services.tsx). */
export const servicesText = defineText("services", {
  title: `Appliance Repair & Service in ${dealer.city}`,
  description: (days: number) =>
    `Doorstep repair of TVs, ACs, refrigerators, washing machines, air coolers, water heaters, fans and microwave ovens in ${dealer.city} by certified technicians: same-day service, 100% satisfaction guarantee and a ${days}-day repair warranty.`,
  eyebrow: `Doorstep appliance service in ${dealer.city}`,
  heading: "Appliance Repair & Service",
  lead: "TV, AC, refrigerator, washing machine, air cooler, water heater, fan and microwave oven repairs at your home, by certified technicians using genuine spare parts.",
  certified: "Certified technicians",
  sameDay: "Same-day service for most repairs",
  guarantee: "100% satisfaction guarantee",
  warranty: (days: number) => `${days}-day repair warranty`,
  emergencyTitle: "Emergency breakdown?",
  emergencyText: "Call or WhatsApp us now. Sunday visits are for emergencies only.",
  hours: "Service hours",
  "categories.eyebrow": "What we repair",
  "categories.title": "Eight Appliances, One Trusted Service Desk",
  "categories.subtitle": "All major brands, in warranty and out of warranty.",
  visitCharge: "Visit and inspection charge ",
  visitChargeEnd: ", waived if you go ahead with the repair.",
  allCharges: "See all repair charges",
  "promises.eyebrow": "Why book with us",
  "promises.title": "Service You Can Count On",
  "promises.subtitle": `An ${dealer.tagline.toLowerCase()} in ${dealer.city} since ${dealer.foundedYear}.`,
  "steps.eyebrow": "How it works",
  "steps.title": "From Booking to Fixed",
  ctaTitle: "Need a repair?",
  ctaText:
    "Book a visit in a minute, or follow the one you booked. We reply to every request within 30 minutes.",
});
