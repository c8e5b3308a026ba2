import type { CustomerMessageKind } from "../../../db/enums";

// Kept apart from the texts (customer-messages.ts): the senders read these in the server process, which does
// not load the text catalogues. The list of kinds and their DLT template keys are in db/enums.ts, where the
// environment check reads them.

/** How many values each template takes ({1}…{n}); the last is always the tracking link. */
export const templateValueCounts: Record<CustomerMessageKind, number> = {
  order_placed: 3,
  order_cod_confirm: 3,
  order_shipped: 3,
  order_delivered: 2,
  booking_confirmed: 3,
  technician_assigned: 4,
  booking_rescheduled: 3,
  booking_cancelled: 2,
  return_requested: 3,
  return_approved: 3,
  return_refused: 2,
  return_refunded: 3,
  return_replaced: 3,
};
