import { describe, expect, it } from "vitest";

import { memoryStorage } from "../../../tests/support/memory-storage";
import { forgetSavedInfo, pickSavedInfo, readSavedInfo, savedInfoKey, writeSavedInfo } from "./saved-info";

describe("saved checkout details", () => {
  it("round-trips the contact and address fields only", () => {
    const storage = memoryStorage();
    const info = pickSavedInfo({
      name: " Priya Raman ",
      email: "priya@example.in",
      phone: "9843012345",
      address: "12, Gandhi Road, Periyar Nagar",
      address2: "",
      city: "Erode",
      state: "Tamil Nadu",
      pincode: "638001",
      paymentMethod: "upi",
      agreeTerms: "on",
      cart: "[]",
    });
    writeSavedInfo(storage, info);
    expect(readSavedInfo(storage)).toEqual({
      name: "Priya Raman",
      email: "priya@example.in",
      phone: "9843012345",
      address: "12, Gandhi Road, Periyar Nagar",
      city: "Erode",
      state: "Tamil Nadu",
      pincode: "638001",
    });
  });

  it("returns null when nothing is saved", () => {
    expect(readSavedInfo(memoryStorage())).toBeNull();
  });

  it.each([
    "{not json",
    "[]",
    "null",
    '"text"',
    '{"name":5}',
    JSON.stringify({ city: "x".repeat(301) }),
    "{}",
  ])("removes and ignores a corrupt value %j", (raw) => {
    const storage = memoryStorage({ [savedInfoKey]: raw });
    expect(readSavedInfo(storage)).toBeNull();
    expect(storage.getItem(savedInfoKey)).toBeNull();
  });

  it("ignores unknown keys", () => {
    const storage = memoryStorage({ [savedInfoKey]: JSON.stringify({ name: "Arun", total: 1 }) });
    expect(readSavedInfo(storage)).toEqual({ name: "Arun" });
  });

  it("forgets the details", () => {
    const storage = memoryStorage();
    writeSavedInfo(storage, { name: "Arun" });
    forgetSavedInfo(storage);
    expect(storage.getItem(savedInfoKey)).toBeNull();
  });
});
