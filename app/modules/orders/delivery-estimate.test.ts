import { describe, expect, it } from "vitest";

import { formatFullDate, formatWeekday } from "~/lib/india-time";

import {
  addBusinessDays,
  businessDaysText,
  deliveryDates,
  deliveryEstimate,
  estimatedDeliveryDate,
  processingDays,
  productPageDeliveryDate,
} from "./delivery-estimate";

describe("deliveryEstimate", () => {
  it.each([
    ["600040", "Chennai"],
    ["641002", "Coimbatore"],
    ["625001", "Madurai"],
    ["560001", "Bengaluru"],
    ["400001", "Mumbai"],
    ["110001", "Delhi"],
    ["500032", "Hyderabad"],
    ["700019", "Kolkata"],
    ["411001", "Pune"],
    ["380009", "Ahmedabad"],
  ])("treats %s as metro (%s): 3-6 business days", (pincode, city) => {
    expect(deliveryEstimate(pincode)).toEqual({
      zone: "metro",
      city,
      minDays: 3,
      maxDays: 6,
      summary: `Delivery to ${city} in 3-6 business days after dispatch.`,
    });
  });

  it.each(["638001", "636701", "695001", "799001"])(
    "treats %s as non-metro: 5-10 business days",
    (pincode) => {
      expect(deliveryEstimate(pincode)).toEqual({
        zone: "other",
        city: null,
        minDays: 5,
        maxDays: 10,
        summary: "Delivery to your area in 5-10 business days after dispatch.",
      });
    },
  );

  it("ignores surrounding spaces", () => {
    expect(deliveryEstimate(" 600001 ")?.city).toBe("Chennai");
  });

  it.each(["", "60000", "6000011", "012345", "60000a", "600 001"])("has no estimate for %j", (pincode) => {
    expect(deliveryEstimate(pincode)).toBeNull();
  });
});

describe("addBusinessDays", () => {
  it("skips Saturdays and Sundays", () => {
    expect(addBusinessDays("2025-09-05", 1)).toBe("2025-09-08");
    expect(addBusinessDays("2025-09-06", 1)).toBe("2025-09-08");
    expect(addBusinessDays("2025-09-01", 5)).toBe("2025-09-08");
    expect(addBusinessDays("2025-09-01", 0)).toBe("2025-09-01");
  });
});

describe("estimatedDeliveryDate", () => {
  const placedAt = new Date("2025-09-01T05:00:00Z");

  it("counts from the India date of the order", () => {
    // 20:00 UTC on 1 September is already Tuesday 2 September in India.
    expect(estimatedDeliveryDate(new Date("2025-09-01T20:00:00Z"), "638107")).toBe("2025-09-22");
    expect(estimatedDeliveryDate(placedAt, "638107")).toBe("2025-09-19");
  });

  it("is the last day of the promise checkout showed for the pincode", () => {
    expect(deliveryDates(placedAt, "600040")).toEqual({ earliest: "2025-09-08", latest: "2025-09-15" });
    expect(deliveryDates(placedAt, "638107")).toEqual({ earliest: "2025-09-10", latest: "2025-09-19" });
    for (const pincode of ["600040", "638107", "110001", "799001"]) {
      const shown = deliveryEstimate(pincode);
      if (!shown) throw new Error(`no estimate for ${pincode}`);
      const placedOn = "2025-09-01";
      expect(estimatedDeliveryDate(placedAt, pincode)).toBe(
        addBusinessDays(placedOn, processingDays.max + shown.maxDays),
      );
      expect(deliveryDates(placedAt, pincode).earliest).toBe(
        addBusinessDays(placedOn, processingDays.min + shown.minDays),
      );
    }
  });

  it("takes the longer, non-metro promise for a pincode without an estimate", () => {
    expect(estimatedDeliveryDate(placedAt, "")).toBe(estimatedDeliveryDate(placedAt, "638107"));
  });

  it("is shown one way: the full date", () => {
    expect(formatFullDate(estimatedDeliveryDate(placedAt, "600040"))).toBe("Monday, 15 September 2025");
  });
});

describe("productPageDeliveryDate", () => {
  it("is the last day checkout promises any pincode: 4 + 10 business days from today in India", () => {
    // 20 Nov 2026, 20:00 UTC is Saturday 21 Nov in India: 14 business days on is Thursday 10 Dec.
    const now = new Date("2026-11-20T20:00:00Z");
    expect(productPageDeliveryDate(now)).toBe("2026-12-10");
    expect(formatWeekday(productPageDeliveryDate(now))).toBe("Thu, 10 Dec");
    for (const pincode of ["600040", "638001", "110001", "799001"]) {
      expect(deliveryDates(now, pincode).latest <= productPageDeliveryDate(now), pincode).toBe(true);
    }
  });
});

describe("businessDaysText", () => {
  it("writes the policy's ranges as the pages do", () => {
    expect(businessDaysText(processingDays)).toBe("2-4 business days");
    expect(businessDaysText({ min: 3, max: 6 })).toBe("3-6 business days");
  });
});
