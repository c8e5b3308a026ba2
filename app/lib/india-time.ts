/**
 * Calendar dates (YYYY-MM-DD) and moments in India time: Asia/Kolkata, UTC+05:30 all year, no daylight
 * saving, whatever the time zone of the machine running this. Safe for the browser.
 *
 * The one home of the time zone and of every date format the shop shows: no other file builds an
 * Intl.DateTimeFormat or names the zone. Formats take the page's language (Tamil month names) and default
 * to English.
 */

import type { Locale } from "~/i18n/locale";

/** The IANA name of India time, for the database's AT TIME ZONE. */
export const indiaTimeZone = "Asia/Kolkata";

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

/** A date `months` calendar months after a YYYY-MM-DD date; 31 January plus one is the last of February. */
export function addMonthsToDate(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The Monday on or before a YYYY-MM-DD date. */
export function mondayOf(date: string): string {
  const weekday = new Date(utcDay(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const isoDateInIndia = new Intl.DateTimeFormat("en-CA", {
  timeZone: indiaTimeZone,
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

/** The Intl locale of each language: Tamil month and day names, Latin digits. */
const intlLocale: Record<Locale, string> = { en: "en-IN", ta: "ta-IN" };

type DateFormat = { format: (date: Date) => string };

/**
 * Tamil's short patterns without a year put the month first ("நவ. 30, திங்."), where Tamil readers, and the
 * long patterns, put the day first: "30 நவ., திங்.".
 */
const dayFirst = (format: Intl.DateTimeFormat): DateFormat => ({
  format: (date) => format.format(date).replace(/^([^\d,]+) (\d+)(?=,|$)/, "$2 $1"),
});

/** One formatter per language, made on first use. */
function formats(options: Intl.DateTimeFormatOptions): (locale: Locale) => DateFormat {
  const made = new Map<Locale, DateFormat>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) {
      const intl = new Intl.DateTimeFormat(intlLocale[locale], options);
      made.set(locale, (format = locale === "ta" ? dayFirst(intl) : intl));
    }
    return format;
  };
}

const asDate = (moment: string | Date) => (typeof moment === "string" ? new Date(moment) : moment);

const dateTime = formats({
  timeZone: indiaTimeZone,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "16 Jun 2025, 3:05 pm" in India time. */
export function formatIndiaDateTime(moment: string | Date, locale: Locale = "en"): string {
  return dateTime(locale).format(asDate(moment));
}

const dateTimeLong = formats({
  timeZone: indiaTimeZone,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "16 June 2025 at 3:05 pm" in India time; an unreadable value is shown as it is. */
export function formatIndiaDateTimeLong(iso: string, locale: Locale = "en"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeLong(locale).format(date);
}

const dayTime = formats({
  timeZone: indiaTimeZone,
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** "16 Jun, 3:05 pm" in India time: a step on the status pages. */
export function formatIndiaDayTime(moment: string | Date, locale: Locale = "en"): string {
  return dayTime(locale).format(asDate(moment));
}

const dateLong = formats({ timeZone: indiaTimeZone, day: "numeric", month: "long", year: "numeric" });

/** "16 June 2025": the India date of a moment, e.g. on an invoice. */
export function formatIndiaDateLong(moment: string | Date, locale: Locale = "en"): string {
  return dateLong(locale).format(asDate(moment));
}

/** "250616": the India date of a moment as yymmdd. */
export function indiaDateStamp(moment: Date): string {
  return todayInIndia(moment).slice(2).replaceAll("-", "");
}

/** "2025-06-16 15:05" in India time: sorts as text and reads in any spreadsheet. */
export function formatIndiaTimestamp(moment: Date): string {
  return new Date(moment.getTime() + indiaOffsetMs).toISOString().slice(0, 16).replace("T", " ");
}

// Calendar dates are formatted at UTC midnight in UTC, so the day never shifts.
const calendar = (options: Intl.DateTimeFormatOptions) => {
  const format = formats({ ...options, timeZone: "UTC" });
  return (date: string, locale: Locale = "en") => format(locale).format(new Date(utcDay(date)));
};

/** "16 Jun" for a YYYY-MM-DD date. */
export const formatShortDay = calendar({ day: "numeric", month: "short" });

/** "Mon, 16 Jun" for a YYYY-MM-DD date. */
export const formatWeekday = calendar({ weekday: "short", day: "numeric", month: "short" });

/** "16 Jun 2025" for a YYYY-MM-DD date. */
export const formatDate = calendar({ day: "numeric", month: "short", year: "numeric" });

/** "Mon, 16 Jun, 2025" for a YYYY-MM-DD date. */
export const formatLongDate = calendar({ weekday: "short", day: "numeric", month: "short", year: "numeric" });

const monthOfYear = calendar({ month: "long", year: "numeric" });

/** "August 2026" for a YYYY-MM month; anything else is shown as it is. */
export function formatMonthYear(month: string, locale: Locale = "en"): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? monthOfYear(`${month}-01`, locale) : month;
}

const fullDate = calendar({ weekday: "long", day: "numeric", month: "long", year: "numeric" });

/**
 * "Monday, 16 June 2025" for a YYYY-MM-DD date; anything else is shown as it is. The one format of an
 * order's estimated delivery date.
 */
export function formatFullDate(date: string, locale: Locale = "en"): string {
  return isIsoDate(date) ? fullDate(date, locale) : date;
}
