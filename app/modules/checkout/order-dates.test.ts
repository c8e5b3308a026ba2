import { describe, expect, it } from "vitest";

import { formatDeliveryDate, formatPlacedAt } from "./order-dates";

describe("order dates", () => {
  it("formats the delivery date in en-IN without shifting the day", () => {
    expect(formatDeliveryDate("2025-07-17")).toBe("Thursday, 17 July 2025");
    expect(formatDeliveryDate("2026-01-01")).toBe("Thursday, 1 January 2026");
  });

  it("leaves an unexpected value as it is", () => {
    expect(formatDeliveryDate("soon")).toBe("soon");
  });

  it("shows the placing time in India time", () => {
    expect(formatPlacedAt("2025-07-14T18:35:00.000Z")).toMatch(/15 July 2025.*12:05/);
  });
});
