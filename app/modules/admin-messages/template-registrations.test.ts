import { describe, expect, it } from "vitest";

import { locales, type Locale } from "~/i18n/locale";
import { renderCustomerMessage } from "~/modules/notify/customer-messages";
import { maxVariableLength, templateVariables } from "~/modules/notify/message-kinds";

import { customerMessageKinds } from "../../../db/enums";
import { longestValues } from "./longest-values";
import { templateRegistrations } from "./template-registrations.server";

/** The dealer's own domain: every update carries it before the short link's token. */
const linkPrefix = "https://www.kaveriappliances.in/t/";

const budgets: Record<Locale, { encoding: string; parts: number }> = {
  en: { encoding: "GSM-7", parts: 2 },
  ta: { encoding: "Unicode", parts: 3 },
};

describe("customer updates fit what DLT and the operators take", () => {
  it.each(locales)(
    "every %s template with its longest values keeps each variable within 30 characters and the SMS within budget",
    (language) => {
      const longest = longestValues(language);
      for (const kind of customerMessageKinds) {
        const values = templateVariables[kind].map((variable) => longest[variable]);
        for (const value of values) {
          expect(value.length, `${kind}: ${value}`).toBeLessThanOrEqual(maxVariableLength);
        }
        const text = renderCustomerMessage(kind, language, values, linkPrefix);
        const registration = templateRegistrations(linkPrefix).find(
          ({ key }) => key === `${kind}.${language}`,
        );
        expect(registration?.longest.characters, text).toBe(text.length);
        expect(registration?.longest.encoding, text).toBe(budgets[language].encoding);
        expect(registration?.longest.parts, text).toBeLessThanOrEqual(budgets[language].parts);
      }
    },
  );

  it("lists every update in both languages, each with its variables described", () => {
    const registrations = templateRegistrations(linkPrefix);
    expect(registrations).toHaveLength(customerMessageKinds.length * locales.length);
    for (const registration of registrations) {
      expect(registration.dlt.match(/\{#var#\}/g)).toHaveLength(registration.variables.length);
      expect(registration.dlt).toContain(`${linkPrefix}{#var#}`);
    }
  });
});
