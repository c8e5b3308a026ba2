import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { formatWeekday } from "~/lib/india-time";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";

import { bookingSlotNames } from "../../../db/enums";
import { fitVariable, messageAmount, type TemplateVariable } from "~/modules/notify/message-kinds";

const longest = (values: readonly string[]) => values.reduce((a, b) => (b.length > a.length ? b : a));

const daysOfAYear = Array.from({ length: 366 }, (_, i) =>
  new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10),
);

/**
 * The longest value each template variable can take in a language: what the SMS budgets are checked with
 * (the tests, and the outbox page's part counts for the configured PUBLIC_URL).
 */
export function longestValues(language: Locale): Record<TemplateVariable, string> {
  const slots = textIn(serviceSlotsText, language);
  return {
    order: "ORD-261126-AB12CD",
    amount: messageAmount(99_999_999_99),
    courier: "X".repeat(30),
    booking: "SRV-AB12CD34",
    date: longest(daysOfAYear.map((day) => formatWeekday(day, language))),
    time: longest(bookingSlotNames.map((slot) => slots[`${slot}.brief`])),
    technician: fitVariable("Ramasubramanian Venkatakrishnan Iyer"),
    request: "RET-2147483647",
    ticket: "GRV-2147483647",
    code: "9999",
    contract: "AMC-261126-AB12CD",
    appliance: "X".repeat(30),
    link: "Ab3dE9xQ12",
  };
}
