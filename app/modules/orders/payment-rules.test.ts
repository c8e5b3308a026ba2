import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { readPaymentEntry, readRefundEntry } from "./payment-rules";

const day = { placedOn: "2026-11-20", today: "2026-11-27" };

describe("the staff's payment form", () => {
  it("takes a UPI payment only with a 12-digit UTR, and cash without one", () => {
    const due = { duePaise: 429_900, ...day };
    expect(
      readPaymentEntry(
        { channel: "upi", amount: "4,299", reference: "4087 1234 5678", receivedOn: "2026-11-27" },
        due,
      ),
    ).toEqual({
      ok: true,
      entry: { channel: "upi", amountPaise: 429_900, reference: "408712345678", receivedOn: "2026-11-27" },
    });
    expect(
      readPaymentEntry(
        { channel: "upi", amount: "4299", reference: "40871234567", receivedOn: "2026-11-27" },
        due,
      ),
    ).toMatchObject({
      ok: false,
      errors: { reference: expect.stringMatching(/12-digit UTR/) as unknown },
    });
    expect(
      readPaymentEntry({ channel: "cash", amount: "100.5", receivedOn: "2026-11-21" }, due),
    ).toMatchObject({
      ok: true,
      entry: { channel: "cash", amountPaise: 10_050, reference: null },
    });
  });

  it("refuses days outside the order's life, unknown channels and absurd amounts, naming each field", () => {
    const refused = readPaymentEntry(
      { channel: "gateway", amount: "99999999", reference: "", receivedOn: "2026-11-28" },
      { duePaise: 429_900, ...day },
    );
    expect(refused).toEqual({
      ok: false,
      errors: {
        channel: "Choose how the money was received.",
        amount: "That is more than twice what is due: check the amount.",
        receivedOn: "Enter the day the money arrived: not before the order was placed and not after today.",
      },
    });
  });

  it("answers any input with an entry or field messages, never an exception", () => {
    fc.assert(
      fc.property(
        fc.record(
          { channel: fc.string(), amount: fc.string(), reference: fc.string(), receivedOn: fc.string() },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 0, max: 10_000_000 }),
        (input, duePaise) => {
          const read = readPaymentEntry(input, { duePaise, ...day });
          if (read.ok) expect(read.entry.amountPaise).toBeGreaterThan(0);
          else expect(Object.keys(read.errors).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("the staff's refund form", () => {
  const due = { duePaise: 429_900, gatewayPaid: true, ...day };

  it("refunds through the gateway only an order paid through it, and never more than is due", () => {
    expect(readRefundEntry({ channel: "gateway", amount: "4299" }, due)).toEqual({
      ok: true,
      entry: { channel: "gateway", amountPaise: 429_900 },
    });
    expect(
      readRefundEntry({ channel: "gateway", amount: "4299" }, { ...due, gatewayPaid: false }),
    ).toMatchObject({
      ok: false,
      errors: { channel: "Choose how the money goes back." },
    });
    expect(readRefundEntry({ channel: "gateway", amount: "4300" }, due)).toMatchObject({
      ok: false,
      errors: { amount: "A refund cannot be more than what is due back: at most ₹4,299.00." },
    });
  });

  it("records money the shop sent with its reference and day", () => {
    expect(
      readRefundEntry(
        { channel: "bank", amount: "1000", reference: "n123 456", refundedOn: "2026-11-26" },
        due,
      ),
    ).toEqual({
      ok: true,
      entry: { channel: "bank", amountPaise: 100_000, reference: "N123456", refundedOn: "2026-11-26" },
    });
    expect(
      readRefundEntry({ channel: "upi", amount: "1000", reference: "12", refundedOn: "2026-11-26" }, due),
    ).toMatchObject({
      ok: false,
      errors: { reference: "Enter the 12-digit UTR of the UPI transfer you sent." },
    });
  });

  it("answers any input with an entry within what is due, or field messages", () => {
    fc.assert(
      fc.property(
        fc.record(
          { channel: fc.string(), amount: fc.string(), reference: fc.string(), refundedOn: fc.string() },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (input, duePaise, gatewayPaid) => {
          const read = readRefundEntry(input, { duePaise, gatewayPaid, ...day });
          if (read.ok) expect(read.entry.amountPaise).toBeLessThanOrEqual(duePaise);
        },
      ),
    );
  });
});
