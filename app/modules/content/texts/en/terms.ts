import { dealer } from "~/lib/dealer";
import { hoursText } from "~/lib/duration-text";

import { defineText } from "~/i18n/text";

/** The terms and conditions' text (app/modules/content/policies/terms-and-conditions.tsx). */
export const termsText = defineText("terms", {
  intro: `These terms apply whenever you browse our website, buy an appliance, spare part or accessory, or book a service with ${dealer.name}. By using our website or services you agree to them, so please read them carefully.`,

  "eligibility.title": "Eligibility",
  "eligibility.body":
    "You must be at least <nb>18 years</nb> old to place an order or book a service, or use our website under the supervision of a parent or legal guardian who accepts these terms on your behalf.",

  "accurate.title": "Accurate Information",
  "accurate.lead": "You agree to give true, complete and current information, in particular:",
  "accurate.appliance": "The appliance type, brand, model and the issue you are facing.",
  "accurate.contact": "Your name, phone number, e-mail and the address for delivery or the service visit.",
  "accurate.time": "A preferred date and time at which someone will be present at the address.",
  "accurate.wrong":
    "Wrong or incomplete booking details may delay a visit, or lead to a visit charge if the technician cannot carry out the work.",

  "orders.title": "Orders and Pricing",
  "orders.prices": "All prices are in Indian Rupees (₹) and are <b>inclusive of all applicable taxes</b>.",
  "orders.payment": (online: boolean) =>
    online
      ? "We accept <b>cash on delivery, UPI, and online payment by card, net banking, UPI or wallet</b>. Online payments are processed by Razorpay, our payment gateway; an online order not paid within an hour is cancelled."
      : "We accept <b>cash on delivery and UPI</b>. We do not take card or net-banking payments online.",
  "orders.shipping": "Shipping is free on all orders.",
  "orders.confirmed":
    "An order is confirmed once we accept it. We may cancel an order if a product is out of stock or was listed at an obviously wrong price; any amount paid is then refunded in full.",
  "orders.offers": "Offers and discounts are valid for the stated period and while stocks last.",

  "appointments.title": "Service Appointments",
  "appointments.change": (hours: number) =>
    `You can cancel or reschedule an appointment free of charge at least <nb>${hoursText(hours)}</nb> before the scheduled visit.`,
  "appointments.visitCharge":
    "After a technician has been dispatched to your address, a visit charge may apply.",
  "appointments.estimate":
    "The technician will share an estimate before starting any paid repair. Work begins only after you approve it.",
  "appointments.parts": "Replaced parts are genuine parts from the brand or its authorised suppliers.",

  "warranty.title": "Warranty",
  "warranty.products":
    "New appliances carry a <b>1 year manufacturer warranty</b>; accessories carry a <nb>6 months</nb> warranty, unless the brand states otherwise.",
  "warranty.repairs": (days: number) =>
    `Repairs done by our technicians carry a <nb>${days}-day repair warranty</nb> on the work done and the parts replaced.`,
  "warranty.replacement": (days: number) =>
    `We offer a <nb>${days}-day replacement</nb> from the date of delivery for products with a manufacturing defect. See our <refund>Cancellation & Refund Policy</refund>.`,
  "warranty.exclusions":
    "Warranties do not cover physical damage, misuse, voltage fluctuation, or repair by anyone other than the brand or us.",

  "liability.title": "Limitation of Liability",
  "liability.body":
    "We take every care in delivery, installation and repair. Our liability for any claim is limited to the amount you paid for the product or service concerned. We are not liable for indirect losses, or for delays caused by events beyond our control such as floods, strikes or courier disruptions.",

  "law.title": "Governing Law and Jurisdiction",
  "law.body": `These terms are governed by <b>Indian law</b>. Any dispute arising from them is subject to the exclusive jurisdiction of the courts in ${dealer.city}, ${dealer.state}.`,

  "changes.title": "Changes to These Terms",
  "changes.body":
    "We may revise these terms from time to time. The date at the top of this page shows the latest revision; continuing to use our website or services after a change means you accept the revised terms. How we handle your data is described in our <privacy>Privacy Policy</privacy>.",
});
