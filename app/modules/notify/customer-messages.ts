import { customerMessagesText } from "~/modules/notify/texts/en/customer-messages";
import { textIn } from "~/i18n/text";
import type { Locale } from "~/i18n/locale";

import type { CustomerMessageKind } from "../../../db/enums";
import { templateValueCounts } from "./message-kinds";

/** The whole text of a template, with how to stop the updates at the end, as "{1}"-style placeholders. */
function templateText(kind: CustomerMessageKind, language: Locale): string {
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
