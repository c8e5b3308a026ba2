import { describe, expect, it } from "vitest";

import { bookingMessages } from "~/i18n/en/booking-messages";
import { serviceCategoriesText } from "~/i18n/en/service-categories";

import { repairPricing } from "./repair-pricing";
import { repairLinkInvalidMessage } from "./repair-for-appliance.server";
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

  it("registers the messages other modules send as English", () => {
    expect(bookingMessages.en.repairLinkInvalid).toBe(repairLinkInvalidMessage);
  });
});
