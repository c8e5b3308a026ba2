import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

type Days = { readonly min: number; readonly max: number };

// As businessDaysText (orders/delivery-estimate) writes them; that module stays out of the policy pages.
const businessDays = (days: Days) => `${days.min}-${days.max} business days`;

/**
 * What every policy page shows before its text loads: titles, meta descriptions, the contact card
 * (app/modules/content/components/policy-page.tsx). Each policy's own text is in its namespace.
 */
export const policiesText = defineText("policies", {
  "privacy.title": "Privacy Policy",
  "privacy.description": `How ${dealer.name} collects, uses and protects your personal data when you shop or book an appliance service, and the rights you have.`,
  "privacy.subtitle": "Your Privacy is Our Commitment",
  "privacy.contact":
    "Questions about your data, or a request to see, correct or delete it? Write to us or call us.",

  "terms.title": "Terms & Conditions",
  "terms.description": `The terms for buying appliances and booking doorstep service with ${dealer.name}: orders, pricing, payments, appointments and warranty.`,
  "terms.subtitle": "The rules that keep every order and service visit clear and fair",
  "terms.contact": "If anything in these terms is unclear, our support team is happy to explain.",

  "shipping.title": "Shipping Policy",
  "shipping.description": (processing: Days, metro: Days, other: Days) =>
    `Order processing in ${businessDays(processing)}, free shipping, and delivery in ${businessDays(metro)} for metro cities or ${businessDays(other)} elsewhere.`,
  "shipping.subtitle": "Free, tracked delivery of appliances, spare parts and accessories",
  "shipping.contact": "Need help with a delivery or a tracking ID? Reach our support team.",

  "cancellation.title": "Cancellation & Refund Policy",
  "cancellation.description": (days: number) =>
    `When you can cancel an order or a service appointment, how the ${days}-day replacement works, and how quickly refunds reach you.`,
  "cancellation.subtitle": "Simple, Fair, and Transparent",
  "cancellation.contact":
    "To cancel an order or appointment, request a replacement or ask about a refund, contact us with your order or booking ID.",

  "warranty.title": "Warranty Policy",
  "warranty.description": (repairDays: number, replacementDays: number) =>
    `A 1 year manufacturer warranty on new appliances, 6 months on accessories, a ${repairDays}-day warranty on our repairs and ${replacementDays}-day replacement for manufacturing defects: what is covered and how to claim.`,
  "warranty.subtitle": "Cover on every appliance we sell and every repair we do",
  "warranty.contact":
    "Something not working as it should? Contact us with your invoice or repair bill and we will arrange a visit.",

  lastUpdated: "Last updated November 2026",
  onThisPage: "On this page",
  contactUs: "Contact Us",
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  supportHours: "Support hours",
  supportHoursValue: dealer.hours.support,
});
