import { messageIn, type Text } from "~/i18n/text";

/** A form's field messages (codes) written in English, to compare with the specification's wording. */
export function inEnglish<E extends Partial<Record<string, string>>>(errors: E, ...texts: Text[]): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && messageIn(message, texts, "en")]),
  ) as E;
}
