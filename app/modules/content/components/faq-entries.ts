import { dealer } from "~/lib/dealer";
import { formatRupees } from "~/lib/money";
import { businessDaysText, deliveryWindows, processingDays } from "~/modules/orders/delivery-estimate";
import { customerCancelWindowText } from "~/modules/orders/order-rules";
import { freeChangeWindowText } from "~/modules/service/booking-slots";
import { visitCharge } from "~/modules/service/service-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import { replacementDays } from "~/modules/orders/order-rules";
import { serviceReplyMinutes } from "~/modules/service/service-rules";

type FaqEntry = {
  /** Anchor id, unique on the page. */
  id: string;
  question: string;
  /** Plain text: shown on the page and sent as the answer in the FAQPage data. */
  answer: string;
  more?: { to: string; label: string };
};

export type FaqGroup = { id: string; title: string; entries: FaqEntry[] };

const serviceHoursText = dealer.hours.service.map((row) => `${row.days} ${row.time}`).join(", ");

export const faqGroups: FaqGroup[] = [
  {
    id: "orders",
    title: "Orders, Delivery & Payment",
    entries: [
      {
        id: "delivery-time",
        question: "How long does delivery take?",
        answer: `Orders are processed within ${businessDaysText(processingDays)} of payment confirmation. After dispatch, delivery takes ${businessDaysText(deliveryWindows.metro)} in metro cities and ${businessDaysText(deliveryWindows.other)} in non-metro and rural areas.`,
        more: { to: "/shipping", label: "Shipping Policy" },
      },
      {
        id: "shipping-charges",
        question: "Do you charge for shipping?",
        answer: "No. Shipping is free on all orders, with no hidden delivery fees at checkout.",
      },
      {
        id: "cancel-order",
        question: "Can I cancel my order?",
        answer: `Yes, within ${customerCancelWindowText} of placing it, as long as it has not yet been packed or shipped. Once an order has been dispatched it can no longer be cancelled.`,
        more: { to: "/cancellation-refund", label: "Cancellation & Refund Policy" },
      },
      {
        id: "refund-time",
        question: "When will I get my refund?",
        answer:
          "An approved refund is initiated within 3-5 business days. Depending on your bank or payment provider, it may take 5-10 business days for the amount to show in your account. Refunds go back to the original payment method.",
      },
      {
        id: "payment-methods",
        question: "Which payment methods do you accept?",
        answer:
          "We accept cash, UPI, net banking and credit or debit cards. Online payments are processed by secure third-party payment gateways, and we do not store your card details.",
      },
    ],
  },
  {
    id: "service",
    title: "Service & Repairs",
    entries: [
      {
        id: "same-day-service",
        question: "Do you offer same-day service?",
        answer: `Yes. Most repairs are done the same day when you book during service hours: ${serviceHoursText}.`,
        more: { to: "/services", label: "Our services" },
      },
      {
        id: "areas-served",
        question: "Which areas do you serve?",
        answer: `Our technicians visit homes in and around ${dealer.city}, ${dealer.state}, for doorstep repairs. Appliances, spare parts and accessories are delivered across India.`,
        more: { to: "/store-locator", label: "Find our store" },
      },
      {
        id: "reply-time",
        question: "How quickly will you reply to my service request?",
        answer: `We reply to every service request within ${serviceReplyMinutes} minutes during service hours. For a breakdown that cannot wait, call ${dealer.phone} or message us on WhatsApp.`,
      },
      {
        id: "reschedule-appointment",
        question: "Can I reschedule or cancel a service appointment?",
        answer: `Yes, free of charge up to ${freeChangeWindowText} before the scheduled visit. Later than that, or once a technician has been dispatched to your address, a visit charge may apply.`,
      },
      {
        id: "repair-cost",
        question: "How much does a repair cost?",
        answer: `The visit and inspection charge is ${formatRupees(visitCharge.paise)}, waived if you go ahead with the repair. Labour depends on the appliance and the fault, and genuine spare parts are charged at MRP. You approve the estimate before any work starts.`,
        more: { to: "/services/repairs", label: "Repair Services & Charges" },
      },
      {
        id: "appliances-repaired",
        question: "Which appliances and brands do you repair?",
        answer:
          "TVs, ACs, refrigerators, washing machines, air coolers, water heaters, fans and microwave ovens of all major brands, in warranty and out of warranty.",
      },
    ],
  },
  {
    id: "warranty",
    title: "Warranty & Replacement",
    entries: [
      {
        id: "product-warranty",
        question: "What warranty do new appliances come with?",
        answer: `New appliances carry a 1 year manufacturer warranty and accessories 6 months, unless the brand states otherwise. A product with a manufacturing defect can be replaced within ${replacementDays} days of delivery.`,
        more: { to: "/policies/warranty", label: "Warranty Policy" },
      },
      {
        id: "repair-warranty",
        question: "Is there a warranty on your repairs?",
        answer: `Yes. Every repair by our technicians carries a ${repairWarrantyDays}-day repair warranty on the work done and the parts replaced. If the same fault comes back within ${repairWarrantyDays} days, we fix it free of charge.`,
      },
    ],
  },
];
