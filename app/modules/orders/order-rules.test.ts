import { describe, expect, it } from "vitest";

import { customerCancelRefusal } from "./order-rules";

const placedAt = new Date("2025-09-01T05:00:00Z");
const at = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);

describe("customerCancelRefusal", () => {
  it("allows a placed order up to 2 hours old", () => {
    expect(customerCancelRefusal({ status: "placed", placedAt }, at(0))).toBeNull();
    expect(customerCancelRefusal({ status: "placed", placedAt }, at(119))).toBeNull();
    expect(customerCancelRefusal({ status: "placed", placedAt: placedAt.toISOString() }, at(120))).toBeNull();
  });

  it("explains why not afterwards, once packed or shipped, or when done", () => {
    expect(customerCancelRefusal({ status: "placed", placedAt }, at(121))).toMatch(/More than 2 hours/);
    expect(customerCancelRefusal({ status: "packed", placedAt }, at(5))).toMatch(/already been packed/);
    expect(customerCancelRefusal({ status: "shipped", placedAt }, at(5))).toMatch(/already been shipped/);
    expect(customerCancelRefusal({ status: "delivered", placedAt }, at(5))).toMatch(/delivered/);
    expect(customerCancelRefusal({ status: "cancelled", placedAt }, at(5))).toMatch(/already cancelled/);
  });
});
