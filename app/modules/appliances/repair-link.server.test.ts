import { describe, expect, it } from "vitest";

import { repairLinkLifetimeMs, signRepairLink, verifyRepairLink } from "./repair-link.server";

const key = "k".repeat(40);
const now = new Date("2026-11-25T06:00:00Z");
const expiresAt = new Date(now.getTime() + repairLinkLifetimeMs);

describe("repair links", () => {
  it("names the appliance until it expires, 24 hours after it was made", () => {
    const token = signRepairLink(42, expiresAt, key);
    expect(verifyRepairLink(token, now, key)).toBe(42);
    expect(verifyRepairLink(token, new Date(expiresAt.getTime() - 1000), key)).toBe(42);
    expect(verifyRepairLink(token, expiresAt, key)).toBeNull();
    expect(repairLinkLifetimeMs).toBe(24 * 60 * 60 * 1000);
  });

  it("refuses a token whose appliance, expiry or signature was changed", () => {
    const token = signRepairLink(42, expiresAt, key);
    const [, expiry, mac] = token.split(".") as [string, string, string];
    expect(verifyRepairLink(`43.${expiry}.${mac}`, now, key)).toBeNull();
    expect(verifyRepairLink(`42.${Number(expiry) + 86_400}.${mac}`, now, key)).toBeNull();
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect(verifyRepairLink(`42.${expiry}.${flipped}`, now, key)).toBeNull();
  });

  it("refuses a token signed with another key, and anything malformed", () => {
    expect(verifyRepairLink(signRepairLink(42, expiresAt, "x".repeat(40)), now, key)).toBeNull();
    for (const bad of ["", "42", "42.1", "abc.def.ghi", `42.${"9".repeat(13)}.${"a".repeat(43)}`, "0.1.2"]) {
      expect(verifyRepairLink(bad, now, key)).toBeNull();
    }
  });
});
