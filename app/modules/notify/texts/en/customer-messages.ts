import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/**
 * The customer's SMS and WhatsApp updates (app/modules/notify/customer-messages.ts). {1}, {2}… are the
 * template's values (message-kinds.ts says which); the last is the short link, written after the fixed
 * PUBLIC_URL/t/ prefix. The dealer registers each text as a DLT SMS template and a WhatsApp template, so a
 * change here is a change to register (the back office's outbox lists the texts). English stays in plain
 * GSM letters ("Rs.", never "₹") so an update costs at most two SMS parts.
 */
export const customerMessagesText = defineText("customer-messages", {
  order_placed: `${dealer.shortName}: your order {1} for Rs.{2} is placed. Track it: {3}`,
  order_cod_confirm: `${dealer.shortName}: please confirm your cash on delivery order {1} for Rs.{2} so we can send it: {3}`,
  order_shipped: `${dealer.shortName}: your order {1} is on its way, courier tracking ID {2}. Track it: {3}`,
  order_delivered: `${dealer.shortName}: your order {1} is delivered. Thank you! Invoice and tracking: {2}`,
  booking_confirmed: `${dealer.shortName}: your service booking {1} is confirmed for {2} at {3}. Track it: {4}`,
  technician_assigned: `${dealer.shortName}: for your booking {1}, {2} will visit on {3} at {4}. Track it: {5}`,
  booking_rescheduled: `${dealer.shortName}: your service booking {1} is now on {2} at {3}. Track it: {4}`,
  booking_cancelled: `${dealer.shortName}: your service booking {1} is cancelled. Details: {2}`,
  return_requested: `${dealer.shortName}: we received your request {1} for order {2}. We will reply within 2 working days. Details: {3}`,
  return_approved: `${dealer.shortName}: your request {1} is approved. We will pick up the product on {2}. Details: {3}`,
  return_refused: `${dealer.shortName}: your request {1} could not be approved. Reason and details: {2}`,
  return_refunded: `${dealer.shortName}: for your request {1} we issued a credit note of Rs.{2}; the refund follows in 3-5 business days. Details: {3}`,
  return_replaced: `${dealer.shortName}: for your request {1} we are sending replacement order {2} at no charge. Track it: {3}`,
  complaint_received: `${dealer.shortName}: we received your complaint {1}. Our grievance officer will reply by {2}. Status: {3}`,
  complaint_answered: `${dealer.shortName}: our grievance officer has answered your complaint {1}. Read it: {2}`,
  estimate_sent: `${dealer.shortName}: estimate for your repair {1}: Rs.{2}. To approve, tell the technician code {3}, or approve or decline here: {4}`,
  waiting_for_parts: `${dealer.shortName}: your repair {1} waits for a part, expected by {2}. We will book the technician's next visit then. Details: {3}`,
  revisit_booked: `${dealer.shortName}: the part for your repair {1} is in. The technician comes again on {2} at {3}. Track it: {4}`,
  amc_ending: `${dealer.shortName}: your maintenance plan {1} ends on {2}. To renew it, open: {3}`,
  service_due: `${dealer.shortName}: a service visit under your maintenance plan {1} is due. Details and booking: {2}`,
  warranty_ending: `${dealer.shortName}: the manufacturer's warranty of your {1} ends on {2}. Our maintenance plans: {3}`,
  claim_rebill: `${dealer.shortName}: the manufacturer did not accept the warranty claim for your repair {1}. Pay Rs.{2} for it only if you agree: approve or decline here {3}`,
  stop: "To stop these updates, open the link and tap Stop updates.",
});
