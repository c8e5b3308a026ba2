import { maxUnitsPerLine } from "~/modules/cart/cart-rules";

import { defineText } from "~/i18n/text";

/** The cart's toasts (app/modules/cart/use-cart.ts): added, removed, a full cart, the quantity limit. */
export const cartNoticesText = defineText("cart-notices", {
  limitTitle: "Quantity limit reached",
  limit: (title: string) =>
    `You can order up to ${maxUnitsPerLine} of ${title} at a time; your cart holds ${maxUnitsPerLine}.`,
  fullTitle: "Your cart is full",
  full: (title: string) => `Remove a product from your cart to add ${title}.`,
  addedFromProductPage: (title: string) => `${title} added to cart`,
  addedTitle: "Added to cart",
  added: (title: string) => `${title} has been added to your cart`,
  removedTitle: "Removed from cart",
  removed: (title: string) => `${title} has been removed from your cart`,
});
