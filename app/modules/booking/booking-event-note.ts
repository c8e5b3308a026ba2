import type { BookingEventMessage } from "../../../db/enums";
import { bookingEventsText } from "~/modules/booking/texts/en/booking-events";
import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";
import { formatLongDate } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";

import { slotTextIn } from "./slot-label";

type EventText = (typeof bookingEventsText)["en"];

function written(message: BookingEventMessage, t: EventText, locale: Locale): string {
  switch (message.code) {
    case "started":
      return message.by === "technician" ? t.startedByTechnician : t.startedByDesk;
    case "technicianAssigned":
      return t.technicianAssigned(message.name);
    case "rescheduled": {
      const when = `${formatLongDate(message.date, locale)}, ${slotTextIn(textIn(serviceSlotsText, locale), message.slot)}`;
      return message.by === "desk" ? t.rescheduledByDesk(when) : t.rescheduledByCustomer(when);
    }
    case "waitingForParts": {
      const date = formatLongDate(message.date, locale);
      return message.source === "brand" ? t.waitingForPartsBrand(date) : t.waitingForPartsStock(date);
    }
    case "revisitBooked":
      return t.revisitBooked(
        `${formatLongDate(message.date, locale)}, ${slotTextIn(textIn(serviceSlotsText, locale), message.slot)}`,
      );
    case "estimateSent":
      return t.estimateSent(formatRupeesWithPaise(message.totalPaise));
    case "estimateApproved":
      return message.via === "link" ? t.estimateApprovedLink : t.estimateApprovedCode;
    case "estimateDeclined":
      return message.via === "link" ? t.estimateDeclinedLink : t.estimateDeclinedOnSite;
    default:
      return t[message.code];
  }
}

/**
 * A booking event in a language: its stored code written out, followed by what staff typed (a cancellation's
 * reason). An event stored before codes shows its note as it was written.
 */
export function bookingEventNote(
  event: { message: BookingEventMessage | null; note: string | null },
  locale: Locale,
): string | null {
  const { message, note } = event;
  if (!message) return note;
  const text = written(message, textIn(bookingEventsText, locale), locale);
  return note ? `${text}: ${note}` : text;
}
