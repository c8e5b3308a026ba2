import { describe, expect, it } from "vitest";

import { attemptKeyFor, checkoutAttemptKey, endAttempt } from "./checkout-attempt";
import { memoryStorage } from "../../../tests/support/memory-storage";

function keys() {
  let n = 0;
  return () => `key-000000000000000${++n}`;
}

describe("checkout attempt key", () => {
  it("keeps the key for the same cart across reloads", () => {
    const storage = memoryStorage();
    const next = keys();
    const first = attemptKeyFor(storage, "1x2", next);
    expect(attemptKeyFor(storage, "1x2", next)).toBe(first);
  });

  it("starts a new attempt when the cart changes", () => {
    const storage = memoryStorage();
    const next = keys();
    const first = attemptKeyFor(storage, "1x2", next);
    expect(attemptKeyFor(storage, "1x3", next)).not.toBe(first);
  });

  it("starts a new attempt after the order is placed", () => {
    const storage = memoryStorage();
    const next = keys();
    const first = attemptKeyFor(storage, "1x2", next);
    endAttempt(storage);
    expect(storage.getItem(checkoutAttemptKey)).toBeNull();
    expect(attemptKeyFor(storage, "1x2", next)).not.toBe(first);
  });

  it("replaces an unreadable saved attempt", () => {
    const storage = memoryStorage({ [checkoutAttemptKey]: "{oops" });
    expect(attemptKeyFor(storage, "1x2", keys())).toBe("key-0000000000000001");
  });
});
