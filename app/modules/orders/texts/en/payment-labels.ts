import { defineText } from "~/i18n/text";

/**
 * Payment methods (keyed by method) and where a payment stands. The back office and the dealer's e-mail
 * read the English object (app/modules/orders/payment-labels.ts).
 */
export const paymentLabelsText = defineText("payment-labels", {
  cod: "Cash on delivery",
  card: "Card on delivery",
  upi: "UPI",
  paid: "Paid",
  pendingCod: "Pay in cash when your order is delivered.",
  pendingCard: "Pay by card when your order is delivered.",
  pendingUpi: "Waiting for your UPI payment. We confirm the order once it reaches us.",
});
