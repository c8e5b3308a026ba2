import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

const [weekdays, saturday, sunday] = dealer.hours.service;

/**
 * The service desk's blocks on the services, repairs, booking and store pages (app/modules/booking/components):
 * hours, the book and track buttons, the emergency buttons, the promises, the steps, the category cards.
 */
export const serviceDeskText = defineText("service-desk", {
  weekdays: weekdays.days,
  weekdaysTime: weekdays.time,
  saturday: saturday.days,
  saturdayTime: saturday.time,
  sunday: sunday.days,
  sundayTime: sunday.time,

  book: "Book a Service",
  track: "Track Your Service",

  emergencyCall: "Emergency Call",
  whatsapp: "WhatsApp Us",
  whatsappMessage: "Hello, I need an appliance repaired urgently.",
  newTab: " (opens in a new tab)",

  "doorstep.title": "Doorstep Service",
  "doorstep.text": "Certified technicians come to your home with the tools and genuine parts for the job.",
  "sameDay.title": "Same-Day Service",
  "sameDay.text": "Book in the morning and most repairs are done the same day, during service hours.",
  "guarantee.title": "100% Satisfaction Guarantee",
  "guarantee.text":
    "If you are not happy with a repair, tell us and we come back to put it right at no extra cost.",
  "warranty.title": (days: number) => `${days}-Day Repair Warranty`,
  "warranty.text": (days: number) =>
    `The work we do and the parts we fit are covered for ${days} days from the date of repair.`,

  step: (number: number) => `Step ${number}: `,
  "book.title": "Book a visit",
  "book.text": (minutes: number) =>
    `Book online, call or WhatsApp us with the appliance and the problem. We reply within ${minutes} minutes.`,
  "door.title": "Technician at your door",
  "door.text": "A certified technician arrives in your chosen slot, usually the same day.",
  "estimate.title": "Inspection & estimate",
  "estimate.text": (charge: string) =>
    `A clear quote for labour and parts before any work starts. The ${charge} visit charge is waived if you go ahead.`,
  "repair.title": "Repair & warranty",
  "repair.text": (days: number) =>
    `Genuine parts, the old part shown to you, and a ${days}-day warranty on the repair.`,

  covered: "What is covered",
  labourFrom: "Labour from ",
  labourFromEnd: "",
  chargesLink: "Repairs & charges",
  chargesFor: (service: string) => ` for ${service}`,

  repairCovers: "What the repair covers",
  chargesTitle: (appliance: string) => `Charges for ${appliance} repair`,
  typicalLabour: "Typical labour charge",
  visitInspection: "Visit & inspection",
  waivedIfAhead: "(waived if you go ahead)",
  spareParts: "Spare parts",
  genuineAtMrp: "Genuine, at MRP",
});
