import { defineText } from "~/i18n/text";

/**
 * place-order.server.ts's refusals that name a product, a date or a number, word for word: placeOrder
 * returns their codes and values, and app/modules/orders/order-refusal.ts writes them in the page's language.
 */
export const checkoutRefusals = defineText("checkout-refusals", {
  hidden: (title: string) =>
    `${title} is no longer available. Please remove it from your cart and try again.`,
  atMost: (count: string, title: string) => `You can order at most ${count} of ${title}.`,
  outOfStock: (title: string) => `${title} is out of stock.`,
  onlyLeft: (stock: string, title: string) =>
    `Only ${stock} left of ${title}. Please lower the quantity and try again.`,
  dateFrom: (date: string) => `Please choose ${date} or later: your order should have arrived by then.`,
  dateUntil: (date: string) => `Please choose a date up to ${date}.`,
  tooManyLines: (count: string) => `Please order at most ${count} different products at a time.`,
});
