import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The repair services and charges page (app/routes/store/services-repairs.tsx). */
export const servicesRepairsText = defineText("services-repairs", {
  title: "Repair Services & Charges",
  description: (charge: string, days: number) =>
    `What each appliance repair covers, typical labour charges, the ${charge} visit charge (waived if you go ahead), genuine spare parts at MRP and a ${days}-day repair warranty from ${dealer.name}.`,
  "visit.title": "Visit charge",
  "visit.text": "For the visit and inspection; waived if you go ahead with the repair.",
  "labour.title": "Labour",
  "labour.value": "Quoted first",
  "labour.text": "Typical ranges are below; you approve the exact figure before work starts.",
  "parts.title": "Spare parts",
  "parts.value": "Genuine, at MRP",
  "parts.text": "Brand-approved parts only, never above MRP, and the old part is shown to you.",
  "warranty.title": "Repair warranty",
  "warranty.value": (days: number) => `${days} days`,
  "warranty.text": "On the work we do and the parts we fit, from the date of repair.",
  services: "Services",
  repairs: "Repairs",
  lead: "What each repair covers and what it typically costs, before you book. No hidden extras: you see the estimate first.",
  glance: "Charges at a glance",
  appliances: "Appliances",
  jump: "Jump to an appliance",
  sparePartsLink: "Spare parts & warranty",
  sparePartsTitle: "Spare Parts Policy",
  "spareParts.1": "Only genuine, brand-approved spare parts are fitted.",
  "spareParts.2":
    "Parts are charged at their printed MRP, never above it, and listed separately on your bill.",
  "spareParts.3": "You approve a written estimate of labour and parts before any work starts.",
  "spareParts.4": "The old part is shown to you, and handed over if you want to keep it.",
  warrantyTitle: (days: number) => `${days}-Day Repair Warranty`,
  warrantyText: (days: number) =>
    `Every repair by our technicians carries a ${days}-day warranty on the work done and the parts replaced. If the same fault comes back within ${days} days, we fix it again free of charge, with no visit charge. See our `,
  warrantyLink: "Warranty Policy",
  warrantyTextEnd: " for what it covers and excludes.",
  ctaTitle: "Ready to book a technician?",
  ctaText: "Same-day service for most repairs. We reply to every request within 30 minutes.",
});
