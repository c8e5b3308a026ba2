/**
 * Day and week boundaries in India time (Asia/Kolkata: UTC+05:30 all year, no daylight saving), whatever the
 * time zone of the server. Safe for the browser.
 */
import { addDays, utcDay } from "../service/booking-slots";

const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** The moment a YYYY-MM-DD day starts in India. */
export function indiaDayStart(date: string): Date {
  return new Date(utcDay(date) - indiaOffsetMs);
}

/** The Monday that starts the week of a YYYY-MM-DD date. */
export function weekStart(date: string): string {
  const weekday = new Date(utcDay(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "12 Mar 2025, 3:45 pm" in India time. */
export function formatIndiaDateTime(iso: string | Date): string {
  return dateTime.format(typeof iso === "string" ? new Date(iso) : iso);
}

const shortDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "12 Mar" for a YYYY-MM-DD date. */
export function formatShortDay(date: string): string {
  return shortDay.format(new Date(utcDay(date)));
}

/** "Wed, 12 Mar" for a YYYY-MM-DD date. */
export function formatWeekday(date: string): string {
  return longDay.format(new Date(utcDay(date)));
}

/** "2025-03-12 15:45" in India time: sorts as text and reads in any spreadsheet. */
export function formatIndiaTimestamp(moment: Date): string {
  return new Date(moment.getTime() + indiaOffsetMs).toISOString().slice(0, 16).replace("T", " ");
}
