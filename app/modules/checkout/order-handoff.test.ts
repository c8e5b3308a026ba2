import { describe, expect, it } from "vitest";

import { memoryStorage } from "../../../tests/support/memory-storage";
import { lastOrderKey, pendingOrderKey, storePendingOrder, takeStoredOrder } from "./order-handoff";

const ref = { orderNumber: "ORD-20250714-AB12CD", accessToken: "k3v9X_2mQp-7LrT0aZ" };

describe("order hand-off", () => {
  it("moves the pending order to the last order", () => {
    const storage = memoryStorage();
    storePendingOrder(storage, ref);
    expect(takeStoredOrder(storage)).toEqual({ status: "found", ref, source: "pending" });
    expect(storage.getItem(pendingOrderKey)).toBeNull();
    expect(JSON.parse(storage.getItem(lastOrderKey) ?? "null")).toEqual(ref);
    // a reload finds the last order
    expect(takeStoredOrder(storage)).toEqual({ status: "found", ref, source: "last" });
  });

  it("prefers a new pending order over an older last order", () => {
    const storage = memoryStorage({ [lastOrderKey]: JSON.stringify({ ...ref, orderNumber: "ORD-OLD1" }) });
    storePendingOrder(storage, ref);
    expect(takeStoredOrder(storage)).toMatchObject({ status: "found", ref });
  });

  it("reports nothing stored", () => {
    expect(takeStoredOrder(memoryStorage())).toEqual({ status: "none" });
  });

  it.each([
    "{broken",
    "[]",
    JSON.stringify({ orderNumber: "ORD-1" }),
    JSON.stringify({ orderNumber: "12345", accessToken: ref.accessToken }),
    JSON.stringify({ orderNumber: "ORD-1", accessToken: "has spaces in it" }),
  ])("reports unreadable pending data %j as invalid and removes it", (raw) => {
    const storage = memoryStorage({ [pendingOrderKey]: raw });
    expect(takeStoredOrder(storage)).toEqual({ status: "invalid" });
    expect(storage.getItem(pendingOrderKey)).toBeNull();
    expect(storage.getItem(lastOrderKey)).toBeNull();
  });

  it("reports an unreadable last order as invalid and removes it", () => {
    const storage = memoryStorage({ [lastOrderKey]: "not json" });
    expect(takeStoredOrder(storage)).toEqual({ status: "invalid" });
    expect(storage.getItem(lastOrderKey)).toBeNull();
  });
});
