import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";

import type { SlotName } from "./booking-slots";

/** "Morning (9 AM - 12 PM)" in a language: a slot's name and its hours, as messages and histories write it. */
export function slotLabel(slot: SlotName, locale: Locale): string {
  const t = textIn(serviceSlotsText, locale);
  return `${t[slot]} (${t[`${slot}.hours`]})`;
}
