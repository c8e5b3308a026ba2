import { describe, expect, it } from "vitest";

import { locales } from "~/i18n/locale";

import { customerMessageKinds } from "../../../db/enums";
import { registrationText } from "./customer-messages";
import { fitVariable, messageAmount } from "./message-kinds";
import { smsParts } from "./sms-parts";

/** The dealer's own domain: every update carries it before the short link's token. */
const linkPrefix = "https://www.kaveriappliances.in/t/";

describe("customer update templates", () => {
  it("registers each text three ways: DLT {#var#}, MSG91 ##varN##, WhatsApp {{N}}, the link's prefix fixed", () => {
    expect(registrationText("booking_confirmed", "en", "dlt", linkPrefix)).toBe(
      "Kaveri Appliances: your service booking {#var#} is confirmed for {#var#} at {#var#}. Track it: " +
        "https://www.kaveriappliances.in/t/{#var#} To stop these updates, open the link and tap Stop updates.",
    );
    expect(registrationText("order_placed", "ta", "msg91", linkPrefix)).toBe(
      "Kaveri Appliances: உங்கள் ஆர்டர் ##var1## (₹##var2##) பதிவானது. விவரம்: " +
        "https://www.kaveriappliances.in/t/##var3## நிறுத்த, இணைப்பைத் திறக்கவும்.",
    );
    expect(registrationText("technician_assigned", "ta", "whatsapp", linkPrefix)).toContain(
      "முன்பதிவு {{1}}: தொழில்நுட்ப வல்லுநர் {{2}}, வருகை {{3}}, {{4}}. விவரம்: https://www.kaveriappliances.in/t/{{5}}",
    );
    // WhatsApp refuses placeholders side by side and editors renumber them as they appear: never either.
    for (const kind of customerMessageKinds) {
      for (const language of locales) {
        const text = registrationText(kind, language, "whatsapp", linkPrefix);
        expect(text).not.toMatch(/\}\}\s*\{\{/);
        const order = [...text.matchAll(/\{\{(\d)\}\}/g)].map((match) => Number(match[1]));
        expect(order).toEqual(order.map((_, i) => i + 1));
      }
    }
  });

  it("fits a value into one short line and writes amounts as plain digits", () => {
    expect(fitVariable("  Murugan\n S.\tKumar ")).toBe("Murugan S. Kumar");
    expect(fitVariable("Ramasubramanian Venkatakrishnan Iyer")).toBe("Ramasubramanian");
    expect(fitVariable("X".repeat(40))).toBe("X".repeat(30));
    expect(messageAmount(3_299_000)).toBe("32990");
    expect(messageAmount(3_299_050)).toBe("32990.50");
  });

  it("counts SMS parts as operators bill them", () => {
    expect(smsParts("a".repeat(160))).toEqual({ encoding: "GSM-7", characters: 160, parts: 1 });
    expect(smsParts("a".repeat(161))).toEqual({ encoding: "GSM-7", characters: 161, parts: 2 });
    // the extension table's letters cost two
    expect(smsParts("[]".repeat(40))).toEqual({ encoding: "GSM-7", characters: 160, parts: 1 });
    expect(smsParts(`Rs.${"a".repeat(303)}`)).toMatchObject({ parts: 2 });
    // one rupee sign turns the whole text into Unicode
    expect(smsParts(`₹${"a".repeat(69)}`)).toEqual({ encoding: "Unicode", characters: 70, parts: 1 });
    expect(smsParts("த".repeat(71))).toEqual({ encoding: "Unicode", characters: 71, parts: 2 });
    expect(smsParts("த".repeat(201))).toMatchObject({ parts: 3 });
    expect(smsParts("த".repeat(202))).toMatchObject({ parts: 4 });
  });
});
