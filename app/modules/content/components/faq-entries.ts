import { faqEntriesText } from "~/modules/content/texts/en/faq-entries";
import type { TextOf } from "~/i18n/text";
import { formatRupees } from "~/lib/money";
import { deliveryWindows, processingDays } from "~/modules/orders/delivery-estimate";
import { customerCancelWindowMs } from "~/modules/orders/cancel-window";
import { freeChangeWindowMs } from "~/modules/booking/booking-slots";
import { visitCharge } from "~/modules/booking/service-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import { replacementDays } from "~/modules/orders/order-rules";
import { serviceReplyMinutes } from "~/modules/booking/service-rules";

type FaqEntry = {
  /** Anchor id, unique on the page. */
  id: string;
  question: string;
  /** Plain text: shown on the page and sent as the answer in the FAQPage data. */
  answer: string;
  more?: { to: string; label: string };
};

export type FaqGroup = { id: string; title: string; entries: FaqEntry[] };

const hourMs = 60 * 60 * 1000;

/** The questions and answers in a language. */
export function faqGroupsIn(t: TextOf<typeof faqEntriesText>, onlinePayment: boolean): FaqGroup[] {
  return [
    {
      id: "orders",
      title: t["orders.title"],
      entries: [
        {
          id: "delivery-time",
          question: t["deliveryTime.question"],
          answer: t["deliveryTime.answer"](processingDays, deliveryWindows.metro, deliveryWindows.other),
          more: { to: "/shipping", label: t["deliveryTime.more"] },
        },
        {
          id: "shipping-charges",
          question: t["shippingCharges.question"],
          answer: t["shippingCharges.answer"],
        },
        {
          id: "cancel-order",
          question: t["cancelOrder.question"],
          answer: t["cancelOrder.answer"](customerCancelWindowMs / hourMs),
          more: { to: "/cancellation-refund", label: t["cancelOrder.more"] },
        },
        {
          id: "refund-time",
          question: t["refundTime.question"],
          answer: t["refundTime.answer"],
        },
        {
          id: "payment-methods",
          question: t["paymentMethods.question"],
          answer: t["paymentMethods.answer"](onlinePayment),
        },
      ],
    },
    {
      id: "service",
      title: t["service.title"],
      entries: [
        {
          id: "same-day-service",
          question: t["sameDay.question"],
          answer: t["sameDay.answer"],
          more: { to: "/services", label: t["sameDay.more"] },
        },
        {
          id: "areas-served",
          question: t["areas.question"],
          answer: t["areas.answer"],
          more: { to: "/store-locator", label: t["areas.more"] },
        },
        {
          id: "reply-time",
          question: t["replyTime.question"],
          answer: t["replyTime.answer"](serviceReplyMinutes),
        },
        {
          id: "reschedule-appointment",
          question: t["reschedule.question"],
          answer: t["reschedule.answer"](freeChangeWindowMs / hourMs),
        },
        {
          id: "repair-cost",
          question: t["repairCost.question"],
          answer: t["repairCost.answer"](formatRupees(visitCharge.paise)),
          more: { to: "/services/repairs", label: t["repairCost.more"] },
        },
        {
          id: "appliances-repaired",
          question: t["appliances.question"],
          answer: t["appliances.answer"],
        },
      ],
    },
    {
      id: "warranty",
      title: t["warranty.title"],
      entries: [
        {
          id: "product-warranty",
          question: t["productWarranty.question"],
          answer: t["productWarranty.answer"](replacementDays),
          more: { to: "/policies/warranty", label: t["productWarranty.more"] },
        },
        {
          id: "repair-warranty",
          question: t["repairWarranty.question"],
          answer: t["repairWarranty.answer"](repairWarrantyDays),
        },
      ],
    },
  ];
}

/** The English questions and answers. */
export const faqGroups: FaqGroup[] = faqGroupsIn(faqEntriesText.en, false);
