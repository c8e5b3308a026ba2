/**
 * Calendar dates (YYYY-MM-DD) and moments in India time: Asia/Kolkata, UTC+05:30 all year, no daylight
 * saving, whatever the time zone of the machine running this. Safe for the browser.
 */
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** Midnight UTC of a YYYY-MM-DD date, as milliseconds; a calendar date, not a moment in India. */
export function utcDay(date: string, extraDays = 0, hours = 0): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day + extraDays, hours);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year = 0, month = 1, day = 1] = value.split("-").map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

/** A date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date, days)).toISOString().slice(0, 10);
}

/** The Monday on or before a YYYY-MM-DD date. */
export function mondayOf(date: string): string {
  const weekday = new Date(utcDay(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const isoDateInIndia = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return isoDateInIndia.format(now);
}

/** The moment a YYYY-MM-DD day starts in India, or `hours` later. */
export function indiaDayStart(date: string, hours = 0): Date {
  return new Date(utcDay(date, 0, hours) - indiaOffsetMs);
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

/** "16 Jun 2025, 3:05 pm" in India time. */
export function formatIndiaDateTime(moment: string | Date): string {
  return dateTime.format(typeof moment === "string" ? new Date(moment) : moment);
}

/** "2025-06-16 15:05" in India time: sorts as text and reads in any spreadsheet. */
export function formatIndiaTimestamp(moment: Date): string {
  return new Date(moment.getTime() + indiaOffsetMs).toISOString().slice(0, 16).replace("T", " ");
}

// Calendar dates are formatted at UTC midnight in UTC, so the day never shifts.
const calendar = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat("en-IN", { ...options, timeZone: "UTC" });
  return (date: string) => format.format(new Date(utcDay(date)));
};

/** "16 Jun" for a YYYY-MM-DD date. */
export const formatShortDay = calendar({ day: "numeric", month: "short" });

/** "Mon, 16 Jun" for a YYYY-MM-DD date. */
export const formatWeekday = calendar({ weekday: "short", day: "numeric", month: "short" });

/** "16 Jun 2025" for a YYYY-MM-DD date. */
export const formatDate = calendar({ day: "numeric", month: "short", year: "numeric" });

/** "Mon, 16 Jun, 2025" for a YYYY-MM-DD date. */
export const formatLongDate = calendar({ weekday: "short", day: "numeric", month: "short", year: "numeric" });
