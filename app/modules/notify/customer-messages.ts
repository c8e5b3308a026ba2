import { customerMessagesText } from "~/i18n/en/customer-messages";
import { textIn } from "~/i18n/text";
import type { Locale } from "~/i18n/locale";

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

/** The whole text of a template, with how to stop the updates at the end, as "{1}"-style placeholders. */
export function templateText(kind: CustomerMessageKind, language: Locale): string {
  const text = textIn(customerMessagesText, language);
  return `${text[kind]} ${text.stop}`;
}

/** The message as the customer reads it: the template with its values filled in. */
export function renderCustomerMessage(
  kind: CustomerMessageKind,
  language: Locale,
  values: readonly string[],
): string {
  if (values.length !== templateValueCounts[kind]) {
    throw new Error(`${kind} takes ${templateValueCounts[kind]} values, not ${values.length}`);
  }
  return templateText(kind, language).replace(/\{(\d)\}/g, (_, n: string) => values[Number(n) - 1] ?? "");
}

/** The text to register: DLT SMS templates mark values {#var#}; WhatsApp templates number them {{1}}. */
export function registrationText(
  kind: CustomerMessageKind,
  language: Locale,
  channel: "sms" | "whatsapp",
): string {
  return templateText(kind, language).replace(/\{(\d)\}/g, (_, n: string) =>
    channel === "sms" ? "{#var#}" : `{{${n}}}`,
  );
}

/** The key of a DLT template id in SMS_DLT_TEMPLATE_IDS: "order_placed.ta". */
export const dltTemplateKey = (kind: CustomerMessageKind, language: Locale) => `${kind}.${language}`;
