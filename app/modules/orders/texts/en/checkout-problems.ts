import { maxUnitsPerLine } from "~/modules/cart/cart-rules";

import { defineMessages } from "~/i18n/text";

/**
 * Why checkout did not place the order when no field is to blame, as English text: the action's refusals
 * and the toast when no answer came. The checkout's problem box shows them in the page's language.
 */
export const checkoutProblems = defineMessages("checkout-problems", {
  rateLimit:
    "Too many order attempts from your connection. Please wait a few minutes and try again, or call us.",
  unverifiedLimit:
    "Too many orders have been placed with this mobile number or from your connection. Sign in with your mobile number (we send a one-time code) to place more, or call us.",
  attemptError: "Your checkout could not be read. Please reload the page and try again.",
  invalidForm: "Please correct the highlighted fields.",
  cartError: "Your cart is empty or could not be read.",
  failed: "There was an error placing your order. Please try again.",
  /** placeOrder's fixed refusals, by their codes (app/modules/orders/order-refusal.ts). */
  keyReused: "This checkout was already used for a different cart. Please review your order and try again.",
  emptyCart: "Your cart is empty. Please add a product before checking out.",
  invalidKey: "This checkout form has expired. Please reload the page and try again.",
  quantity: `Quantities must be whole numbers from 1 to ${maxUnitsPerLine}.`,
  unavailable:
    "A product in your cart is no longer available. Please remove it from your cart and try again.",
});
