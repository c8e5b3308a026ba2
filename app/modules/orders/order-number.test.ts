import { describe, expect, it } from "vitest";

import { generateOrderNumber, normaliseOrderNumber, orderNumberPattern } from "./order-number";

describe("generateOrderNumber", () => {
  it("is ORD-, the India date and six unambiguous symbols", () => {
    // 20:00 UTC on 31 Dec is already 1 January in India
    const number = generateOrderNumber(new Date("2025-12-31T20:00:00Z"));
    expect(number).toMatch(orderNumberPattern);
    expect(number.startsWith("ORD-260101-")).toBe(true);
    expect(number).not.toMatch(/[01IO]$/);
  });

  it("draws every symbol at every position (30 random bits a day; the database refuses a repeat)", () => {
    const now = new Date("2025-09-01T06:00:00Z");
    const suffixes = Array.from({ length: 3_000 }, () => generateOrderNumber(now).slice(-6));
    for (let position = 0; position < 6; position += 1) {
      expect(new Set(suffixes.map((suffix) => suffix[position])).size).toBe(32);
    }
  });
});

describe("normaliseOrderNumber", () => {
  it("accepts what customers type", () => {
    expect(normaliseOrderNumber("  ord-250901-abcd23 ")).toBe("ORD-250901-ABCD23");
    expect(normaliseOrderNumber("ORD- 250901 -ABCD23")).toBe("ORD-250901-ABCD23");
  });
});
