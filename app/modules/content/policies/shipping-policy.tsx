import { Link } from "~/i18n/link";

import { dealer } from "~/lib/dealer";
import { businessDaysText, deliveryWindows, processingDays } from "~/modules/orders/delivery-estimate";
import type { PolicySection } from "../components/policy-page";
import { replacementDays } from "~/modules/orders/order-rules";

export const shippingIntro = (
  <p>
    {dealer.name} ships appliances, spare parts and accessories across India from {dealer.city},{" "}
    {dealer.state}. Here is how long each step takes and how you can follow your order.
  </p>
);

const deliveryTimes = [deliveryWindows.metro, deliveryWindows.other].map((window) => ({
  area: window.area,
  time: businessDaysText(window),
}));

const sparePartSteps = [
  { name: "Placed", text: "We receive your order and confirm it by SMS or e-mail." },
  { name: "Packed", text: "The part is checked, packed and handed to our courier partner." },
  { name: "Shipped / Dispatched", text: "The parcel is on its way and you receive a tracking ID." },
];

export const shippingSections: PolicySection[] = [
  {
    id: "order-processing",
    title: "Order Processing",
    content: (
      <>
        <p>
          Orders are processed within{" "}
          <strong className="whitespace-nowrap">{businessDaysText(processingDays)}</strong> of payment
          confirmation. For cash on delivery, processing starts once we have confirmed the order with you.
        </p>
        <p>Orders placed on a weekend or public holiday are processed on the next working day.</p>
      </>
    ),
  },
  {
    id: "delivery-timelines",
    title: "Delivery Timelines",
    content: (
      <>
        <p>After dispatch, delivery usually takes:</p>
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">Delivery time after dispatch, by area</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Delivery area
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Time after dispatch
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {deliveryTimes.map((row) => (
                <tr key={row.area}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    {row.area}
                  </th>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">{row.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Large appliances are delivered to your doorstep, and installation is arranged with the brand or our
          technicians where the product includes it. Remote locations, festivals and weather can occasionally
          add to these times; we will keep you informed.
        </p>
      </>
    ),
  },
  {
    id: "shipping-charges",
    title: "Shipping Charges",
    content: (
      <p>
        Shipping is <strong>free</strong> on all orders. There are no hidden delivery fees at checkout.
      </p>
    ),
  },
  {
    id: "order-tracking",
    title: "Order Tracking",
    content: (
      <p>
        Once your order is dispatched you receive a tracking ID by SMS or e-mail. Tracking updates usually
        appear within <strong className="whitespace-nowrap">24-48 hours</strong> after dispatch. For any
        question about your delivery, call or e-mail us using the details below.
      </p>
    ),
  },
  {
    id: "spare-part-orders",
    title: "Spare-Part Orders",
    content: (
      <>
        <p>Every spare-part order moves through three stages:</p>
        <ol className="list-none! space-y-0! pl-0!">
          {sparePartSteps.map((step, index) => (
            <li key={step.name} className="relative flex gap-4 pb-5 last:pb-0">
              {index < sparePartSteps.length - 1 ? (
                <span className="absolute top-9 bottom-0 left-[1.0625rem] w-0.5 bg-brand-100" aria-hidden />
              ) : null}
              <span
                className="relative flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <div className="pt-1.5">
                <p className="font-semibold text-slate-900">{step.name}</p>
                <p className="mt-1">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p>
          A spare-part order cannot be cancelled once it has been dispatched. See our{" "}
          <Link to="/cancellation-refund">Cancellation &amp; Refund Policy</Link> for when you can cancel.
        </p>
      </>
    ),
  },
  {
    id: "receiving-your-order",
    title: "Receiving Your Order",
    content: (
      <p>
        Please check the package when it arrives. If it is damaged or opened, note this on the delivery
        receipt and tell us as soon as possible, with photos. Products with a manufacturing defect are covered
        by our {replacementDays}-day replacement.
      </p>
    ),
  },
];
