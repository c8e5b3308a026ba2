import { dealer } from "~/lib/dealer";
import { customerCancelWindowText } from "~/modules/orders/cancel-window";

import { defineText } from "~/i18n/text";

/** /track-order: the page, the lookup, the found order's card and its cancel and cash-on-delivery panels. */
export const trackOrderText = defineText("track-order", {
  title: "Track Your Order",
  description: `Track your ${dealer.name} order with its order number and your phone number, print the invoice, and cancel within ${customerCancelWindowText} of placing it.`,
  eyebrow: "Orders",
  lead: "Enter the order number from your confirmation and the mobile number you gave at checkout.",
  formTitle: "Find your order",
  orderNumber: "Order number",
  phone: "Mobile number used at checkout",
  submit: "Track order",
  cancelledNotice: (orderNumber: string) => `Your order ${orderNumber} has been cancelled.`,
  refundNotice: " Your refund will be initiated within 3-5 business days.",
  codConfirmedNotice: "Thank you. Your order is confirmed and we will send it soon.",
  /** The card's title: "Order" and the number. */
  order: "Order",
  placedAt: "Placed",
  estimatedDelivery: "Estimated delivery",
  deliverTo: "Deliver to",
  courierTrackingId: "Courier tracking ID",
  payment: "Payment",
  payNow: "Pay now",
  progressLabel: "Order progress",
  items: "Items",
  youSaved: "You saved",
  shipping: "Shipping",
  free: "Free",
  installation: "Installation",
  total: "Total",
  creditNoteLink: (number: string) => `Credit note ${number}`,
  printInvoice: "Print invoice",
  cancelHelpTitle: "Need to cancel or change this order?",
  cancelTitle: "Cancel order",
  cancelIntro: `You can cancel online within ${customerCancelWindowText} of placing the order, until we pack it.`,
  cancelQuestion: (orderNumber: string) => `Cancel order ${orderNumber}? This cannot be undone.`,
  cancelling: "Cancelling...",
  confirmCancel: "Yes, cancel my order",
  keepOrder: "Keep my order",
  cancelButton: "Cancel order",
  codTitle: "Confirm your cash on delivery order",
  codIntro: (amount: string) =>
    `Please confirm that you will pay ${amount} in cash when the order arrives, so we can send it.`,
  codDeadline: (when: string) => `If it is not confirmed by ${when}, the order is cancelled.`,
  codSignIn: "Sign in with a one-time code",
  codConfirming: "Confirming...",
  codConfirm: "Confirm my order",
  replacementOf: (orderNumber: string) =>
    `Replacement at no charge for order ${orderNumber}: nothing to pay, it comes with a delivery challan.`,
});
