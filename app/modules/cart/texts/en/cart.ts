import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/** The cart page (app/routes/store/cart.tsx), its lines and its order summary. */
export const cartText = defineText("cart", {
  title: "Shopping Cart",
  description: `Your shopping cart at ${dealer.name}, ${dealer.city}: review quantities and prices, then check out.`,
  crumb: "Cart",
  itemCount: items,
  continueShopping: "Continue Shopping",
  emptyTitle: "Your cart is empty",
  emptyLead: "Continue shopping to find the right appliance for your home, or see today's offers.",
  viewOffers: "View Offers",
  pricesFailed:
    "We could not check the latest prices just now. Prices and stock are confirmed again when you place the order.",
  tryAgain: "Try again",
  productsInCart: "Products in your cart",
  loading: "Loading your cart",
  blockedUnavailable: "Remove the products that can no longer be ordered to continue to checkout.",
  blockedShort: "Lower the quantities of the products with too little stock to continue to checkout.",
  // one line
  quantityOf: (title: string) => `Quantity of ${title}`,
  decrease: (title: string) => `Decrease quantity of ${title}`,
  increase: (title: string) => `Increase quantity of ${title}`,
  unavailable: "This product is no longer available. Please remove it.",
  outOfStock: "Out of stock. Please remove it to continue to checkout.",
  short: (stock: number) =>
    `Only ${stock} left in stock. Lower the quantity to ${stock} to continue to checkout.`,
  price: "Price ",
  mrp: "MRP ",
  each: "each",
  priceUpdated: (from: string, to: string) => `Price updated from ${from} to ${to}`,
  lineTotal: "Line total ",
  /** The remove button reads "{removeBefore}Remove{removeAfter}": the screen-reader parts name the product. */
  removeBefore: (_title: string) => "",
  remove: "Remove",
  removeAfter: (title: string) => ` ${title} from cart`,
  // the summary
  summaryTitle: "Order Summary",
  priceOfItems: (count: number) => `Price (${items(count)})`,
  discount: "Discount",
  delivery: "Delivery",
  free: "Free",
  subtotal: "Subtotal",
  youSave: (amount: string) => `You save ${amount} on this order`,
  installation: (amount: string) =>
    `Installation by our technicians: ${amount}, if you choose it at checkout (or the brand installs it, or nobody).`,
  taxes: "Prices are inclusive of all taxes.",
  proceed: "Proceed to Checkout",
  genuine: "Genuine products with the full manufacturer warranty",
});
