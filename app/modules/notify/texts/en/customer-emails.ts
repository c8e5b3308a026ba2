import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/**
 * The subject of each e-mail update to a customer who gave an address (customer-updates.server.ts); the body
 * is the update's SMS/WhatsApp text with its link and how to stop. {1}, {2}… are the same values.
 */
export const customerEmailsText = defineText("customer-emails", {
  order_placed: "Your order {1} is placed",
  order_cod_confirm: "Please confirm your cash on delivery order {1}",
  order_shipped: "Your order {1} is on its way",
  order_delivered: "Your order {1} is delivered",
  booking_confirmed: "Service booking {1} confirmed for {2}",
  technician_assigned: "Your technician for booking {1}",
  booking_rescheduled: "Service booking {1} is now on {2}",
  booking_cancelled: "Service booking {1} is cancelled",
  return_requested: "We received your request {1}",
  return_approved: "Request {1} approved: pickup on {2}",
  return_refused: "Request {1} could not be approved",
  return_refunded: "Credit note for your request {1}",
  return_replaced: "A replacement for your request {1}",
  complaint_received: "We received your complaint {1}",
  complaint_answered: "An answer to your complaint {1}",
  waiting_for_parts: "Your repair {1} waits for a part",
  revisit_booked: "The technician comes again for your repair {1} on {2}",
  estimate_sent: "The estimate for your repair {1}: please approve or decline it",
  amc_ending: "Your maintenance plan {1} ends on {2}",
  service_due: "A service visit under your maintenance plan {1} is due",
  warranty_ending: "The manufacturer's warranty of your {1} ends on {2}",
  claim_rebill: "The manufacturer did not accept the warranty claim for your repair {1}",
  whyAppliance:
    "You get this e-mail because you asked on My Appliances to be told before this warranty ends.",
  whyAmc: "You get this e-mail because you asked for reminders when you bought this maintenance plan.",
  whyComplaint: "You get this e-mail because you gave this address with your complaint.",
  whyOrder: "You get this e-mail because you asked for updates about this order when you placed it.",
  whyBooking: "You get this e-mail because you asked for updates about this booking when you made it.",
  signature: `${dealer.name}, ${dealer.street}, ${dealer.city} ${dealer.pincode}. Phone ${dealer.phone}.`,
});
