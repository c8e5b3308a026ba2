import { dealer } from "~/lib/dealer";
import { defineText } from "~/i18n/text";

const taxRecords =
  "tax invoices and the name and address on them are kept for 72 months from the due date of that year's annual GST return (CGST Act, section 36)";

/** The itemised notices at checkout, booking, contact, sign-in and complaints (decision 041), written by the server. */
export const dataNoticesText = defineText("data-notices", {
  what: "What we collect",
  why: "Why",
  howLong: "How long",
  "order.title": "Your details with this order",
  "order.what":
    "Your name, mobile number, e-mail, delivery address, GSTIN if you give one, what you order and how you pay.",
  "order.why":
    "To deliver and bill the order, install it if you ask, honour its warranty, and send the updates you agree to. Nothing is sold or used for advertising.",
  "order.howLong": `The ${taxRecords}; everything else until you erase it from your account.`,
  "booking.title": "Your details with this booking",
  "booking.what":
    "Your name, mobile number, e-mail if you give it, address, the appliance, its fault and any photos.",
  "booking.why":
    "To send a technician, bill the visit, record the warranty work, and send the updates you agree to.",
  "booking.howLong": `Service invoices like other ${taxRecords}; everything else until you erase it from your account.`,
  "contact.title": "Your details with this message",
  "contact.what": "Your name, mobile number, e-mail if you give it, and your message.",
  "contact.why": "Only to answer your message.",
  "contact.howLong": "Until you erase it from your account.",
  "sign-in.title": "How we use your number",
  "sign-in.what": "Your mobile number, and the time you sign in.",
  "sign-in.why":
    "To send the sign-in code and to show you the orders, repairs, appliances and invoices made with this number.",
  "sign-in.howLong": `A code is deleted a day after it expires; you stay signed in on this device for 30 days after your last visit, or until you sign out.`,
  "complaint.title": "Your details with this complaint",
  "complaint.what": "Your name, mobile number, e-mail if you give it, what you wrote and your photos.",
  "complaint.why":
    "Only to look into your complaint and answer it, by SMS or WhatsApp and on the complaint's page.",
  "complaint.howLong": "Until you erase it from your account, once the complaint is resolved.",
  rights:
    "Your rights: download or erase your data from your account, stop updates at any time from any message or your account, and complain to our grievance officer, then to the Data Protection Board of India.",
  accountLink: "My account",
  officerLink: `Grievance officer: ${dealer.grievanceOfficer.name}, ${dealer.grievanceOfficer.phone}`,
  versionLabel: (version: string) => `Notice version ${version}`,
  historyTitle: "What you agreed to, and when",
  "purpose.order": "Order",
  "purpose.booking": "Repair booking",
  "purpose.contact": "Message to us",
  "purpose.sign-in": "Sign-in",
  "purpose.complaint": "Complaint",
  allOfThem: "all",
  noticeGiven: (version: string) => `details given, notice version ${version}`,
  updatesGiven: "agreed to SMS, WhatsApp and e-mail updates",
  updatesWithdrawn: "updates stopped",
});
