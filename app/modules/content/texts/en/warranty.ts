import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The warranty policy's text (app/modules/content/components/warranty-policy.tsx). */
export const warrantyText = defineText("warranty", {
  intro: `Everything ${dealer.name} sells or repairs is covered. Here is how long each cover lasts, what it includes, and how to make a claim.`,
  "cover.productsValue": "1 year",
  "cover.products": "Manufacturer warranty on new appliances",
  "cover.accessoriesValue": "6 months",
  "cover.accessories": "On accessories and spare parts",
  "cover.days": (days: number) => `${days} days`,
  "cover.repairs": "On repairs by our technicians",
  "cover.replacement": "Replacement for manufacturing defects",

  "products.title": "Manufacturer Warranty on Products",
  "products.lead":
    "New appliances carry a <b>1 year manufacturer warranty</b> from the date of delivery, unless the brand states a longer period (some brands cover compressors or motors for longer).",
  "products.covers": "The warranty covers defects in materials and manufacture under normal household use.",
  "products.partner":
    "As an authorised service partner we carry out warranty repairs ourselves or arrange them with the brand's service centre, so you only deal with us.",
  "products.invoice": "Keep your invoice: it is your proof of purchase for any claim.",

  "accessories.title": "Accessories and Spare Parts",
  "accessories.body":
    "Accessories and spare parts bought from us carry a <nb>6 months</nb> warranty from the date of delivery, unless the brand states otherwise.",

  "repairs.title": (days: number) => `${days}-Day Repair Warranty`,
  "repairs.lead": (days: number) =>
    `Every repair done by our technicians carries a <nb>${days}-day repair warranty</nb>, counted from the date of the repair.`,
  "repairs.covers": "What it covers",
  "repairs.work": "The work our technician did on the appliance.",
  "repairs.parts": "The spare parts we fitted during that repair.",
  "repairs.repeat": (days: number) =>
    `A repeat of the same fault within ${days} days: we come back and fix it free of charge, with no visit charge.`,
  "repairs.excludes": "What it does not cover",
  "repairs.different": "A different fault, or parts we did not repair or replace.",
  "repairs.damage": "Physical damage, liquid damage, pests, misuse or accidents after the repair.",
  "repairs.voltage": "Damage from voltage fluctuation or faulty house wiring.",
  "repairs.opened": "An appliance opened or repaired by anyone other than the brand or us after our visit.",
  "repairs.charges": "See <repairs>Repair Services & Charges</repairs> for what each repair includes.",

  "replacement.title": (days: number) => `${days}-Day Replacement`,
  "replacement.body": (days: number) =>
    `We offer a <nb>${days}-day replacement</nb> from the date of delivery for products with a manufacturing defect. Keep the product with its original box, accessories and invoice; our technician or the brand's service centre confirms the defect, and we replace the product at no cost to you.`,
  "replacement.misuse":
    "Damage caused by misuse, improper installation or accidents is not a manufacturing defect. See our <refund>Cancellation & Refund Policy</refund>.",

  "exclusions.title": "What Warranties Do Not Cover",
  "exclusions.damage": "Physical damage, breakage or scratches after delivery.",
  "exclusions.misuse": "Misuse, or use not in line with the brand's instructions.",
  "exclusions.nature": "Voltage fluctuation, power surges, fire, flood and other natural causes.",
  "exclusions.tampering": "Repair or tampering by anyone other than the brand or us.",
  "exclusions.consumables": "Consumables such as filters, bulbs and remote batteries.",

  "claim.title": "How to Make a Claim",
  "claim.contact":
    "Call, WhatsApp or e-mail us using the details below, with your invoice, order ID or repair bill.",
  "claim.describe": "Tell us what is wrong; a photo or short video helps us bring the right part.",
  "claim.reply": (minutes: number) =>
    `We reply within ${minutes} minutes during service hours and book a technician visit. There is no visit charge for a valid warranty claim.`,
  "claim.resolve":
    "We repair or replace under the warranty that applies, or handle the claim with the brand for you.",
  "claim.online":
    "Bought from us online? Open <appliances>My Appliances</appliances> with your order number and phone number to see each appliance’s warranty and book a repair in one step.",
});
