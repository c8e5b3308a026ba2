import { customerMessagesText } from "~/modules/notify/texts/en/customer-messages";
import { textIn } from "~/i18n/text";
import type { Locale } from "~/i18n/locale";

import type { CustomerMessageKind } from "../../../db/enums";
import { templateVariables } from "./message-kinds";

/** The whole text of a template, with how to stop the updates at the end, as "{1}"-style placeholders. */
function templateText(kind: CustomerMessageKind, language: Locale): string {
  const text = textIn(customerMessagesText, language);
  return `${text[kind]} ${text.stop}`;
}

/**
 * Fills a template's placeholders; the last one is the short link, whose fixed prefix (PUBLIC_URL/t/) is part
 * of the registered text, so only the token travels as a variable.
 */
function fill(
  kind: CustomerMessageKind,
  language: Locale,
  linkPrefix: string,
  placeholder: (n: number) => string,
): string {
  const count = templateVariables[kind].length;
  return templateText(kind, language).replace(/\{(\d)\}/g, (_, digit: string) => {
    const n = Number(digit);
    return n === count ? `${linkPrefix}${placeholder(n)}` : placeholder(n);
  });
}

/** The message as the customer reads it: the template with its values filled in. */
export function renderCustomerMessage(
  kind: CustomerMessageKind,
  language: Locale,
  values: readonly string[],
  linkPrefix: string,
): string {
  if (values.length !== templateVariables[kind].length) {
    throw new Error(`${kind} takes ${templateVariables[kind].length} values, not ${values.length}`);
  }
  return fill(kind, language, linkPrefix, (n) => values[n - 1] ?? "");
}

/** Where a template is registered: DLT marks values {#var#}, MSG91 names them ##var1##, WhatsApp numbers them {{1}}. */
export type Registration = "dlt" | "msg91" | "whatsapp";

const placeholders: Record<Registration, (n: number) => string> = {
  dlt: () => "{#var#}",
  msg91: (n) => `##var${n}##`,
  whatsapp: (n) => `{{${n}}}`,
};

/** The text to register, exactly as the provider must hold it. */
export function registrationText(
  kind: CustomerMessageKind,
  language: Locale,
  where: Registration,
  linkPrefix: string,
): string {
  return fill(kind, language, linkPrefix, placeholders[where]);
}
