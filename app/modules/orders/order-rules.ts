import type { OrderStatus } from "../../../db/enums";
import { dealer } from "~/lib/dealer";
import { hoursText } from "~/lib/duration-text";

/**
 * The key one checkout attempt carries, so a retry finds the order the first try made: the browser makes a
 * UUID (36 characters); 16 to 100 letters, digits, '_' and '-' are accepted.
 */
export const idempotencyKeyPattern = /^[\w-]{16,100}$/;

/** A product with a manufacturing defect is replaced within this many days of delivery. */
export const replacementDays = 7;

/**
 * A cash-on-delivery order above this total asks the customer, by SMS and WhatsApp, to confirm it before it
 * is sent: a parcel of this value refused at the door costs the dealer two trips.
 */
export const codConfirmAbovePaise = 15_000 * 100;

/** A customer may cancel online within this many hours of placing the order (cancellation policy). */
const customerCancelWindowHours = 2;
export const customerCancelWindowMs = customerCancelWindowHours * 60 * 60_000;
/** "2 hours", as the pages and messages write the cancel window. */
export const customerCancelWindowText = hoursText(customerCancelWindowHours);

/** The one step each status may move forward to; cancelled and delivered are final. */
export const nextStatus: Partial<Record<OrderStatus, Exclude<OrderStatus, "placed" | "cancelled">>> = {
  placed: "packed",
  packed: "shipped",
  shipped: "delivered",
};

export const statusLabels: Record<OrderStatus, string> = {
  placed: "Placed",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const orderNotFoundMessage = "We could not find an order with that number and phone number.";

/**
 * Why the customer can no longer cancel online, or null while they still may: the order is only placed
 * (not packed or shipped) and at most customerCancelWindowHours old.
 */
export function customerCancelRefusal(
  order: { status: OrderStatus; placedAt: Date | string },
  now: Date,
): string | null {
  const call = `Please call us on ${dealer.phone}.`;
  switch (order.status) {
    case "cancelled":
      return "This order is already cancelled.";
    case "delivered":
      return `This order has already been delivered, so it cannot be cancelled. For a faulty product, please call us on ${dealer.phone}.`;
    case "shipped":
      return `This order has already been shipped, so it can no longer be cancelled. ${call}`;
    case "packed":
      return `This order has already been packed, so it can no longer be cancelled online. ${call}`;
    case "placed":
      break;
  }
  const age = now.getTime() - new Date(order.placedAt).getTime();
  if (age > customerCancelWindowMs) {
    return `More than ${customerCancelWindowText} have passed since this order was placed, so it can no longer be cancelled online. ${call}`;
  }
  return null;
}
