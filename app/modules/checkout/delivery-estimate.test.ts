import { describe, expect, it } from "vitest";

import { deliveryEstimate } from "./delivery-estimate";

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
