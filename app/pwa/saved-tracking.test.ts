import { describe, expect, it } from "vitest";

import { parseSavedTracking, type SavedTracking } from "./saved-tracking";

const snapshot: SavedTracking = {
  title: "Order ORD-261126-1234",
  status: "Shipped",
  rows: [
    ["Placed", "26 Nov, 5:40 pm"],
    ["Courier tracking ID", "DTDC123"],
  ],
  savedText: "Last updated 26 Nov, 6:02 pm",
};

describe("a saved tracking snapshot", () => {
  it("reads back what was stored", () => {
    expect(parseSavedTracking(JSON.stringify(snapshot))).toEqual({ value: snapshot });
  });

  it.each([
    ["not JSON", "{oops"],
    ["null", "null"],
    ["a list", "[]"],
    ["a row that is not a pair", JSON.stringify({ ...snapshot, rows: [["Placed"]] })],
    ["a number for a text", JSON.stringify({ ...snapshot, status: 3 })],
    ["a missing field", JSON.stringify({ ...snapshot, savedText: undefined })],
    ["a huge text", JSON.stringify({ ...snapshot, title: "x".repeat(10_000) })],
    ["too many rows", JSON.stringify({ ...snapshot, rows: Array(50).fill(["a", "b"]) })],
  ])("treats %s as corrupt", (_, raw) => {
    expect(parseSavedTracking(raw)).toEqual({ value: null, corrupt: true });
  });
});
