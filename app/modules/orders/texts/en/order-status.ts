import { defineText } from "~/i18n/text";

/**
 * An order's status names (keyed by status) and the notes of its timeline. The back office reads the
 * English object (statusLabels in app/modules/orders/order-rules.ts).
 */
export const orderStatusText = defineText("order-status", {
  placed: "Placed",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  shippedWithTracking: (trackingId: string) => `Shipped (tracking ID ${trackingId})`,
  /** The stored note of a cancellation, as the order's timeline shows it to the customer. */
  cancelledByCustomer: "Cancelled by the customer",
  cancelledByDealer: "Cancelled by the dealer",
  refundDue: (amount: string) =>
    `A refund of ${amount} is due; it will be initiated within 3-5 business days.`,
  cancelledOnExpiry: (minutes: number) =>
    `Cancelled: the online payment was not completed within ${minutes} minutes`,
  cancelledUnconfirmed: (hours: number) =>
    `Cancelled: the order was not confirmed within ${hours} hours of placing it`,
  paymentReceived: (amount: string, how: string) => `Payment of ${amount} received by ${how}.`,
  paymentShort: (amount: string) => `${amount} is still to pay.`,
  paymentOver: (amount: string) => `${amount} more than the order total was received; it will be refunded.`,
  refunded: (amount: string, how: string) => `Refund of ${amount} sent to ${how}.`,
  paidByCash: "cash",
  paidByUpi: "UPI",
  paidByCard: "card",
  paidByGateway: "online payment",
  refundToGateway: "your original payment method",
  refundToCash: "you in cash",
  refundToUpi: "your UPI account",
  refundToBank: "your bank account",
  returnRequested: (request: string, replacement: boolean) =>
    replacement ? `Replacement requested (${request}).` : `Return for a refund requested (${request}).`,
  returnApproved: (request: string, date: string) => `${request} approved: pickup on ${date}.`,
  returnRefused: (request: string) => `${request} was not approved`,
  returnRefunded: (request: string, creditNote: string, amount: string) =>
    `${request} completed: credit note ${creditNote} for ${amount} issued; the refund follows in 3-5 business days.`,
  returnReplaced: (request: string, orderNumber: string) =>
    `${request} completed: replacement order ${orderNumber} is sent at no charge.`,
  replacementFor: (orderNumber: string, request: string) =>
    `Replacement at no charge for order ${orderNumber} (${request}).`,
});
