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
  savedAt: Date.parse("2026-11-26T12:32:00Z"),
};

describe("a saved tracking snapshot", () => {
  it("reads back what was stored, for seven days", () => {
    const day = 24 * 60 * 60_000;
    const raw = JSON.stringify(snapshot);
    expect(parseSavedTracking(raw, snapshot.savedAt + 7 * day - 1)).toEqual({ value: snapshot });
    // then it is forgotten (the key removed), as is one a wrong clock dated in the future
    expect(parseSavedTracking(raw, snapshot.savedAt + 7 * day)).toEqual({ value: null, cleaned: null });
    expect(parseSavedTracking(raw, snapshot.savedAt - day)).toEqual({ value: null, cleaned: null });
  });

  it.each([
    ["not JSON", "{oops"],
    ["null", "null"],
    ["a list", "[]"],
    ["a row that is not a pair", JSON.stringify({ ...snapshot, rows: [["Placed"]] })],
    ["a number for a text", JSON.stringify({ ...snapshot, status: 3 })],
    ["a missing field", JSON.stringify({ ...snapshot, savedText: undefined })],
    ["an earlier version without the time", JSON.stringify({ ...snapshot, savedAt: undefined })],
    ["a huge text", JSON.stringify({ ...snapshot, title: "x".repeat(10_000) })],
    ["too many rows", JSON.stringify({ ...snapshot, rows: Array(50).fill(["a", "b"]) })],
  ])("treats %s as corrupt", (_, raw) => {
    expect(parseSavedTracking(raw, snapshot.savedAt)).toEqual({ value: null, corrupt: true });
  });
});
