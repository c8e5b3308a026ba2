import { defineText } from "~/i18n/text";

/** The Add to Cart button's states (app/modules/cart/use-add-to-cart.ts), Buy Now, and the no-JavaScript note. */
export const addToCartText = defineText("add-to-cart", {
  add: "Add to Cart",
  adding: "Adding...",
  added: "Added",
  "in-cart": "In Cart",
  "out-of-stock": "Out of Stock",
  buyNow: "Buy Now",
  /** Before and after the dealer's phone number. */
  needsJavaScript: "The cart needs JavaScript. Turn it on, or call ",
  needsJavaScriptEnd: " to order.",
});
