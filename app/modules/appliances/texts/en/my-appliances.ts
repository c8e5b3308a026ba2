import { dealer } from "~/lib/dealer";
import { repairWarrantyText, warrantyReminderDays } from "~/modules/appliances/warranty-rules";

import { defineText } from "~/i18n/text";

/** /my-appliances: the lookup and the appliances of the order found. */
export const myAppliancesText = defineText("my-appliances", {
  title: "My Appliances",
  description: `Find the appliances you bought from ${dealer.name} with your order number and phone number: warranty status, invoice, and a repair booked in one step.`,
  eyebrow: "After your purchase",
  lead: "See the warranty of each appliance you bought from us, download the invoice again and book a repair in one step. Enter the order number and the mobile number you gave at checkout.",
  formTitle: "Find your appliances",
  orderNumber: "Order number",
  phone: "Mobile number used at checkout",
  submit: "Show my appliances",
  /** The list's title: this, then the order number. */
  fromOrder: "Appliances from order",
  cancelled: "This order was cancelled.",
  notDelivered: "Your appliances appear here once the order is delivered.",
  serialNumber: "Serial number",
  notRecorded: "Not recorded",
  purchaseDate: "Purchase date",
  manufacturerWarranty: "Manufacturer’s warranty",
  repairWarrantyUntil: `${repairWarrantyText} repair warranty until`,
  bookRepair: "Book a repair",
  downloadInvoice: "Download invoice",
  deliveredNote: "Delivered: see each appliance’s warranty and book a repair under ",
  myAppliances: "My Appliances",
  deliveredNoteEnd: ".",
  amcActive: (until: string) => `Maintenance plan until ${until}`,
  amcPending: "Maintenance plan waiting for payment",
  openContract: "Open the contract",
  buyPlan: "Maintenance plans",
  reminderOffer: `Want a message ${warrantyReminderDays} days before the manufacturer’s warranty ends? You can stop it at any time.`,
  remindMe: "Remind me",
  reminderOn: `Reminder on: we will message you ${warrantyReminderDays} days before the manufacturer’s warranty ends.`,
  reminderSaved: `Done. We will message you ${warrantyReminderDays} days before the manufacturer’s warranty ends.`,
  reminderStopped: "Reminder stopped. We will not message you about this warranty.",
  stopReminder: "Stop the reminder",
});
