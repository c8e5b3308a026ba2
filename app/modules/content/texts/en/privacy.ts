import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The privacy policy's text (app/modules/content/policies/privacy-policy.tsx). */
export const privacyText = defineText("privacy", {
  intro: `At ${dealer.name} we handle the details you share with us as carefully as the appliances you trust us with. This policy explains what we collect when you shop with us or book a service, why we collect it, and the choices you have.`,

  "collect.title": "Information We Collect",
  "collect.lead": "We collect only what we need to deliver your order or complete your service request:",
  "collect.name": "<b>Full name</b>, so our team and technicians know whom to contact.",
  "collect.contact":
    "<b>Phone number and e-mail address</b>, to confirm bookings and send order and service updates.",
  "collect.address": "<b>Service and billing address</b>, for doorstep visits, deliveries and invoices.",
  "collect.appliance":
    "<b>Appliance type, brand and the issue reported</b>, so the right technician arrives with the right parts.",
  "collect.payment": (online: boolean) =>
    online
      ? "<b>Payment details</b>: the reference of your UPI payment, or the payment id our gateway (Razorpay) gives an online payment. Card and bank details are entered on Razorpay's page; we never see or store them."
      : "<b>Payment details</b>: the reference (UTR) of your UPI payment and the amount received. We never ask for card or bank details.",
  "collect.history":
    "<b>Service history and preferences</b>, such as past repairs, warranty status and preferred visit times.",
  "collect.device": "<b>Device and browser data</b>, such as browser type, device type and pages visited.",
  "collect.cookies":
    "<b>Cookies and analytics</b>, to keep your cart, remember your choices and understand how our website is used.",

  "use.title": "How We Use Your Information",
  "use.orders": "To process, deliver and support your orders, including installation where offered.",
  "use.appointments": "To schedule, carry out and follow up on service and repair appointments.",
  "use.warranties": "To register and honour manufacturer and repair warranties with our partner brands.",
  "use.updates": "To send order confirmations, appointment reminders, tracking updates and invoices.",
  "use.questions": "To answer your questions, complaints and feedback.",
  "use.improve": "To improve our website, products and service quality, and to prevent fraud.",
  "use.offers":
    "To share offers and service reminders, only where you have agreed to receive them. You can opt out at any time.",

  "sharing.title": "Sharing Your Information",
  "sharing.lead":
    "We never sell or rent your personal information. We share it only with those who help us serve you, and only as much as they need:",
  "sharing.technicians": "Our certified technicians and service staff assigned to your request.",
  "sharing.brands": "Authorised brand service centres, for warranty registration and claims.",
  "sharing.couriers": "Delivery and courier partners, to ship your order to your address.",
  "sharing.payments": (online: boolean) =>
    online
      ? "Razorpay, our payment gateway, and banks, to process payments and refunds."
      : "Banks, to process payments and refunds.",
  "sharing.authorities": "Government or law-enforcement authorities, when Indian law requires it.",

  "security.title": "Data Security",
  "security.body": (online: boolean) =>
    `Your information is sent over encrypted connections (HTTPS) and stored on systems with restricted access. Only staff who need your details to serve you can see them. ${online ? "Card payments are handled entirely by our PCI-DSS compliant payment gateway. " : ""}No system is perfectly secure, but we review our safeguards regularly and will inform you if a breach affects your data.`,

  "rights.title": "Your Rights",
  "rights.lead": "You may at any time ask us to:",
  "rights.see": "Show you the personal information we hold about you.",
  "rights.correct": "Correct or update information that is wrong or incomplete.",
  "rights.delete": "Delete your information, where we are not required by law to keep it.",
  "rights.stop": "Stop sending you promotional messages.",
  "rights.withdraw": "Withdraw a consent you have given earlier.",
  "rights.request":
    "Signed in with your mobile number, you can download everything we hold about you, or erase it, from <account>My account</account>. For anything else, or a complaint about how we handle your data, write to our <grievance>grievance officer</grievance> or use the contact details below. We address every request within <nb>30 business days</nb>.",

  "retention.title": "Data Retention",
  "retention.body":
    "We keep order and service records for as long as your warranty runs and for the period Indian tax and accounting laws require. Information we no longer need is deleted or anonymised. Analytics data is kept in aggregate form only.",

  "changes.title": "Changes to This Policy",
  "changes.body":
    "We may update this policy as our services or the law change. The date at the top of this page shows the latest revision. Please also read our <terms>Terms & Conditions</terms>.",
});
