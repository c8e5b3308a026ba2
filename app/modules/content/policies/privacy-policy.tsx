import { Link } from "~/i18n/link";

import { dealer } from "~/lib/dealer";
import type { PolicySection } from "../components/policy-page";

export const privacyIntro = (
  <p>
    At {dealer.name} we handle the details you share with us as carefully as the appliances you trust us with.
    This policy explains what we collect when you shop with us or book a service, why we collect it, and the
    choices you have.
  </p>
);

export const privacySections: PolicySection[] = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    content: (
      <>
        <p>We collect only what we need to deliver your order or complete your service request:</p>
        <ul>
          <li>
            <strong>Full name</strong>, so our team and technicians know whom to contact.
          </li>
          <li>
            <strong>Phone number and e-mail address</strong>, to confirm bookings and send order and service
            updates.
          </li>
          <li>
            <strong>Service and billing address</strong>, for doorstep visits, deliveries and invoices.
          </li>
          <li>
            <strong>Appliance type, brand and the issue reported</strong>, so the right technician arrives
            with the right parts.
          </li>
          <li>
            <strong>Payment details</strong>, processed by secure third-party payment gateways. We do not
            store your card details on our systems.
          </li>
          <li>
            <strong>Service history and preferences</strong>, such as past repairs, warranty status and
            preferred visit times.
          </li>
          <li>
            <strong>Device and browser data</strong>, such as browser type, device type and pages visited.
          </li>
          <li>
            <strong>Cookies and analytics</strong>, to keep your cart, remember your choices and understand
            how our website is used.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    content: (
      <ul>
        <li>To process, deliver and support your orders, including installation where offered.</li>
        <li>To schedule, carry out and follow up on service and repair appointments.</li>
        <li>To register and honour manufacturer and repair warranties with our partner brands.</li>
        <li>To send order confirmations, appointment reminders, tracking updates and invoices.</li>
        <li>To answer your questions, complaints and feedback.</li>
        <li>To improve our website, products and service quality, and to prevent fraud.</li>
        <li>
          To share offers and service reminders, only where you have agreed to receive them. You can opt out
          at any time.
        </li>
      </ul>
    ),
  },
  {
    id: "sharing-information",
    title: "Sharing Your Information",
    content: (
      <>
        <p>
          We never sell or rent your personal information. We share it only with those who help us serve you,
          and only as much as they need:
        </p>
        <ul>
          <li>Our certified technicians and service staff assigned to your request.</li>
          <li>Authorised brand service centres, for warranty registration and claims.</li>
          <li>Delivery and courier partners, to ship your order to your address.</li>
          <li>Payment gateways and banks, to process payments and refunds.</li>
          <li>Government or law-enforcement authorities, when Indian law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: "data-security",
    title: "Data Security",
    content: (
      <p>
        Your information is sent over encrypted connections (HTTPS) and stored on systems with restricted
        access. Only staff who need your details to serve you can see them. Card payments are handled entirely
        by PCI-DSS compliant payment gateways. No system is perfectly secure, but we review our safeguards
        regularly and will inform you if a breach affects your data.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights",
    content: (
      <>
        <p>You may at any time ask us to:</p>
        <ul>
          <li>Show you the personal information we hold about you.</li>
          <li>Correct or update information that is wrong or incomplete.</li>
          <li>Delete your information, where we are not required by law to keep it.</li>
          <li>Stop sending you promotional messages.</li>
          <li>Withdraw a consent you have given earlier.</li>
        </ul>
        <p>
          Send your request using the contact details below. We address every request within{" "}
          <strong className="whitespace-nowrap">30 business days</strong>.
        </p>
      </>
    ),
  },
  {
    id: "data-retention",
    title: "Data Retention",
    content: (
      <p>
        We keep order and service records for as long as your warranty runs and for the period Indian tax and
        accounting laws require. Information we no longer need is deleted or anonymised. Analytics data is
        kept in aggregate form only.
      </p>
    ),
  },
  {
    id: "policy-changes",
    title: "Changes to This Policy",
    content: (
      <p>
        We may update this policy as our services or the law change. The date at the top of this page shows
        the latest revision. Please also read our <Link to="/terms">Terms &amp; Conditions</Link>.
      </p>
    ),
  },
];
