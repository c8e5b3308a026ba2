import { defineText } from "~/i18n/text";

/**
 * A booking's history (app/modules/booking/booking-event-note.ts): each stored event's code written out.
 * The back office reads the English; the Tamil is there for the customer's pages.
 */
export const bookingEventsText = defineText("booking-events", {
  received: "Booking received",
  bookedWithOrder: "Booked with the order",
  confirmed: "Confirmed by the service desk",
  completed: "Visit completed",
  cancelledByCustomer: "Cancelled by the customer",
  cancelledByDesk: "Cancelled by the service desk",
  orderCancelled: "The order was cancelled",
  startedByDesk: "Visit started",
  startedByTechnician: "Visit started: the technician is with the customer",
  technicianAssigned: (name: string) => `Technician: ${name}`,
  rescheduledByCustomer: (when: string) => `Rescheduled to ${when}`,
  rescheduledByDesk: (when: string) => `Rescheduled by the service desk to ${when}`,
  waitingForPartsStock: (date: string) => `Waiting for a part from our store, expected by ${date}`,
  waitingForPartsBrand: (date: string) => `Waiting for a part ordered from the brand, expected by ${date}`,
  revisitBooked: (when: string) => `Revisit booked for ${when}`,
  estimateSent: (amount: string) => `Estimate of ${amount} sent to the customer`,
  estimateApprovedLink: "Estimate approved by the customer on their tracking page",
  estimateApprovedCode: "Estimate approved by the customer with its code",
  estimateDeclinedLink: "Estimate declined by the customer on their tracking page",
  estimateDeclinedOnSite: "Estimate declined by the customer at the visit",
});
