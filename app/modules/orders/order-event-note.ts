import type { OrderEventMessage } from "../../../db/enums";
import { orderStatusText } from "~/modules/orders/texts/en/order-status";
import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { formatRupeesWithPaise } from "~/lib/money";

/**
 * An order event's note in a language: its stored message (a code and values) written out, with what staff
 * typed kept as typed. An event without a message shows its note as it was stored.
 */
export function orderEventNote(
  event: { note: string | null; message: OrderEventMessage | null },
  locale: Locale,
): string | null {
  const { message, note } = event;
  if (!message) return note;
  const t = textIn(orderStatusText, locale);
  const who = message.by === "customer" ? t.cancelledByCustomer : t.cancelledByDealer;
  const refund =
    message.refundDuePaise === null ? null : t.refundDue(formatRupeesWithPaise(message.refundDuePaise));
  return [note ? `${who}: ${note}` : who, refund].filter(Boolean).join(". ");
}
