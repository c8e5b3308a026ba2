import type { Locale } from "~/i18n/locale";

// Kept apart from the texts (customer-messages.ts): the environment check and the senders read these in the
// server process, which does not load the text catalogues.

/** Every update a customer can get by SMS or WhatsApp; each is one approved template per language. */
export const customerMessageKinds = [
  "order_placed",
  "order_cod_confirm",
  "order_shipped",
  "order_delivered",
  "booking_confirmed",
  "technician_assigned",
  "booking_rescheduled",
  "booking_cancelled",
] as const;
export type CustomerMessageKind = (typeof customerMessageKinds)[number];

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
};

/** The key of a DLT template id in SMS_DLT_TEMPLATE_IDS: "order_placed.ta". */
export const dltTemplateKey = (kind: CustomerMessageKind, language: Locale) => `${kind}.${language}`;
