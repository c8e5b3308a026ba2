import { defineText } from "~/i18n/text";

/** /track-service: paying a rejected claim's bill online, and what the customer is told on coming back. */
export const rebillPaymentText = defineText("rebill-payment", {
  payOnline: "Pay online",
  payOnlineHint:
    "Card, net banking, UPI or wallet, on Razorpay's secure page. Or pay us by UPI or cash when we call.",
  payOnlineButton: (amount: string) => `Pay ${amount} securely`,
  payOnlineUnavailable:
    "The payment page cannot be opened just now. Reload this page in a few minutes, or pay us by UPI or cash when we call.",
  paymentPaid: "Payment received. Thank you: your invoice is below.",
  paymentProcessing:
    "Your bank has approved the payment; your invoice appears here as soon as the payment is settled, usually within minutes.",
  paymentFailed: "The payment did not go through and nothing was charged. You can try again below.",
  paymentCancelled: "You left the payment page. The bill is still to be paid: pay below when you are ready.",
  paymentUnconfirmed:
    "We could not confirm this payment. If money left your account, we confirm it within minutes or refund it in full.",
});
