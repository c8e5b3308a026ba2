import { describe, expect, it } from "vitest";

import { findRateItem, noLabourKey, rateCard, rateCardFor } from "./rate-card";
import { repairPricing } from "../booking/repair-pricing";
import { serviceCategories } from "../booking/service-categories";

describe("rate card", () => {
  it("has named jobs for every service category, within the labour range the repairs page shows", () => {
    for (const { slug } of serviceCategories) {
      const items = rateCard[slug];
      expect(items.length, slug).toBeGreaterThan(0);
      const { labourFromPaise, labourToPaise } = repairPricing[slug];
      for (const item of items) {
        expect(item.labourPaise, item.key).toBeGreaterThanOrEqual(labourFromPaise);
        expect(item.labourPaise, item.key).toBeLessThanOrEqual(labourToPaise);
        expect(Number.isInteger(item.labourPaise)).toBe(true);
      }
    }
  });

  it("uses each key once across the whole card", () => {
    const keys = Object.values(rateCard).flatMap((items) => items.map((item) => item.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(noLabourKey);
  });

  it("offers no labour on an installation (paid with the order) or an appliance outside the categories", () => {
    expect(rateCardFor("installation", "ac")).toEqual([]);
    expect(rateCardFor("repair", "Voltas 1.5 Ton Split AC")).toEqual([]);
    expect(rateCardFor("repair", "ac")).toBe(rateCard.ac);
  });

  it("finds a job on the visit's card, null for no labour, and refuses a job of another appliance", () => {
    expect(findRateItem("repair", "ac", "ac-gas-refill")?.labourPaise).toBe(1_50_000);
    expect(findRateItem("repair", "ac", noLabourKey)).toBeNull();
    expect(findRateItem("repair", "ac", "tv-backlight")).toBeUndefined();
    expect(findRateItem("installation", "ac", "ac-gas-refill")).toBeUndefined();
    expect(findRateItem("repair", "ac", "toString")).toBeUndefined();
  });
});
