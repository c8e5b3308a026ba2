import { dealer } from "~/lib/dealer";
import { hoursText } from "~/lib/duration-text";
import { businessDaysText } from "~/modules/orders/delivery-estimate";

import type { Text } from "~/i18n/text";

type Days = { readonly min: number; readonly max: number };

const serviceHours = dealer.hours.service.map((row) => `${row.days} ${row.time}`).join(", ");

/**
 * The FAQ page's questions and answers (app/modules/content/components/faq-entries.ts). Written out rather
 * than made with defineText, so that code running outside the bundler (the end-to-end specs count these
 * questions) can import them without text.ts.
 */
export const faqEntriesText = {
  name: "faq-entries",
  en: {
    "orders.title": "Orders, Delivery & Payment",
    "deliveryTime.question": "How long does delivery take?",
    "deliveryTime.answer": (processing: Days, metro: Days, other: Days) =>
      `Orders are processed within ${businessDaysText(processing)} of payment confirmation. After dispatch, delivery takes ${businessDaysText(metro)} in metro cities and ${businessDaysText(other)} in non-metro and rural areas.`,
    "deliveryTime.more": "Shipping Policy",
    "shippingCharges.question": "Do you charge for shipping?",
    "shippingCharges.answer": "No. Shipping is free on all orders, with no hidden delivery fees at checkout.",
    "cancelOrder.question": "Can I cancel my order?",
    "cancelOrder.answer": (hours: number) =>
      `Yes, within ${hoursText(hours)} of placing it, as long as it has not yet been packed or shipped. Once an order has been dispatched it can no longer be cancelled.`,
    "cancelOrder.more": "Cancellation & Refund Policy",
    "refundTime.question": "When will I get my refund?",
    "refundTime.answer":
      "An approved refund is initiated within 3-5 business days. Online payments are refunded through our payment gateway to the card, bank account, UPI ID or wallet you paid with; UPI payments to our QR code go back by UPI; cash by UPI or bank transfer. It may take 5-10 business days for the amount to show in your account. Your order's tracking page shows each refund once it is sent.",
    "paymentMethods.question": "Which payment methods do you accept?",
    "paymentMethods.answer": (online: boolean) =>
      online
        ? "Cash on delivery, UPI to our QR code, and online payment by credit or debit card, net banking, UPI or wallet. Online payments are made on the secure page of Razorpay, our payment gateway: we never see or store your card details."
        : "Cash on delivery, and UPI to our QR code (we confirm the payment by its UPI reference). We do not take card or net-banking payments online.",

    "service.title": "Service & Repairs",
    "sameDay.question": "Do you offer same-day service?",
    "sameDay.answer": `Yes. Most repairs are done the same day when you book during service hours: ${serviceHours}.`,
    "sameDay.more": "Our services",
    "areas.question": "Which areas do you serve?",
    "areas.answer": `Our technicians visit homes in and around ${dealer.city}, ${dealer.state}, for doorstep repairs. Appliances, spare parts and accessories are delivered across India.`,
    "areas.more": "Find our store",
    "replyTime.question": "How quickly will you reply to my service request?",
    "replyTime.answer": (minutes: number) =>
      `We reply to every service request within ${minutes} minutes during service hours. For a breakdown that cannot wait, call ${dealer.phone} or message us on WhatsApp.`,
    "reschedule.question": "Can I reschedule or cancel a service appointment?",
    "reschedule.answer": (hours: number) =>
      `Yes, free of charge up to ${hoursText(hours)} before the scheduled visit. Later than that, or once a technician has been dispatched to your address, a visit charge may apply.`,
    "repairCost.question": "How much does a repair cost?",
    "repairCost.answer": (charge: string) =>
      `The visit and inspection charge is ${charge}, waived if you go ahead with the repair. Labour depends on the appliance and the fault, and genuine spare parts are charged at MRP. You approve the estimate before any work starts.`,
    "repairCost.more": "Repair Services & Charges",
    "appliances.question": "Which appliances and brands do you repair?",
    "appliances.answer":
      "TVs, ACs, refrigerators, washing machines, air coolers, water heaters, fans and microwave ovens of all major brands, in warranty and out of warranty.",

    "warranty.title": "Warranty & Replacement",
    "productWarranty.question": "What warranty do new appliances come with?",
    "productWarranty.answer": (days: number) =>
      `New appliances carry a 1 year manufacturer warranty and accessories 6 months, unless the brand states otherwise. A product with a manufacturing defect can be replaced within ${days} days of delivery.`,
    "productWarranty.more": "Warranty Policy",
    "repairWarranty.question": "Is there a warranty on your repairs?",
    "repairWarranty.answer": (days: number) =>
      `Yes. Every repair by our technicians carries a ${days}-day repair warranty on the work done and the parts replaced. If the same fault comes back within ${days} days, we fix it free of charge.`,
  },
} satisfies Text;
