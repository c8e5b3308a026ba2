import { describe, expect, it } from "vitest";

import {
  bookingErrors as bookingErrorCodes,
  bookingHorizonMessage,
  bookingSchema,
  rescheduleSchema,
  sundaySlotMessage,
  weekdaySlotMessage,
} from "./booking.schema";
import { normaliseReference, generateReference, referencePattern } from "./booking-reference";
import {
  bookingHorizonDays,
  isFreeChangeAllowed,
  isSunday,
  lastBookableDate,
  slotStart,
  slotsForDate,
} from "./booking-slots";
import { addDays, todayInIndia } from "~/lib/india-time";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";
import { inEnglish } from "../../../tests/support/messages-in-english";

/** The schema's messages in English, as the specification words them. */
function bookingErrors(input: unknown) {
  const errors = bookingErrorCodes(input);
  return errors && inEnglish(errors, bookingMessages);
}

function nextDay(predicate: (date: string) => boolean): string {
  let date = addDays(todayInIndia(), 1);
  while (!predicate(date)) date = addDays(date, 1);
  return date;
}

const weekday = nextDay((date) => !isSunday(date));
const sunday = nextDay(isSunday);

const valid = {
  name: "Ravi Kumar",
  phone: "098430 12345",
  appliance: "tv",
  brand: "lg",
  issue: "No picture",
  date: weekday,
  slot: "morning",
  address: "12, Gandhi Street, Erode",
  pincode: "638001",
  agreeTerms: "on",
};

describe("the booking horizon", () => {
  it("accepts the last bookable day and refuses the day after, for booking and rescheduling", () => {
    const last = lastBookableDate(todayInIndia());
    expect(last).toBe(addDays(todayInIndia(), bookingHorizonDays));
    const lastOk = nextDay((date) => date >= addDays(last, -6) && !isSunday(date));
    expect(bookingErrors({ ...valid, date: lastOk })).toBeNull();
    for (const date of [addDays(last, 1), "9999-12-31"]) {
      expect(bookingErrors({ ...valid, date, slot: isSunday(date) ? "emergency" : "morning" })).toEqual({
        date: "Please choose a date within the next 60 days.",
      });
      const moved = rescheduleSchema.safeParse({
        reference: "SRV-ABCDEFGH",
        phone: "9843012345",
        date,
        slot: "morning",
      });
      expect(moved.success ? null : moved.error.issues.map((issue) => issue.message)).toContain(
        bookingHorizonMessage,
      );
    }
  });
});

describe("the booking schema", () => {
  it("accepts a full booking and normalises the phone to 10 digits", () => {
    expect(bookingSchema.parse(valid)).toMatchObject({
      phone: "9843012345",
      slot: "morning",
      agreeTerms: true,
    });
  });

  it("takes an optional e-mail address, trimmed, and names a wrong one", () => {
    expect(bookingSchema.parse({ ...valid, email: "" }).email).toBeUndefined();
    expect(bookingSchema.parse({ ...valid, email: " ravi@example.in " }).email).toBe("ravi@example.in");
    expect(bookingErrors({ ...valid, email: "ravi@" })?.email).toBe("Please enter a valid email address.");
  });

  it("names every missing field", () => {
    expect(bookingErrors({})).toEqual({
      name: "Name is required",
      phone: "Phone number is required",
      appliance: "Please select an appliance.",
      brand: "Please select a brand.",
      issue: "Please describe the issue.",
      date: "Please choose a preferred date.",
      slot: "Please choose a time slot.",
      address: "Please enter the address for the visit.",
      pincode: "Please enter the pincode.",
      agreeTerms: "You must agree to the terms and conditions.",
    });
  });

  it.each([
    ["phone", "5843012345", /valid 10-digit mobile/],
    ["phone", "+91 98430 1234", /valid 10-digit mobile/],
    ["pincode", "038001", /valid 6-digit pincode/],
    ["pincode", "63800", /valid 6-digit pincode/],
    ["date", addDays(todayInIndia(), -1), /cannot be earlier than today/],
    ["date", "2025-02-30", /valid date/],
    ["address", "Erode", /full address/],
    ["slot", "night", /choose a time slot/],
  ])("refuses %s %j", (field, value, message) => {
    expect(bookingErrors({ ...valid, [field]: value })?.[field as "phone"]).toMatch(message);
  });

  it("offers only the emergency slot on Sundays", () => {
    expect(slotsForDate(sunday)).toEqual(["emergency"]);
    expect(slotsForDate(weekday)).toEqual(["morning", "afternoon", "evening"]);
    expect(bookingErrorCodes({ ...valid, date: sunday, slot: "morning" })).toEqual({
      slot: sundaySlotMessage,
    });
    expect(bookingErrors({ ...valid, date: sunday, slot: "emergency" })).toBeNull();
    expect(bookingErrorCodes({ ...valid, slot: "emergency" })).toEqual({ slot: weekdaySlotMessage });
    expect(
      rescheduleSchema.safeParse({
        reference: "SRV-AAAAAAAA",
        phone: "9843012345",
        date: sunday,
        slot: "evening",
      }).success,
    ).toBe(false);
  });
});

describe("slot times", () => {
  it("opens the slots at 09:00, 12:00, 15:00 and Sunday 10:00 India time", () => {
    expect(slotStart("2025-06-16", "morning").toISOString()).toBe("2025-06-16T03:30:00.000Z");
    expect(slotStart("2025-06-16", "afternoon").toISOString()).toBe("2025-06-16T06:30:00.000Z");
    expect(slotStart("2025-06-16", "evening").toISOString()).toBe("2025-06-16T09:30:00.000Z");
    expect(slotStart("2025-06-15", "emergency").toISOString()).toBe("2025-06-15T04:30:00.000Z");
  });

  it("allows free changes until exactly 4 hours before the start", () => {
    const start = slotStart("2025-06-16", "morning").getTime();
    expect(isFreeChangeAllowed("2025-06-16", "morning", new Date(start - 4 * 3_600_000 - 60_000))).toBe(true);
    expect(isFreeChangeAllowed("2025-06-16", "morning", new Date(start - 4 * 3_600_000))).toBe(true);
    expect(isFreeChangeAllowed("2025-06-16", "morning", new Date(start - 4 * 3_600_000 + 60_000))).toBe(
      false,
    );
  });
});

describe("booking references", () => {
  it("are SRV- and 8 unambiguous symbols, different every time", () => {
    const references = new Set(Array.from({ length: 1000 }, generateReference));
    expect(references.size).toBe(1000);
    for (const reference of references) expect(reference).toMatch(referencePattern);
    expect([...references].join("")).not.toMatch(/[01IO]/);
  });

  it("accept what customers type", () => {
    expect(normaliseReference(" srv-ab23cd45 ")).toBe("SRV-AB23CD45");
    expect(normaliseReference("ab23cd45")).toBe("SRV-AB23CD45");
  });
});
