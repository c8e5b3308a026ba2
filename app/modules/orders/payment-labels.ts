import type { PaymentMethod, PaymentStatus } from "../../../db/enums";

/** How each payment method is named on the customer's pages, the invoice and the dealer's e-mail. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cod: "Cash on delivery",
  card: "Card on delivery",
  upi: "UPI",
};

const pendingText: Record<PaymentMethod, string> = {
  cod: "Pay in cash when your order is delivered.",
  card: "Pay by card when your order is delivered.",
  upi: "Waiting for your UPI payment. We confirm the order once it reaches us.",
};

/** One line about where the payment stands, for the customer. */
export function paymentStatusText(method: PaymentMethod, status: PaymentStatus): string {
  return status === "paid" ? "Paid" : pendingText[method];
}
