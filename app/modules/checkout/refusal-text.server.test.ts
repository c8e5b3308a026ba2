import { describe, expect, it } from "vitest";

import "~/i18n/tamil.server";
import { checkoutProblems } from "~/i18n/en/checkout-problems";

import { refusalText } from "./refusal-text.server";

const window = { first: "2026-12-21", last: "2027-01-20" };

describe("refusalText", () => {
  it("leaves English refusals as they are", () => {
    expect(refusalText("LG 260 L Refrigerator is out of stock.", "en", window)).toBe(
      "LG 260 L Refrigerator is out of stock.",
    );
  });

  it("writes refusals that name a product in Tamil, keeping the product's name", () => {
    expect(refusalText("LG 260 L Refrigerator is out of stock.", "ta", window)).toBe(
      "LG 260 L Refrigerator கையிருப்பில் இல்லை.",
    );
    expect(
      refusalText("Only 2 left of Sony Bravia 55. Please lower the quantity and try again.", "ta", window),
    ).toBe("Sony Bravia 55 கையிருப்பில் 2 மட்டுமே உள்ளது. எண்ணிக்கையைக் குறைத்து மீண்டும் முயலவும்.");
    expect(refusalText("You can order at most 10 of Fan (1.2 m).", "ta", window)).toBe(
      "Fan (1.2 m) அதிகபட்சம் 10 மட்டுமே ஆர்டர் செய்யலாம்.",
    );
  });

  it("writes the visit's window with Tamil dates", () => {
    const later = refusalText(
      "Please choose Mon, 21 Dec, 2026 or later: your order should have arrived by then.",
      "ta",
      window,
    );
    expect(later).toMatch(/^திங்., 21 டிச., 2026 அல்லது/);
    expect(refusalText("Please choose a date up to Wed, 20 Jan, 2027.", "ta", window)).toMatch(/ஜன/);
  });

  it("leaves fixed refusals in English for the page to show in its language", () => {
    expect(refusalText(checkoutProblems.en.unavailable, "ta", window)).toBe(checkoutProblems.en.unavailable);
    expect(refusalText("Something else went wrong.", "ta", window)).toBe("Something else went wrong.");
  });
});
