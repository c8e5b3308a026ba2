import { defineText } from "~/i18n/text";

/** An order's lines and totals (app/modules/orders/components/order-line-list.tsx): checkout and the order pages. */
export const orderLinesText = defineText("order-lines", {
  quantity: (count: number) => `Qty ${count}`,
  subtotal: "Subtotal",
  totalDiscounts: "Total discounts",
  shipping: "Shipping",
  free: "Free",
  installation: "Installation",
  total: "Total",
});
