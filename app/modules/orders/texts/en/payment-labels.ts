import { defineText } from "~/i18n/text";

/**
 * Payment methods (keyed by method) and where a payment stands. The back office and the dealer's e-mail
 * read the English object (app/modules/orders/payment-labels.ts).
 */
export const paymentLabelsText = defineText("payment-labels", {
  cod: "Cash on delivery",
  card: "Online payment",
  upi: "UPI",
  paid: "Paid",
  pendingCod: "Pay in cash when your order is delivered.",
  pendingCard: "Waiting for your online payment. Pay from your order confirmation page.",
  pendingUpi: "Waiting for your UPI payment. We confirm the order once it reaches us.",
});
