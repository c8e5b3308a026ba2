import { defineText } from "~/i18n/text";

/** The order confirmation page (app/routes/store/order-confirmation.tsx): the order, or why it cannot be shown. */
export const orderConfirmationText = defineText("order-confirmation", {
  title: "Order Confirmation",
  description: "Your order number, items, delivery address and payment details.",
  loading: "Loading your order details...",
  // the order
  thanks: "Thank you for your order!",
  orderNumber: "Order number ",
  waitingForUpi:
    "Your order is placed. Pay with UPI below: we confirm the order as soon as we see your payment.",
  waitingForConfirm: (when: string) =>
    `We have sent a message to your mobile number to confirm this order. Please confirm it from the link by ${when}, or sign in with that number and confirm it from your account; otherwise it is cancelled.`,
  received:
    "We have received your order and will confirm it by SMS or e-mail. Keep the order number to track it.",
  placedOn: "Placed on",
  estimatedDelivery: "Estimated delivery",
  payment: "Payment",
  payWithUpi: "Pay with UPI",
  qrAlt: (amount: string, orderNumber: string) => `UPI QR code to pay ${amount} for order ${orderNumber}`,
  amountToPay: "Amount to pay: ",
  scanBefore:
    "Scan the code with any UPI app, or on this phone tap the button. The payment note carries your order number, ",
  scanAfter: ": please keep it.",
  payWithUpiApp: "Pay with UPI app",
  confirmedOnPayment: "Your order is confirmed once we see your payment. ",
  waitingForOnline: "Your order is placed. Pay online below to confirm it.",
  payOnline: "Pay online",
  payOnlineButton: (amount: string) => `Pay ${amount} securely`,
  payOnlineHint: (time: string) =>
    `Card, net banking, UPI or wallet, on Razorpay's secure page. Pay by ${time}: after that the order is cancelled and its items go back on sale.`,
  payOnlineUnavailable:
    "The payment page cannot be opened just now. Reload this page in a few minutes, or call us to pay another way.",
  payOnlineExpired:
    "The time to pay this order online has passed, so it is being cancelled. Nothing was charged; you can order again.",
  paymentPaid: "Payment received. Thank you: your order is confirmed.",
  paymentProcessing:
    "Your bank has approved the payment; we confirm the order as soon as the payment is settled, usually within minutes.",
  paymentFailed: "The payment did not go through and nothing was charged. You can try again below.",
  paymentCancelled: "You left the payment page. Your order is waiting: pay below to confirm it.",
  paymentUnconfirmed:
    "We could not confirm this payment. If money left your account, we confirm it within minutes or refund it in full.",
  items: "Items",
  deliveryAddress: "Delivery address",
  phone: (phone: string) => `Phone ${phone}`,
  nextSteps: "Next steps",
  trackOrder: "Track Order",
  printInvoice: "Print invoice",
  continueShopping: "Continue Shopping",
  home: "Home",
  questions: "Questions about this order?",
  contactSupport: "Contact Support",
  // no order to show
  unavailableTitle: "Order Details Unavailable",
  notFound: "No order details found",
  invalid: "Invalid order data",
  failed: "Failed to load order details",
  whenTitle: "This can happen when:",
  whenClosed: "the order was already completed and its details were closed,",
  whenRefreshed: "the page was refreshed in a new browser session, or",
  whenDirect: "you came to this page directly, without placing an order.",
  safeBefore: "If you placed an order, it is safe with us: you can ",
  trackIt: "track it",
  safeAfter: " with its order number and your phone number.",
  returnHome: "Return Home",
  // who installs, when it is not our visit
  installedByBrand: (invoice: string) =>
    `Installation: by the brand's service centre, as you chose. Call them after delivery and give them your invoice number, ${invoice}.`,
  installedByNobody: "Installation: not needed, as you chose. No installation charge.",
});
