import { dealer } from "~/lib/dealer";
import { businessDaysText, deliveryWindows } from "~/modules/orders/delivery-estimate";

import { defineText } from "~/i18n/text";

type Days = { readonly min: number; readonly max: number };

/** The shipping policy's text (app/modules/content/policies/shipping-policy.tsx). */
export const shippingText = defineText("shipping", {
  intro: `${dealer.name} ships appliances, spare parts and accessories across India from ${dealer.city}, ${dealer.state}. Here is how long each step takes and how you can follow your order.`,

  "processing.title": "Order Processing",
  "processing.time": (days: Days) =>
    `Orders are processed within <nb>${businessDaysText(days)}</nb> of payment confirmation. For cash on delivery, processing starts once we have confirmed the order with you.`,
  "processing.holidays":
    "Orders placed on a weekend or public holiday are processed on the next working day.",

  "timelines.title": "Delivery Timelines",
  "timelines.lead": "After dispatch, delivery usually takes:",
  "timelines.caption": "Delivery time after dispatch, by area",
  "timelines.area": "Delivery area",
  "timelines.after": "Time after dispatch",
  "timelines.metro": deliveryWindows.metro.area,
  "timelines.other": deliveryWindows.other.area,
  "timelines.days": (days: Days) => businessDaysText(days),
  "timelines.note":
    "Large appliances are delivered to your doorstep, and installation is arranged with the brand or our technicians where the product includes it. Remote locations, festivals and weather can occasionally add to these times; we will keep you informed.",

  "charges.title": "Shipping Charges",
  "charges.body": "Shipping is <b>free</b> on all orders. There are no hidden delivery fees at checkout.",

  "tracking.title": "Order Tracking",
  "tracking.body":
    "Once your order is dispatched you receive a tracking ID by SMS or e-mail. Tracking updates usually appear within <nb>24-48 hours</nb> after dispatch. For any question about your delivery, call or e-mail us using the details below.",

  "spareParts.title": "Spare-Part Orders",
  "spareParts.lead": "Every spare-part order moves through three stages:",
  "spareParts.placed": "Placed",
  "spareParts.placedText": "We receive your order and confirm it by SMS or e-mail.",
  "spareParts.packed": "Packed",
  "spareParts.packedText": "The part is checked, packed and handed to our courier partner.",
  "spareParts.shipped": "Shipped / Dispatched",
  "spareParts.shippedText": "The parcel is on its way and you receive a tracking ID.",
  "spareParts.cancel":
    "A spare-part order cannot be cancelled once it has been dispatched. See our <refund>Cancellation & Refund Policy</refund> for when you can cancel.",

  "receiving.title": "Receiving Your Order",
  "receiving.body": (days: number) =>
    `Please check the package when it arrives. If it is damaged or opened, note this on the delivery receipt and tell us as soon as possible, with photos. Products with a manufacturing defect are covered by our ${days}-day replacement.`,
});
