import type { TextOf } from "~/i18n/text";
import type { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";

import type { SlotName } from "./booking-slots";

/**
 * "Morning (9 AM - 12 PM)" in a language's texts: a slot's name and hours, as the tracking page, notices,
 * messages and the booking's history write it. Pass `useText(serviceSlotsText)` or `textIn(…, locale)`.
 */
export function slotTextIn(t: TextOf<typeof serviceSlotsText>, slot: SlotName): string {
  return `${t[slot]} (${t[`${slot}.hours`]})`;
}
