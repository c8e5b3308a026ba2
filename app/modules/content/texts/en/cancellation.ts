import { dealer } from "~/lib/dealer";
import { hoursText } from "~/lib/duration-text";

import { defineText } from "~/i18n/text";

/** The cancellation and refund policy's text (app/modules/content/policies/cancellation-refund-policy.tsx). */
export const cancellationText = defineText("cancellation", {
  intro: `Plans change, and sometimes a product is not right. This policy explains when you can cancel an order or a service appointment with ${dealer.name}, how replacements work, and how quickly your money comes back.`,

  "order.title": "Cancelling an Order",
  "order.window": (hours: number) =>
    `A spare-part order can be cancelled within <nb>${hoursText(hours)}</nb> of placing it, as long as it has not yet been packed or shipped.`,
  "order.stages":
    "Spare-part orders move from placed to packed, then shipped or dispatched. <b>Once an order has been dispatched it can no longer be cancelled.</b>",
  "order.how":
    "To cancel, call or e-mail us with your order ID. We confirm the cancellation and, if you paid online, start your refund.",

  "appointment.title": "Cancelling or Rescheduling a Service Appointment",
  "appointment.window": (hours: number) =>
    `You can cancel or reschedule a service appointment free of charge at least <nb>${hoursText(hours)}</nb> before the scheduled visit.`,
  "appointment.charge": "After a technician has been dispatched to your address, a visit charge may apply.",

  "replacement.title": "Replacement for Defective Products",
  "replacement.lead": (days: number) =>
    `We offer a <nb>${days}-day replacement</nb> for products with a manufacturing defect, counted from the date of delivery. To request one:`,
  "replacement.contact": (days: number) =>
    `Within ${days} days of delivery, open your order on the Track Order page and ask for a replacement: choose the product, what is wrong, and add up to 4 photos. You can also call us with your order ID. We reply within 2 working days and pick the product up on the day we give you.`,
  "replacement.keep": "Keep the product with its original box, accessories and invoice.",
  "replacement.inspect":
    "Our technician or the brand's service centre inspects the product and confirms the defect.",
  "replacement.replace": "Once confirmed, we replace the product at no cost to you.",
  "replacement.refund":
    "If the product arrived damaged, incomplete or not as ordered, or a replacement is not available, you can ask for a refund instead: we issue a credit note against your invoice and refund the amount as described below.",
  "replacement.exclusions":
    "Damage caused by misuse, improper installation or accidents is not a manufacturing defect. After the replacement period, the manufacturer's warranty applies (see our <terms>Terms & Conditions</terms>).",

  "refunds.title": "Refunds",
  "refunds.start": "An approved refund is initiated within <nb>3-5 business days</nb>.",
  "refunds.bank":
    "Depending on your bank or payment provider, it may take <nb>5-10 business days</nb> for the amount to show in your account.",
  "refunds.method": (online: boolean) =>
    online
      ? "Online payments are refunded through our payment gateway to the card, bank account, UPI ID or wallet you paid with. UPI payments to our QR code are refunded by UPI; cash payments by UPI or bank transfer."
      : "UPI payments are refunded by UPI to the account they came from; cash payments by UPI or bank transfer.",
  "refunds.notice": "We will tell you by SMS or e-mail when your refund has been initiated.",

  "notEligible.title": "What Cannot Be Cancelled or Refunded",
  "notEligible.dispatched": "Orders that have already been dispatched.",
  "notEligible.repairs": (days: number) =>
    `Repair work already carried out and accepted; this is covered by our ${days}-day repair warranty.`,
  "notEligible.damaged": "Products damaged after delivery through misuse, accidents or unauthorised repair.",
});
