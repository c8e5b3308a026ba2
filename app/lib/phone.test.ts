import { describe, expect, it } from "vitest";

import { formatPhone, phoneHref } from "./phone";

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
