import { describe, expect, it } from "vitest";

import { freeChangeWindowMs, freeChangeWindowText, isFreeChangeAllowed, slotStart } from "./booking-slots";

describe("free-change window", () => {
  it("is 4 hours before the slot opens, written as the pages write it", () => {
    expect(freeChangeWindowText).toBe("4 hours");
    expect(freeChangeWindowMs).toBe(4 * 60 * 60 * 1000);
    const opens = slotStart("2025-06-16", "morning").getTime();
    expect(isFreeChangeAllowed("2025-06-16", "morning", new Date(opens - freeChangeWindowMs))).toBe(true);
    expect(isFreeChangeAllowed("2025-06-16", "morning", new Date(opens - freeChangeWindowMs + 1))).toBe(
      false,
    );
  });
});
