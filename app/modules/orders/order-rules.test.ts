import { describe, expect, it } from "vitest";

import { customerCancelWindowMs, customerCancelWindowText } from "./cancel-window";
import { customerCancelRefusal, idempotencyKeyPattern } from "./order-rules";
import { trackOrderMessages } from "~/modules/orders/texts/en/track-order-messages";
import { messageIn } from "~/i18n/text";

const refusalInEnglish = (...args: Parameters<typeof customerCancelRefusal>) => {
  const code = customerCancelRefusal(...args);
  return code && messageIn(code, [trackOrderMessages], "en");
};

const placedAt = new Date("2025-09-01T05:00:00Z");
const at = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);

describe("customerCancelRefusal", () => {
  it("allows a placed order up to 2 hours old", () => {
    expect(refusalInEnglish({ status: "placed", placedAt }, at(0))).toBeNull();
    expect(refusalInEnglish({ status: "placed", placedAt }, at(119))).toBeNull();
    expect(refusalInEnglish({ status: "placed", placedAt: placedAt.toISOString() }, at(120))).toBeNull();
  });

  it("explains why not afterwards, once packed or shipped, or when done", () => {
    expect(refusalInEnglish({ status: "placed", placedAt }, at(121))).toMatch(/More than 2 hours/);
    expect(refusalInEnglish({ status: "packed", placedAt }, at(5))).toMatch(/already been packed/);
    expect(refusalInEnglish({ status: "shipped", placedAt }, at(5))).toMatch(/already been shipped/);
    expect(refusalInEnglish({ status: "delivered", placedAt }, at(5))).toMatch(/delivered/);
    expect(refusalInEnglish({ status: "cancelled", placedAt }, at(5))).toMatch(/already cancelled/);
  });
});

describe("cancel window", () => {
  it("is 2 hours, written as the pages write it", () => {
    expect(customerCancelWindowText).toBe("2 hours");
    expect(customerCancelWindowMs).toBe(2 * 60 * 60_000);
    expect(refusalInEnglish({ status: "placed", placedAt }, at(121))).toMatch(
      /^More than 2 hours have passed since this order was placed, so it can no longer be cancelled online\. /,
    );
  });
});

describe("idempotencyKeyPattern", () => {
  it("takes a browser's UUID and 16 to 100 letters, digits, '_' or '-'", () => {
    expect(idempotencyKeyPattern.test("3b7f4a52-8d0e-4f8b-9a51-2d1c0f6e7a11")).toBe(true);
    expect(idempotencyKeyPattern.test("a".repeat(16))).toBe(true);
    expect(idempotencyKeyPattern.test("a".repeat(100))).toBe(true);
    expect(idempotencyKeyPattern.test("a".repeat(15))).toBe(false);
    expect(idempotencyKeyPattern.test("a".repeat(101))).toBe(false);
    expect(idempotencyKeyPattern.test("bad key!bad key!")).toBe(false);
  });
});
