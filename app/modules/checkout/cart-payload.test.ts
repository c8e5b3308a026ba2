import { describe, expect, it } from "vitest";

import { cartFingerprint, parseCartPayload, serializeCart } from "./cart-payload";

describe("cart payload", () => {
  it("sends ids and quantities only, and reads them back", () => {
    const raw = serializeCart([
      { id: "1", quantity: 2 },
      { id: "11", quantity: 1 },
    ]);
    expect(raw).toBe('[{"id":"1","quantity":2},{"id":"11","quantity":1}]');
    expect(parseCartPayload(raw)).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 11, quantity: 1 },
    ]);
  });

  it.each([
    undefined,
    "",
    "[]",
    "{}",
    "not json",
    '[{"id":"1"}]',
    '[{"id":1,"quantity":1}]',
    '[{"id":"0","quantity":1}]',
    '[{"id":"1","quantity":0}]',
    '[{"id":"1","quantity":1.5}]',
    '[{"id":"1","quantity":11}]',
    '[{"id":"1","quantity":100}]',
    '[{"id":"1","quantity":"2"}]',
    '[{"id":"1","quantity":1,"price":1}]',
    '[{"id":"1","quantity":1},{"id":"1","quantity":2}]',
    "[null]",
    JSON.stringify(Array.from({ length: 51 }, (_, index) => ({ id: String(index + 1), quantity: 1 }))),
  ])("refuses %j", (raw) => {
    expect(parseCartPayload(raw)).toBeNull();
  });

  it("fingerprints the contents regardless of order", () => {
    const a = cartFingerprint([
      { id: "1", quantity: 2 },
      { id: "3", quantity: 1 },
    ]);
    const b = cartFingerprint([
      { id: "3", quantity: 1 },
      { id: "1", quantity: 2 },
    ]);
    expect(a).toBe(b);
    expect(cartFingerprint([{ id: "1", quantity: 3 }])).not.toBe(cartFingerprint([{ id: "1", quantity: 2 }]));
  });
});
