import { describe, expect, it } from "vitest";

import { todayInIndia } from "../app/lib/india-time";
import { indiaDayClock } from "./india-day";

describe("indiaDayClock", () => {
  it("gives the India date, and moves at midnight in India (18:30 UTC)", () => {
    let now = Date.parse("2026-11-24T18:29:59.999Z");
    const today = indiaDayClock(() => now);
    expect(today()).toBe("2026-11-24");
    now = Date.parse("2026-11-24T18:30:00.000Z");
    expect(today()).toBe("2026-11-25");
    now = Date.parse("2026-11-25T18:29:00.000Z");
    expect(today()).toBe("2026-11-25");
  });

  it("follows a clock set back", () => {
    let now = Date.parse("2026-11-25T10:00:00Z");
    const today = indiaDayClock(() => now);
    expect(today()).toBe("2026-11-25");
    now = Date.parse("2026-11-20T10:00:00Z");
    expect(today()).toBe("2026-11-20");
  });

  it("agrees with todayInIndia across a few days, hour by hour", () => {
    let now = Date.parse("2026-12-30T00:00:00Z");
    const today = indiaDayClock(() => now);
    for (; now < Date.parse("2027-01-03T00:00:00Z"); now += 1_800_000) {
      expect(today()).toBe(todayInIndia(new Date(now)));
    }
  });
});
