import type { OrderStatus } from "../../../db/enums";
import { orderStatusText } from "~/modules/orders/texts/en/order-status";
import { trackOrderMessages } from "~/modules/orders/texts/en/track-order-messages";

import { customerCancelWindowMs } from "./cancel-window";

/**
 * The key one checkout attempt carries, so a retry finds the order the first try made: the browser makes a
 * UUID (36 characters); 16 to 100 letters, digits, '_' and '-' are accepted.
 */
export const idempotencyKeyPattern = /^[\w-]{16,100}$/;

export { replacementDays } from "./cancel-window";

/** The one step each status may move forward to; cancelled and delivered are final. */
export const nextStatus: Partial<Record<OrderStatus, Exclude<OrderStatus, "placed" | "cancelled">>> = {
  placed: "packed",
  packed: "shipped",
  shipped: "delivered",
};

const { placed, packed, shipped, delivered, cancelled } = orderStatusText.en;

/** The status names in English (the back office, stored notes); the storefront reads `orderStatusText`. */
export const statusLabels: Record<OrderStatus, string> = { placed, packed, shipped, delivered, cancelled };

export const orderNotFoundMessage = trackOrderMessages.code.notFound;

/**
 * Why the customer can no longer cancel online, or null while they still may: the order is only placed
 * (not packed or shipped) and at most customerCancelWindowHours old. The reason travels as a code
 * (trackOrderMessages); the page writes it in its language.
 */
export function customerCancelRefusal(
  order: { status: OrderStatus; placedAt: Date | string },
  now: Date,
): string | null {
  const refusals = trackOrderMessages.code;
  switch (order.status) {
    case "cancelled":
      return refusals.alreadyCancelled;
    case "delivered":
      return refusals.alreadyDelivered;
    case "shipped":
      return refusals.alreadyShipped;
    case "packed":
      return refusals.alreadyPacked;
    case "placed":
      break;
  }
  const age = now.getTime() - new Date(order.placedAt).getTime();
  return age > customerCancelWindowMs ? refusals.windowPassed : null;
}
