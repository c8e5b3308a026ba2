import { defineText } from "../text";

/**
 * place-order.server.ts's refusals that name a product or a date, word for word: they cannot travel as fixed
 * English text, so the checkout action writes them in a Tamil page's language (refusal-text.server.ts).
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
});
