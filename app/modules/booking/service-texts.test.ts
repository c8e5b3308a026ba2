import { describe, expect, it } from "vitest";

import { serviceCategoriesText } from "~/modules/booking/texts/en/service-categories";

import { repairPricing } from "./repair-pricing";
import { categoryIn } from "./category-text";
import { serviceCategories } from "./service-categories";

describe("service texts", () => {
  it("reads each category's covers and note from repair-pricing.ts in English", () => {
    for (const { slug } of serviceCategories) {
      const category = categoryIn(serviceCategoriesText.en, slug);
      expect(category.covers).toEqual(repairPricing[slug].covers);
      expect(category.note).toBe(repairPricing[slug].note);
    }
  });
});
