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
  refundDue: (amount: string) => `A refund of ${amount} is due: initiate it within 3-5 business days.`,
});
