import { describe, expect, it } from "vitest";

import { formatPhone, indianMobilePattern, phoneHref, pincodePattern } from "./phone";

describe("phone links", () => {
  it("adds +91 to ten-digit numbers and keeps a country code that is there", () => {
    expect(phoneHref("9843012345")).toBe("tel:+919843012345");
    expect(phoneHref("09843012345")).toBe("tel:+919843012345");
    expect(phoneHref("919843012345")).toBe("tel:+919843012345");
    expect(phoneHref("447700900123")).toBe("tel:+447700900123");
    expect(formatPhone("9843012345")).toBe("98430 12345");
    expect(formatPhone("+44 7700 900123")).toBe("+44 7700 900123");
  });
});

describe("Indian number patterns", () => {
  it("takes a mobile number with or without +91 or 0, from 6 to 9", () => {
    for (const ok of ["9843012345", "+919843012345", "09843012345", "6000000000"]) {
      expect(indianMobilePattern.test(ok)).toBe(true);
    }
    for (const bad of ["5843012345", "984301234", "98430123456", "+9198430 12345"]) {
      expect(indianMobilePattern.test(bad)).toBe(false);
    }
  });

  it("takes six-digit pincodes that do not start with 0", () => {
    expect(pincodePattern.test("638001")).toBe(true);
    expect(pincodePattern.test("012345")).toBe(false);
    expect(pincodePattern.test("60000")).toBe(false);
    expect(pincodePattern.test("6000011")).toBe(false);
  });
});
