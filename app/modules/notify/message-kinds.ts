import type { CustomerMessageKind } from "../../../db/enums";

// Kept apart from the texts (customer-messages.ts): the senders read these in the server process, which does
// not load the text catalogues. The list of kinds and their template keys are in db/enums.ts, where the
// environment check reads them.

/** What a template's value is: the outbox page names them for the DLT registration, the tests fill them. */
export type TemplateVariable =
  | "order"
  | "amount"
  | "courier"
  | "booking"
  | "date"
  | "time"
  | "technician"
  | "request"
  | "ticket"
  | "code"
  | "contract"
  | "appliance"
  | "link";

/** Each template's values in order ({1}…{n}); the last is always the short link's token. */
export const templateVariables: Record<CustomerMessageKind, readonly TemplateVariable[]> = {
  order_placed: ["order", "amount", "link"],
  order_cod_confirm: ["order", "amount", "link"],
  order_shipped: ["order", "courier", "link"],
  order_delivered: ["order", "link"],
  booking_confirmed: ["booking", "date", "time", "link"],
  technician_assigned: ["booking", "technician", "date", "time", "link"],
  booking_rescheduled: ["booking", "date", "time", "link"],
  booking_cancelled: ["booking", "link"],
  return_requested: ["request", "order", "link"],
  return_approved: ["request", "date", "link"],
  return_refused: ["request", "link"],
  return_refunded: ["request", "amount", "link"],
  return_replaced: ["request", "order", "link"],
  complaint_received: ["ticket", "date", "link"],
  complaint_answered: ["ticket", "link"],
  estimate_sent: ["booking", "amount", "code", "link"],
  waiting_for_parts: ["booking", "date", "link"],
  revisit_booked: ["booking", "date", "time", "link"],
  amc_ending: ["contract", "date", "link"],
  service_due: ["contract", "link"],
  warranty_ending: ["appliance", "date", "link"],
  claim_rebill: ["booking", "amount", "link"],
};

/** DLT portals allow at most this many characters in one {#var#}; longer values get the SMS dropped. */
export const maxVariableLength = 30;

/**
 * A value as a template variable takes it: one line (WhatsApp refuses newlines, tabs and runs of spaces),
 * at most 30 characters, cut at a space where there is one (a long technician's name keeps its first words).
 */
export function fitVariable(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  if (line.length <= maxVariableLength) return line;
  const cut = line.slice(0, maxVariableLength + 1);
  const space = cut.lastIndexOf(" ");
  return (space >= 10 ? cut.slice(0, space) : cut.slice(0, maxVariableLength)).trim();
}

/** "45990" or "45990.50": an amount as plain digits (a DLT numeric variable), after the text's "Rs." or "₹". */
export function messageAmount(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** How each value is declared on the DLT portal, and what it holds, for the outbox page. */
export const variableDescriptions: Record<
  TemplateVariable,
  { holds: string; type: "numeric" | "alphanumeric" }
> = {
  order: { holds: "order number", type: "alphanumeric" },
  amount: { holds: "amount in rupees, digits", type: "numeric" },
  courier: { holds: "courier tracking ID", type: "alphanumeric" },
  booking: { holds: "booking reference", type: "alphanumeric" },
  date: { holds: "visit or pickup day", type: "alphanumeric" },
  time: { holds: "visit hours", type: "alphanumeric" },
  technician: { holds: "technician's name", type: "alphanumeric" },
  request: { holds: "return request number", type: "alphanumeric" },
  ticket: { holds: "complaint ticket number", type: "alphanumeric" },
  code: { holds: "4-digit estimate approval code", type: "numeric" },
  contract: { holds: "maintenance contract number", type: "alphanumeric" },
  appliance: { holds: "appliance name, as on the invoice", type: "alphanumeric" },
  link: { holds: "link code after the whitelisted prefix", type: "alphanumeric" },
};
