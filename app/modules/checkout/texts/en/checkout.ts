import { businessDaysText, processingDays, type DeliveryEstimate } from "~/modules/orders/delivery-estimate";

import { defineText } from "~/i18n/text";

const dispatch = `Orders are dispatched within ${businessDaysText(processingDays)}.`;

/** The checkout page (app/routes/store/checkout.tsx): the form, its sections and the order summary beside it. */
export const checkoutText = defineText("checkout", {
  title: "Checkout",
  description: "Enter your delivery details and choose how to pay: cash on delivery, UPI or online.",
  backToCart: "Back to cart",
  emptyTitle: "Your cart is empty",
  emptyLead: "Add a product to your cart before checking out.",
  continueShopping: "Continue Shopping",
  seeOffers: "See Offers",
  // contact
  contact: "Contact",
  name: "Full name",
  email: "Email",
  phone: "Phone number",
  // shipping
  shipping: "Shipping",
  address: "Address",
  addressPlaceholder: "House number, street, area",
  address2: "Apartment, landmark",
  city: "City",
  state: "State",
  selectState: "Select a state",
  pincode: "Pincode",
  country: "Country",
  india: "India",
  /** The delivery window for the pincode, e.g. "Delivery to Chennai in 3-6 business days after dispatch." */
  deliveryEstimate: (estimate: DeliveryEstimate) => estimate.summary,
  dispatchFree: ` ${dispatch} Free shipping.`,
  // a business buyer's GST details
  claimGst: "Claim GST input credit: add my business GSTIN to the invoice",
  gstin: "GSTIN",
  gstinHint: "15 characters, registered in the delivery state.",
  businessName: "Business name",
  businessNameHint: "As registered for GST.",
  // installation (the section's choices are in installation-choice.ts)
  installationTitle: (demo: boolean) => (demo ? "Demo" : "Installation"),
  // payment
  payment: "Payment",
  codLabel: "Cash on Delivery",
  codHint: "Pay in cash when your order arrives.",
  cardLabel: "Pay online",
  cardHint: "Card, net banking, UPI or wallet, on Razorpay's secure page right after you place the order.",
  upiLabel: "UPI",
  upiHint: "After you place the order you get a QR code and a payment link for any UPI app.",
  // consent
  agreeBefore: "I agree to the ",
  terms: "terms and conditions",
  agreeAfter: "",
  saveInfo: "Save my information for next time",
  saveInfoHint: "Kept only in this browser.",
  // placing the order
  reviewCart: "Review your cart",
  errorTitle: "Error",
  processing: "Processing...",
  placeOrder: "Place Order",
  blocked: "A product in your cart cannot be ordered. Please update your cart.",
  totalToPay: (amount: string) => `Total to pay ${amount}`,
  payWhenCod: "You pay in cash when the order is delivered.",
  payWhenUpi: "You pay by UPI right after placing the order.",
  payWhenCard: "You pay online on the next page, right after placing the order.",
  // the summary
  summaryTitle: "Order Summary",
  loadingCart: "Loading your cart",
  lineUnavailable: "No longer available: please remove it from your cart.",
  lineOutOfStock: "Out of stock: please remove it from your cart.",
  lineShort: "Fewer units in stock than in your cart.",
  checkingPrices: "Checking current prices and stock...",
  pricesFailed:
    "We could not check current prices just now. Your order is priced by our store when you place it.",
  taxes: "Prices include all taxes.",
  freeDelivery: `Free delivery across India. ${dispatch}`,
  needHelp: "Need help with your order?",
  contactSupport: "Contact Support",
});
