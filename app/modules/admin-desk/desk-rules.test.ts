import { describe, expect, it } from "vitest";

import { bookingActionSchema } from "./booking-action.schema";
import { availableActions, canApply } from "~/modules/booking/booking-lifecycle";
import { formatWeekRange, weekDays, weekFromParam } from "./week";

describe("board weeks", () => {
  it("starts every week on Monday", () => {
    expect(weekDays("2025-06-16")).toEqual([
      "2025-06-16",
      "2025-06-17",
      "2025-06-18",
      "2025-06-19",
      "2025-06-20",
      "2025-06-21",
      "2025-06-22",
    ]);
    expect(formatWeekRange("2025-06-16")).toBe("16 Jun 2025 – 22 Jun 2025");
  });

  it("takes ?week= when it is a real date and this week in India otherwise", () => {
    // 20:00 UTC on Sunday 22 June is already Monday 23 June in India
    const now = new Date("2025-06-22T20:00:00Z");
    expect(weekFromParam(null, now)).toBe("2025-06-23");
    expect(weekFromParam("2025-06-18", now)).toBe("2025-06-16");
    for (const bad of ["2025-02-30", "yesterday", "2025-6-1", "0001-01-01", ""]) {
      expect(weekFromParam(bad, now)).toBe("2025-06-23");
    }
  });
});

describe("booking steps", () => {
  it("follows requested > confirmed > technician assigned > in progress > completed", () => {
    expect(availableActions("requested")).toEqual(["confirm", "reschedule", "cancel"]);
    expect(availableActions("confirmed")).toEqual(["assign", "reschedule", "cancel"]);
    expect(availableActions("technician_assigned")).toEqual(["assign", "start", "reschedule", "cancel"]);
    expect(availableActions("in_progress")).toEqual(["complete", "cancel"]);
    expect(availableActions("completed")).toEqual([]);
    expect(availableActions("cancelled")).toEqual([]);
    expect(canApply("start", "completed")).toBe(false);
  });

  it("reads the completion form: the work done from the rate card and how the customer paid", () => {
    const parse = (labour: string, pay: string) =>
      bookingActionSchema.safeParse({ intent: "complete", labour, pay, notes: "" });
    expect(parse("ac-capacitor", "upi")).toMatchObject({
      success: true,
      data: { intent: "complete", labour: "ac-capacitor", pay: "upi", notes: null },
    });
    expect(parse("none", "cash").success).toBe(true);
    for (const [labour, pay] of [
      ["", "cash"],
      ["none", "card"],
      ["none", ""],
      ["x".repeat(101), "cash"],
    ] as const) {
      expect(parse(labour, pay).success, `${labour} ${pay}`).toBe(false);
    }
    expect(bookingActionSchema.safeParse({ intent: "cancel", reason: "  " }).success).toBe(false);
    expect(bookingActionSchema.safeParse({ intent: "assign", technicianId: "x" }).success).toBe(false);
    expect(bookingActionSchema.safeParse({ intent: "explode" }).success).toBe(false);
  });
});
