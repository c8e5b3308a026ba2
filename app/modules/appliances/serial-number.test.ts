import { describe, expect, it } from "vitest";

import { normaliseSerial, postedSerials, serialFieldName } from "./serial-number";

describe("serial numbers", () => {
  it("stores them trimmed, in capitals with single spaces; a blank field means none", () => {
    expect(normaliseSerial("  ab 12\t345 ")).toBe("AB 12 345");
    expect(normaliseSerial("sn-2026/07.1")).toBe("SN-2026/07.1");
    expect(normaliseSerial("   ")).toBeNull();
  });

  it("refuses what cannot be printed on a label", () => {
    for (const bad of ["AB", "<script>", "-AB12", "AB12-", "A".repeat(41), "AB_12"]) {
      expect(normaliseSerial(bad), bad).toBe(false);
    }
  });

  it("reads only the units' serial fields from a posted form", () => {
    const form = new FormData();
    form.set(serialFieldName(12, 1), "X123");
    form.set(serialFieldName(12, 2), "");
    form.set("serial-abc-1", "ignored");
    form.set("intent", "deliver");
    expect(postedSerials(form)).toEqual({ "serial-12-1": "X123", "serial-12-2": "" });
  });
});
