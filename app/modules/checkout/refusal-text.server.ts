import { checkoutRefusals } from "~/i18n/en/checkout-refusals";
import type { Locale } from "~/i18n/locale";
import { templatePattern } from "~/i18n/template-pattern";
import { messageIn, textIn } from "~/i18n/text";
import { formatLongDate } from "~/lib/india-time";

type Key = keyof typeof checkoutRefusals.en;
type Template = (...values: string[]) => string;

/** Each English template as a pattern whose captures are its values, and which value each capture is. */
const patterns = (Object.entries(checkoutRefusals.en) as [Key, Template][]).map(([key, template]) => {
  const { source, order } = templatePattern(template);
  return { key, order, pattern: new RegExp(`^${source}$`) };
});

/**
 * placeOrder's refusal in the checkout page's language. Those that name a product or a date are written
 * again in Tamil (a visit's dates from the window the server checked, `first` and `last` as YYYY-MM-DD);
 * fixed ones stay English, as the page shows them through `checkoutProblems` and `checkoutMessages`.
 */
export function refusalText(
  message: string,
  locale: Locale,
  visitWindow: { first: string; last: string },
): string {
  // A fixed refusal ("A product in your cart is no longer available…") is shown from its English text.
  if (locale === "en" || messageIn(message, locale) !== message) return message;
  for (const { key, order, pattern } of patterns) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values: string[] = [];
    order.forEach((value, index) => (values[value] = found[index + 1] ?? ""));
    if (key === "dateFrom") values[0] = formatLongDate(visitWindow.first, locale);
    if (key === "dateUntil") values[0] = formatLongDate(visitWindow.last, locale);
    const tamil: Template = textIn(checkoutRefusals, locale)[key];
    return tamil(...values);
  }
  return message;
}
