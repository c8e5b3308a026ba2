import { describe, expect, it } from "vitest";

import "~/i18n/tamil.server";

import { orderRefusalText, type OrderRefusal } from "./order-refusal";

/** One refusal of every code: a new code that is left out fails the type check here. */
const everyRefusal = {
  keyReused: { code: "keyReused" },
  emptyCart: { code: "emptyCart" },
  invalidKey: { code: "invalidKey" },
  quantity: { code: "quantity" },
  unavailable: { code: "unavailable" },
  tooManyLines: { code: "tooManyLines", count: 20 },
  hidden: { code: "hidden", title: "LG 260 L Refrigerator" },
  outOfStock: { code: "outOfStock", title: "LG 260 L Refrigerator" },
  atMost: { code: "atMost", count: 10, title: "Fan (1.2 m)" },
  onlyLeft: { code: "onlyLeft", stock: 2, title: "Sony Bravia 55" },
  dateFrom: { code: "dateFrom", date: "2026-12-21" },
  dateUntil: { code: "dateUntil", date: "2027-01-20" },
  installByRequired: { code: "installByRequired" },
  installDateRequired: { code: "installDateRequired" },
  installSlotRequired: { code: "installSlotRequired" },
  installSunday: { code: "installSunday" },
  installSlotFull: { code: "installSlotFull" },
} as const satisfies Record<OrderRefusal["code"], OrderRefusal>;

describe("orderRefusalText", () => {
  it("writes every refusal in English and in Tamil, and the Tamil is Tamil", () => {
    for (const [code, refusal] of Object.entries(everyRefusal)) {
      expect(refusal.code).toBe(code);
      const english = orderRefusalText(refusal, "en");
      const tamil = orderRefusalText(refusal, "ta");
      expect(english, refusal.code).toMatch(/^[\x20-\x7e₹–]+$/);
      expect(tamil, refusal.code).toMatch(/[\u0B80-\u0BFF]/);
      expect(tamil, refusal.code).not.toBe(english);
    }
  });

  it("keeps the product's name as the dealer wrote it and writes its numbers", () => {
    expect(orderRefusalText(everyRefusal.outOfStock, "en")).toBe("LG 260 L Refrigerator is out of stock.");
    expect(orderRefusalText(everyRefusal.outOfStock, "ta")).toBe("LG 260 L Refrigerator கையிருப்பில் இல்லை.");
    expect(orderRefusalText(everyRefusal.onlyLeft, "ta")).toBe(
      "Sony Bravia 55 கையிருப்பில் 2 மட்டுமே உள்ளது. எண்ணிக்கையைக் குறைத்து மீண்டும் முயலவும்.",
    );
    expect(orderRefusalText(everyRefusal.atMost, "en")).toBe("You can order at most 10 of Fan (1.2 m).");
  });

  it("writes the visit's window with the language's dates", () => {
    expect(orderRefusalText(everyRefusal.dateFrom, "en")).toBe(
      "Please choose Mon, 21 Dec, 2026 or later: your order should have arrived by then.",
    );
    expect(orderRefusalText(everyRefusal.dateFrom, "ta")).toMatch(/^திங்., 21 டிச., 2026 அல்லது/);
    expect(orderRefusalText(everyRefusal.dateUntil, "ta")).toMatch(/ஜன/);
  });
});
