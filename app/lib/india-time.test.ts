import { describe, expect, it } from "vitest";

import {
  addDays,
  addMonthsToDate,
  formatDate,
  formatFullDate,
  formatIndiaDateLong,
  formatIndiaDateTime,
  formatIndiaDateTimeLong,
  formatIndiaDayTime,
  formatIndiaTimestamp,
  formatLongDate,
  formatShortDay,
  formatWeekday,
  indiaDateStamp,
  indiaDayStart,
  indiaTimeZone,
  isIsoDate,
  mondayOf,
  todayInIndia,
} from "./india-time";

describe("India dates", () => {
  it("starts every week on Monday", () => {
    expect(mondayOf("2025-06-16")).toBe("2025-06-16");
    expect(mondayOf("2025-06-22")).toBe("2025-06-16");
    expect(mondayOf("2025-06-19")).toBe("2025-06-16");
  });

  it("counts days across months and years and checks real dates", () => {
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addMonthsToDate("2026-11-28", 1)).toBe("2026-12-28");
    expect(addMonthsToDate("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonthsToDate("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsToDate("2028-01-31", 1)).toBe("2028-02-29");
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-6-1")).toBe(false);
  });

  it("knows today and the start of a day in India, not on the server", () => {
    expect(todayInIndia(new Date("2025-06-22T18:29:00Z"))).toBe("2025-06-22");
    expect(todayInIndia(new Date("2025-06-22T18:30:00Z"))).toBe("2025-06-23");
    expect(indiaDayStart("2025-06-23").toISOString()).toBe("2025-06-22T18:30:00.000Z");
    expect(indiaDayStart("2025-06-23", 9).toISOString()).toBe("2025-06-23T03:30:00.000Z");
  });

  it("formats moments in India time and calendar dates as written", () => {
    expect(formatIndiaDateTime("2025-06-16T09:35:00Z")).toBe("16 Jun 2025, 3:05 pm");
    expect(formatIndiaDateTime(new Date("2025-06-16T18:35:00Z"))).toBe("17 Jun 2025, 12:05 am");
    expect(formatIndiaTimestamp(new Date("2025-03-12T10:15:00Z"))).toBe("2025-03-12 15:45");
    expect(formatShortDay("2025-03-12")).toBe("12 Mar");
    expect(formatWeekday("2025-06-16")).toBe("Mon, 16 Jun");
    expect(formatDate("2025-06-16")).toBe("16 Jun 2025");
    expect(formatLongDate("2025-06-16")).toBe("Mon, 16 Jun, 2025");
  });

  it("formats an order's estimated delivery date one way, in en-IN, without shifting the day", () => {
    expect(formatFullDate("2025-07-17")).toBe("Thursday, 17 July 2025");
    expect(formatFullDate("2026-01-01")).toBe("Thursday, 1 January 2026");
  });

  it("leaves an unexpected delivery date as it is", () => {
    expect(formatFullDate("soon")).toBe("soon");
    expect(formatIndiaDateTimeLong("soon")).toBe("soon");
  });

  it("shows the placing time in India time", () => {
    expect(formatIndiaDateTimeLong("2025-07-14T18:35:00.000Z")).toMatch(/15 July 2025.*12:05/);
    expect(formatIndiaDateTimeLong("2025-06-16T09:35:00Z")).toBe("16 June 2025 at 3:05 pm");
  });

  it("formats status steps, invoice dates and order-number stamps in India time", () => {
    expect(formatIndiaDayTime("2025-06-16T09:35:00Z")).toBe("16 Jun, 3:05 pm");
    expect(formatIndiaDayTime(new Date("2025-06-16T18:35:00Z"))).toBe("17 Jun, 12:05 am");
    expect(formatIndiaDateLong("2025-06-16T18:35:00Z")).toBe("17 June 2025");
    expect(formatIndiaDateLong(new Date("2025-06-16T09:35:00Z"))).toBe("16 June 2025");
    expect(indiaDateStamp(new Date("2025-06-22T18:29:00Z"))).toBe("250622");
    expect(indiaDateStamp(new Date("2025-06-22T18:30:00Z"))).toBe("250623");
    expect(indiaTimeZone).toBe("Asia/Kolkata");
  });
});

describe("dates in Tamil", () => {
  it("uses Tamil month and day names with Latin digits", () => {
    expect(formatFullDate("2026-11-25", "ta")).toBe("புதன், 25 நவம்பர், 2026");
    expect(formatDate("2026-01-05", "ta")).toContain("ஜன.");
    expect(formatFullDate("2026-11-25")).toBe("Wednesday, 25 November 2026");
  });

  it("puts the day before the month in the short forms too, as the long ones do", () => {
    expect(formatShortDay("2026-11-30", "ta")).toBe("30 நவ.");
    expect(formatWeekday("2026-11-30", "ta")).toBe("30 நவ., திங்.");
    expect(formatIndiaDayTime("2026-11-30T06:30:00Z", "ta")).toBe("30 நவ., 12:00 PM");
    expect(formatWeekday("2026-05-04", "ta")).toBe("4 மே, திங்.");
    expect(formatWeekday("2026-11-30")).toBe("Mon, 30 Nov");
  });
});
