import { defineText } from "~/i18n/text";

const items = (count: number) => `${count === 1 ? "item" : "items"}`;

/** The mini cart under the header's cart button (app/modules/cart/components/cart-popover.tsx). */
export const cartPopoverText = defineText("cart-popover", {
  label: "Cart summary",
  emptyTitle: "Your cart is empty",
  emptyLead: "Add an appliance to see it here.",
  shopNow: "Shop Now",
  title: "Your Cart",
  itemCount: (count: number) => `(${count} ${items(count)})`,
  productsInCart: "Products in your cart",
  more: (count: number) => `+${count} more ${items(count)}`,
  subtotal: "Subtotal",
  viewCart: "View Cart",
  checkout: "Checkout",
});
