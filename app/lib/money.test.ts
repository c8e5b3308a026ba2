import { describe, expect, it } from "vitest";

import {
  effectiveUnitPricePaise,
  formatAmount,
  formatRupees,
  formatRupeesWithPaise,
  savingsPaise,
} from "./money";

describe("effectiveUnitPricePaise", () => {
  it.each([
    [
      "no MRP and no discount: the price",
      { pricePaise: 1_499_000, mrpPaise: null, discountPct: 0 },
      1_499_000,
    ],
    [
      "MRP above the price, no discount: the MRP",
      { pricePaise: 1_499_000, mrpPaise: 1_999_000, discountPct: 0 },
      1_999_000,
    ],
    [
      "MRP below the price: the price",
      { pricePaise: 1_499_000, mrpPaise: 1_299_000, discountPct: 0 },
      1_499_000,
    ],
    [
      "MRP equal to the price: the price",
      { pricePaise: 1_499_000, mrpPaise: 1_499_000, discountPct: 10 },
      1_349_100,
    ],
    ["no MRP, 10% off the price", { pricePaise: 1_499_000, mrpPaise: null, discountPct: 10 }, 1_349_100],
    [
      "20% off the MRP, not the price",
      { pricePaise: 1_499_000, mrpPaise: 1_999_000, discountPct: 20 },
      1_599_200,
    ],
    [
      "MRP below the price, 20% off the price",
      { pricePaise: 50_000, mrpPaise: 40_000, discountPct: 20 },
      40_000,
    ],
    [
      "rounds down to a whole rupee (₹849.15)",
      { pricePaise: 99_900, mrpPaise: null, discountPct: 15 },
      84_900,
    ],
    ["rounds up to a whole rupee (₹849.66)", { pricePaise: 99_960, mrpPaise: null, discountPct: 15 }, 85_000],
    ["rounds half a rupee up (₹499.50)", { pricePaise: 99_900, mrpPaise: null, discountPct: 50 }, 50_000],
    ["a negative discount is ignored", { pricePaise: 99_999, mrpPaise: null, discountPct: -5 }, 99_999],
  ])("%s", (_label, priced, expected) => {
    expect(effectiveUnitPricePaise(priced)).toBe(expected);
  });

  it("always gives whole rupees when a discount applies", () => {
    for (let discountPct = 1; discountPct <= 95; discountPct++) {
      expect(effectiveUnitPricePaise({ pricePaise: 1_234_567, mrpPaise: null, discountPct }) % 100).toBe(0);
    }
  });
});

describe("savingsPaise", () => {
  it("is MRP minus price, never negative", () => {
    expect(savingsPaise({ pricePaise: 1_499_000, mrpPaise: 1_999_000, discountPct: 0 })).toBe(500_000);
    expect(savingsPaise({ pricePaise: 1_499_000, mrpPaise: 1_299_000, discountPct: 0 })).toBe(0);
    expect(savingsPaise({ pricePaise: 1_499_000, mrpPaise: null, discountPct: 0 })).toBe(0);
  });
});

describe("formatRupees", () => {
  it.each([
    [12_345_600, "₹1,23,456"],
    [1_234_567_800, "₹1,23,45,678"],
    [99_900, "₹999"],
    [100_000, "₹1,000"],
    [0, "₹0"],
    [12_345_650, "₹1,23,457"],
    [12_345_649, "₹1,23,456"],
  ])("formats %i paise as %s", (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });
});

describe("formatAmount", () => {
  it.each([
    [43_700, "₹437"],
    [43_735, "₹437.35"],
    [87_470, "₹874.70"],
    [12_345_600, "₹1,23,456"],
    [0, "₹0"],
  ])("formats %i paise as %s, never rounding away paise", (paise, text) => {
    expect(formatAmount(paise)).toBe(text);
  });
});

describe("formatRupeesWithPaise", () => {
  it.each([
    [12_345_678, "₹1,23,456.78"],
    [12_345_600, "₹1,23,456.00"],
    [5, "₹0.05"],
    [99_999_999, "₹9,99,999.99"],
  ])("formats %i paise as %s", (paise, text) => {
    expect(formatRupeesWithPaise(paise)).toBe(text);
  });
});
