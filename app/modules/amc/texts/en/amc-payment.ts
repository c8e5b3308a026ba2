import { defineText } from "~/i18n/text";

/** /amc: paying a waiting contract online, and what the customer is told on coming back from the gateway. */
export const amcPaymentText = defineText("amc-payment", {
  payOnline: "Pay online",
  payOnlineHint: "Card, net banking, UPI or wallet, on Razorpay's secure page.",
  payOnlineButton: (amount: string) => `Pay ${amount} securely`,
  payOnlineUnavailable:
    "The payment page cannot be opened just now. Reload this page in a few minutes, or pay by UPI below.",
  orUpi: "Or pay by UPI",
  paymentPaid: "Payment received. Thank you: your plan is active.",
  paymentProcessing:
    "Your bank has approved the payment; your plan starts as soon as the payment is settled, usually within minutes.",
  paymentFailed: "The payment did not go through and nothing was charged. You can try again below.",
  paymentCancelled: "You left the payment page. Your plan is waiting: pay below to start it.",
  paymentUnconfirmed:
    "We could not confirm this payment. If money left your account, we confirm it within minutes or refund it in full.",
});
