import { dealer } from "~/lib/dealer";
import { hoursText } from "~/lib/duration-text";

import { defineText } from "~/i18n/text";

/** /track-service (app/routes/store/track-service.tsx): the lookup, the booking, its changes and its visit. */
export const trackServiceText = defineText("track-service", {
  title: "Track Your Service",
  description: (hours: number) =>
    `Track your ${dealer.name} service booking with its reference and your phone number, and reschedule or cancel it free of charge up to ${hoursText(hours)} before the visit.`,
  eyebrow: "Service desk",
  lead: "Enter the booking reference from your confirmation and the mobile number you booked with.",
  findTitle: "Find your booking",
  reference: "Booking reference",
  phone: "Mobile number used for the booking",
  submit: "Track booking",

  cancelledNotice: "Your booking has been cancelled.",
  rescheduledNotice: (date: string, slot: string) =>
    `Your visit is now on ${date}, ${slot}. We will call you to confirm it.`,
  ratedNotice: "Your rating has been sent.",

  booking: "Booking ",
  appliance: "Appliance",
  visit: "Visit",
  address: "Address",
  yourAppliance: "Your appliance",
  warranty: "Warranty",
  visitCharge: "Visit charge",
  none: "None",
  repairWarrantyUntil: (days: number) => `${days}-day repair warranty until`,
  progressLabel: "Booking progress",

  lateTitle: "Need to change this visit?",
  lateText: (hours: number) =>
    `Your visit starts in less than ${hoursText(hours)}, so it can no longer be rescheduled or cancelled online, and a visit charge may apply. Please call the service desk.`,
  changeTitle: "Reschedule or cancel",
  changeIntro: (hours: number) => `Free of charge up to ${hoursText(hours)} before your slot starts.`,
  rescheduleForm: "Reschedule the visit",
  newDate: "New date",
  addPhotos: "Add photos of the fault",
  addPhotosHint: "A visit keeps up to 4 photos of the fault (JPEG, PNG, WebP or AVIF, 8 MB each).",
  rescheduling: "Rescheduling...",
  reschedule: "Reschedule visit",
  cancelForm: "Cancel the booking",
  noLongerNeeded: "No longer need the visit?",
  cancelling: "Cancelling...",
  cancel: "Cancel booking",

  visitCodeBefore: "Your visit code: ",
  visitCodeAfter: ". Tell it to the technician when they arrive.",
  rateTitle: "Rate your visit",
  rateQuestion: "How was the technician's visit?",
  stars: (stars: number) => `${stars} ${stars === 1 ? "star" : "stars"}`,
  comment: "Comment",
  sending: "Sending...",
  sendRating: "Send rating",
  rated: (stars: number) => `Thank you for rating your visit: ${stars} of 5 stars.`,

  invoiceTitle: (number: string) => `Service invoice ${number}`,
  issued: (when: string) => `Issued ${when}`,
  charges: "Charges of the visit",
  installation: "Installation",
  paidWithOrder: "Paid with the order",
  waived: "Waived",
  labour: "Labour",
  downloadPdf: "Download PDF",
  taxInvoice: "Tax invoice",
  gstin: "GSTIN:",
  gstinSample: "(sample: not a registered GSTIN)",
  billTo: "Bill to:",
  invoicePhone: "Phone:",
  placeOfSupply: "Place of supply: Tamil Nadu (33)",
  item: "Item",
  code: "HSN/SAC",
  taxableValue: "Taxable value",
  cgst: (pct: number) => `CGST ${pct}%`,
  sgst: (pct: number) => `SGST ${pct}%`,
  amount: "Amount",
  forSeller: (seller: string) => `For ${seller}`,
  authorisedSignatory: "Authorised signatory",
  totalPaid: "Total paid",
  paidBy: (method: string) => `Paid by ${method}`,
  cash: "Cash",
  upi: "UPI",
  gateway: "online payment",
  invoiceWarranty: (until: string) => `Repair warranty until ${until}`,
  claimTitle: "Covered by the warranty",
  claimCovered: (brand: string) =>
    `This repair is covered by ${brand}'s warranty: you pay nothing for the work it covers. We claim it from ${brand}.`,
  claimInvoiceBelow: "Parts the warranty does not cover are on your invoice below.",
  amcTitle: "Covered by your maintenance contract",
  amcCovered: (contract: string) =>
    `This visit is covered by your annual maintenance contract ${contract}: you pay nothing for the work it covers.`,
  amcInvoiceBelow: "Parts the contract does not cover are on your invoice below.",
  reworkTitle: "A free repeat repair",
  reworkCovered: (reference: string) =>
    `This visit repeats our repair ${reference} under its repair warranty: you pay nothing for the visit, the labour or the parts replaced then.`,
  reworkInvoiceBelow: "Other parts are on your invoice below.",
  estimateTitle: "Estimate for your repair",
  estimateLead:
    "The technician found what the repair needs. Nothing is done or charged for it until you approve.",
  gst: (pct: number) => `GST ${pct}%`,
  estimateTotal: "Total",
  estimateFromMessage:
    "We sent you this estimate by SMS or WhatsApp: tell the technician the code in it to approve, or open its link to approve or decline.",
  estimateDeclineNote:
    "If you decline, the technician does not do this work; you pay only the visit charge, if any.",
  approveEstimate: "Approve the estimate",
  declineEstimate: "Decline",
  estimateApproved: "You approved the estimate: the technician goes ahead with the work.",
  estimateDeclined: "You declined the estimate: the technician will not do this work.",
  rebillTitle: "The warranty claim was not accepted",
  rebillLead: (reason: string) =>
    `The manufacturer did not accept the warranty claim for this repair ("${reason}"). You pay the bill below only if you agree to.`,
  rebillFromMessage: "We sent you this request by SMS or WhatsApp: open its link to approve or decline.",
  rebillDeclineNote: "If you decline, we do not charge you for this repair.",
  approveRebill: "I agree to pay",
  rebillApproved:
    "You agreed to pay this bill. We will call you to collect it; your invoice appears here once it is paid.",
  rebillPaid: "You paid this bill: your invoice is below.",
  rebillDeclined: "You declined this bill: you will not be charged for this repair.",
});
