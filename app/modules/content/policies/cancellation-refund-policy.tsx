import { Link } from "~/i18n/link";

import { dealer } from "~/lib/dealer";
import { customerCancelWindowText } from "~/modules/orders/order-rules";
import { freeChangeWindowText } from "~/modules/service/booking-slots";
import type { PolicySection } from "../components/policy-page";
import { replacementDays } from "~/modules/orders/order-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

export const cancellationIntro = (
  <p>
    Plans change, and sometimes a product is not right. This policy explains when you can cancel an order or a
    service appointment with {dealer.name}, how replacements work, and how quickly your money comes back.
  </p>
);

export const cancellationSections: PolicySection[] = [
  {
    id: "order-cancellation",
    title: "Cancelling an Order",
    content: (
      <ul>
        <li>
          A spare-part order can be cancelled within{" "}
          <strong className="whitespace-nowrap">{customerCancelWindowText}</strong> of placing it, as long as
          it has not yet been packed or shipped.
        </li>
        <li>
          Spare-part orders move from placed to packed, then shipped or dispatched.{" "}
          <strong>Once an order has been dispatched it can no longer be cancelled.</strong>
        </li>
        <li>
          To cancel, call or e-mail us with your order ID. We confirm the cancellation and, if you paid
          online, start your refund.
        </li>
      </ul>
    ),
  },
  {
    id: "appointment-cancellation",
    title: "Cancelling or Rescheduling a Service Appointment",
    content: (
      <ul>
        <li>
          You can cancel or reschedule a service appointment free of charge at least{" "}
          <strong className="whitespace-nowrap">{freeChangeWindowText}</strong> before the scheduled visit.
        </li>
        <li>After a technician has been dispatched to your address, a visit charge may apply.</li>
      </ul>
    ),
  },
  {
    id: "replacement",
    title: "Replacement for Defective Products",
    content: (
      <>
        <p>
          We offer a <strong className="whitespace-nowrap">{replacementDays}-day replacement</strong> for
          products with a manufacturing defect, counted from the date of delivery. To request one:
        </p>
        <ol>
          <li>
            Contact us within {replacementDays} days of delivery with your order ID and a short description of
            the defect.
          </li>
          <li>Keep the product with its original box, accessories and invoice.</li>
          <li>
            Our technician or the brand&apos;s service centre inspects the product and confirms the defect.
          </li>
          <li>Once confirmed, we replace the product at no cost to you.</li>
        </ol>
        <p>
          Damage caused by misuse, improper installation or accidents is not a manufacturing defect. After the
          replacement period, the manufacturer&apos;s warranty applies (see our{" "}
          <Link to="/terms">Terms &amp; Conditions</Link>).
        </p>
      </>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    content: (
      <>
        <ul>
          <li>
            An approved refund is initiated within{" "}
            <strong className="whitespace-nowrap">3-5 business days</strong>.
          </li>
          <li>
            Depending on your bank or payment provider, it may take{" "}
            <strong className="whitespace-nowrap">5-10 business days</strong> for the amount to show in your
            account.
          </li>
          <li>
            Refunds go back to the original payment method. Orders paid in cash are refunded by bank transfer
            or UPI.
          </li>
        </ul>
        <p>We will tell you by SMS or e-mail when your refund has been initiated.</p>
      </>
    ),
  },
  {
    id: "not-eligible",
    title: "What Cannot Be Cancelled or Refunded",
    content: (
      <ul>
        <li>Orders that have already been dispatched.</li>
        <li>
          Repair work already carried out and accepted; this is covered by our {repairWarrantyDays}-day repair
          warranty.
        </li>
        <li>Products damaged after delivery through misuse, accidents or unauthorised repair.</li>
      </ul>
    ),
  },
];
