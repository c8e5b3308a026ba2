import { Link } from "~/i18n/link";

import { dealer } from "~/lib/dealer";
import { freeChangeWindowText } from "~/modules/service/booking-slots";
import type { PolicySection } from "../components/policy-page";
import { replacementDays } from "~/modules/orders/order-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

export const termsIntro = (
  <p>
    These terms apply whenever you browse our website, buy an appliance, spare part or accessory, or book a
    service with {dealer.name}. By using our website or services you agree to them, so please read them
    carefully.
  </p>
);

export const termsSections: PolicySection[] = [
  {
    id: "eligibility",
    title: "Eligibility",
    content: (
      <p>
        You must be at least <strong className="whitespace-nowrap">18 years</strong> old to place an order or
        book a service, or use our website under the supervision of a parent or legal guardian who accepts
        these terms on your behalf.
      </p>
    ),
  },
  {
    id: "accurate-information",
    title: "Accurate Information",
    content: (
      <>
        <p>You agree to give true, complete and current information, in particular:</p>
        <ul>
          <li>The appliance type, brand, model and the issue you are facing.</li>
          <li>Your name, phone number, e-mail and the address for delivery or the service visit.</li>
          <li>A preferred date and time at which someone will be present at the address.</li>
        </ul>
        <p>
          Wrong or incomplete booking details may delay a visit, or lead to a visit charge if the technician
          cannot carry out the work.
        </p>
      </>
    ),
  },
  {
    id: "orders-and-pricing",
    title: "Orders and Pricing",
    content: (
      <ul>
        <li>
          All prices are in Indian Rupees (₹) and are <strong>inclusive of all applicable taxes</strong>.
        </li>
        <li>
          We accept payment by <strong>cash, UPI, net banking or cards</strong>. Online payments are processed
          by secure third-party payment gateways.
        </li>
        <li>Shipping is free on all orders.</li>
        <li>
          An order is confirmed once we accept it. We may cancel an order if a product is out of stock or was
          listed at an obviously wrong price; any amount paid is then refunded in full.
        </li>
        <li>Offers and discounts are valid for the stated period and while stocks last.</li>
      </ul>
    ),
  },
  {
    id: "service-appointments",
    title: "Service Appointments",
    content: (
      <ul>
        <li>
          You can cancel or reschedule an appointment free of charge at least{" "}
          <strong className="whitespace-nowrap">{freeChangeWindowText}</strong> before the scheduled visit.
        </li>
        <li>After a technician has been dispatched to your address, a visit charge may apply.</li>
        <li>
          The technician will share an estimate before starting any paid repair. Work begins only after you
          approve it.
        </li>
        <li>Replaced parts are genuine parts from the brand or its authorised suppliers.</li>
      </ul>
    ),
  },
  {
    id: "warranty",
    title: "Warranty",
    content: (
      <ul>
        <li>
          New appliances carry a <strong>1 year manufacturer warranty</strong>; accessories carry a{" "}
          <strong className="whitespace-nowrap">6 months</strong> warranty, unless the brand states otherwise.
        </li>
        <li>
          Repairs done by our technicians carry a{" "}
          <strong className="whitespace-nowrap">{repairWarrantyDays}-day repair warranty</strong> on the work
          done and the parts replaced.
        </li>
        <li>
          We offer a <strong className="whitespace-nowrap">{replacementDays}-day replacement</strong> from the
          date of delivery for products with a manufacturing defect. See our{" "}
          <Link to="/cancellation-refund">Cancellation &amp; Refund Policy</Link>.
        </li>
        <li>
          Warranties do not cover physical damage, misuse, voltage fluctuation, or repair by anyone other than
          the brand or us.
        </li>
      </ul>
    ),
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    content: (
      <p>
        We take every care in delivery, installation and repair. Our liability for any claim is limited to the
        amount you paid for the product or service concerned. We are not liable for indirect losses, or for
        delays caused by events beyond our control such as floods, strikes or courier disruptions.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing Law and Jurisdiction",
    content: (
      <p>
        These terms are governed by <strong>Indian law</strong>. Any dispute arising from them is subject to
        the exclusive jurisdiction of the courts in {dealer.city}, {dealer.state}.
      </p>
    ),
  },
  {
    id: "changes-to-terms",
    title: "Changes to These Terms",
    content: (
      <p>
        We may revise these terms from time to time. The date at the top of this page shows the latest
        revision; continuing to use our website or services after a change means you accept the revised terms.
        How we handle your data is described in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];
