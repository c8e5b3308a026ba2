import { Link } from "~/i18n/link";

import { dealer } from "~/lib/dealer";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

import type { PolicySection } from "./policy-page";
import { replacementDays } from "~/modules/orders/order-rules";
import { serviceReplyMinutes } from "~/modules/service/service-rules";

const coverPeriods = [
  { value: "1 year", label: "Manufacturer warranty on new appliances" },
  { value: "6 months", label: "On accessories and spare parts" },
  { value: `${repairWarrantyDays} days`, label: "On repairs by our technicians" },
  { value: `${replacementDays} days`, label: "Replacement for manufacturing defects" },
];

export const warrantyIntro = (
  <>
    <p>
      Everything {dealer.name} sells or repairs is covered. Here is how long each cover lasts, what it
      includes, and how to make a claim.
    </p>
    <ul className="mt-4 grid grid-cols-2 gap-3">
      {coverPeriods.map((period) => (
        <li key={period.value} className="rounded-xl bg-white p-3 ring-1 ring-brand-100 sm:p-4">
          <span className="block text-xl font-bold text-brand-700 sm:text-2xl">{period.value}</span>
          <span className="text-sm text-slate-700">{period.label}</span>
        </li>
      ))}
    </ul>
  </>
);

export const warrantySections: PolicySection[] = [
  {
    id: "product-warranty",
    title: "Manufacturer Warranty on Products",
    content: (
      <>
        <p>
          New appliances carry a <strong>1 year manufacturer warranty</strong> from the date of delivery,
          unless the brand states a longer period (some brands cover compressors or motors for longer).
        </p>
        <ul>
          <li>The warranty covers defects in materials and manufacture under normal household use.</li>
          <li>
            As an authorised service partner we carry out warranty repairs ourselves or arrange them with the
            brand&apos;s service centre, so you only deal with us.
          </li>
          <li>Keep your invoice: it is your proof of purchase for any claim.</li>
        </ul>
      </>
    ),
  },
  {
    id: "accessories",
    title: "Accessories and Spare Parts",
    content: (
      <p>
        Accessories and spare parts bought from us carry a{" "}
        <strong className="whitespace-nowrap">6 months</strong> warranty from the date of delivery, unless the
        brand states otherwise.
      </p>
    ),
  },
  {
    id: "repair-warranty",
    title: `${repairWarrantyDays}-Day Repair Warranty`,
    content: (
      <>
        <p>
          Every repair done by our technicians carries a{" "}
          <strong className="whitespace-nowrap">{repairWarrantyDays}-day repair warranty</strong>, counted
          from the date of the repair.
        </p>
        <h3>What it covers</h3>
        <ul>
          <li>The work our technician did on the appliance.</li>
          <li>The spare parts we fitted during that repair.</li>
          <li>
            A repeat of the same fault within {repairWarrantyDays} days: we come back and fix it free of
            charge, with no visit charge.
          </li>
        </ul>
        <h3>What it does not cover</h3>
        <ul>
          <li>A different fault, or parts we did not repair or replace.</li>
          <li>Physical damage, liquid damage, pests, misuse or accidents after the repair.</li>
          <li>Damage from voltage fluctuation or faulty house wiring.</li>
          <li>An appliance opened or repaired by anyone other than the brand or us after our visit.</li>
        </ul>
        <p>
          See <Link to="/services/repairs">Repair Services &amp; Charges</Link> for what each repair includes.
        </p>
      </>
    ),
  },
  {
    id: "replacement",
    title: "7-Day Replacement",
    content: (
      <>
        <p>
          We offer a <strong className="whitespace-nowrap">{replacementDays}-day replacement</strong> from the
          date of delivery for products with a manufacturing defect. Keep the product with its original box,
          accessories and invoice; our technician or the brand&apos;s service centre confirms the defect, and
          we replace the product at no cost to you.
        </p>
        <p>
          Damage caused by misuse, improper installation or accidents is not a manufacturing defect. See our{" "}
          <Link to="/cancellation-refund">Cancellation &amp; Refund Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "exclusions",
    title: "What Warranties Do Not Cover",
    content: (
      <ul>
        <li>Physical damage, breakage or scratches after delivery.</li>
        <li>Misuse, or use not in line with the brand&apos;s instructions.</li>
        <li>Voltage fluctuation, power surges, fire, flood and other natural causes.</li>
        <li>Repair or tampering by anyone other than the brand or us.</li>
        <li>Consumables such as filters, bulbs and remote batteries.</li>
      </ul>
    ),
  },
  {
    id: "how-to-claim",
    title: "How to Make a Claim",
    content: (
      <>
        <ol>
          <li>
            Call, WhatsApp or e-mail us using the details below, with your invoice, order ID or repair bill.
          </li>
          <li>Tell us what is wrong; a photo or short video helps us bring the right part.</li>
          <li>
            We reply within {serviceReplyMinutes} minutes during service hours and book a technician visit.
            There is no visit charge for a valid warranty claim.
          </li>
          <li>
            We repair or replace under the warranty that applies, or handle the claim with the brand for you.
          </li>
        </ol>
        <p>
          Bought from us online? Open{" "}
          <Link to="/my-appliances" className="font-semibold text-brand-700 underline">
            My Appliances
          </Link>{" "}
          with your order number and phone number to see each appliance&rsquo;s warranty and book a repair in
          one step.
        </p>
      </>
    ),
  },
];
