/**
 * Why placeOrder refused an order, as a code and its values, never a sentence: whoever shows it knows the
 * page's language and writes it (`orderRefusalText`). Product titles stay as the dealer wrote them.
 */
import { checkoutMessages } from "~/modules/orders/texts/en/checkout-messages";
import { checkoutProblems } from "~/modules/orders/texts/en/checkout-problems";
import { checkoutRefusals } from "~/modules/orders/texts/en/checkout-refusals";
import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { formatLongDate } from "~/lib/india-time";

export type OrderRefusal =
  | { code: "keyReused" | "emptyCart" | "invalidKey" | "quantity" | "unavailable" }
  | { code: "tooManyLines"; count: number }
  | { code: "hidden" | "outOfStock"; title: string }
  | { code: "atMost"; count: number; title: string }
  | { code: "onlyLeft"; stock: number; title: string }
  /** A visit's day outside the window: `date` is the window's first or last day, YYYY-MM-DD. */
  | { code: "dateFrom" | "dateUntil"; date: string }
  | {
      code:
        | "installByRequired"
        | "installDateRequired"
        | "installSlotRequired"
        | "installSunday"
        | "installSlotFull";
    };

/** A refusal in a language: the texts of checkout's catalogues, with its values written in. */
export function orderRefusalText(refusal: OrderRefusal, locale: Locale): string {
  const problems = textIn(checkoutProblems, locale);
  const refusals = textIn(checkoutRefusals, locale);
  const messages = textIn(checkoutMessages, locale);
  switch (refusal.code) {
    case "keyReused":
    case "emptyCart":
    case "invalidKey":
    case "quantity":
    case "unavailable":
      return problems[refusal.code];
    case "tooManyLines":
      return refusals.tooManyLines(String(refusal.count));
    case "hidden":
    case "outOfStock":
      return refusals[refusal.code](refusal.title);
    case "atMost":
      return refusals.atMost(String(refusal.count), refusal.title);
    case "onlyLeft":
      return refusals.onlyLeft(String(refusal.stock), refusal.title);
    case "dateFrom":
    case "dateUntil":
      return refusals[refusal.code](formatLongDate(refusal.date, locale));
    case "installByRequired":
    case "installDateRequired":
    case "installSlotRequired":
    case "installSunday":
    case "installSlotFull":
      return messages[refusal.code];
  }
}
