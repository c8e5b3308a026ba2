import { describe, expect, it } from "vitest";

import "~/i18n/tamil.server";

import type { OrderEventMessage } from "../../../db/enums";
import { orderEventNote } from "./order-event-note";

const cancellations: OrderEventMessage[] = [
  { code: "cancelled", by: "customer", refundDuePaise: null },
  { code: "cancelled", by: "dealer", refundDuePaise: null },
  { code: "cancelled", by: "customer", refundDuePaise: 3_20_000 },
  { code: "cancelled", by: "dealer", refundDuePaise: 99 },
];

describe("orderEventNote", () => {
  it("writes every stored message in English and in Tamil", () => {
    for (const message of cancellations) {
      const english = orderEventNote({ note: null, message }, "en")!;
      const tamil = orderEventNote({ note: null, message }, "ta")!;
      expect(english).toMatch(/^Cancelled by the (customer|dealer)/);
      expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
      expect(tamil).not.toMatch(/Cancelled|refund/);
    }
    expect(orderEventNote({ note: null, message: cancellations[2]! }, "en")).toBe(
      "Cancelled by the customer. A refund of ₹3,200.00 is due; it will be initiated within 3-5 business days.",
    );
  });

  it("keeps what staff typed as typed, in either language, and shows a note without a message as stored", () => {
    const typed = { note: "Customer called", message: cancellations[1]! };
    expect(orderEventNote(typed, "en")).toBe("Cancelled by the dealer: Customer called");
    expect(orderEventNote(typed, "ta")).toMatch(/: Customer called$/);
    expect(orderEventNote({ note: "Payment received (UPI)", message: null }, "ta")).toBe(
      "Payment received (UPI)",
    );
  });
});
