/** The booking board's weeks: Monday to Sunday, calendar dates in India time. Safe for the browser. */
import { todayInIndia } from "~/modules/service/booking-options";
import { addDays, isIsoDate, utcDay } from "~/modules/service/booking-slots";

/** The Monday on or before a YYYY-MM-DD date. */
export function mondayOf(date: string): string {
  const weekday = new Date(utcDay(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The week a ?week= value asks for; anything that is not a real date gives this week (India time). */
export function weekFromParam(value: string | null, now: Date = new Date()): string {
  const wanted = value && isIsoDate(value) && value >= "2000-01-01" && value <= "2999-12-31" ? value : null;
  return mondayOf(wanted ?? todayInIndia(now));
}

export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Mon, 16 Jun" */
export function formatBoardDay(date: string): string {
  return dayFormat.format(new Date(utcDay(date)));
}

const rangeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "16 Jun 2025 – 22 Jun 2025" */
export function formatWeekRange(monday: string): string {
  return `${rangeFormat.format(new Date(utcDay(monday)))} – ${rangeFormat.format(new Date(utcDay(addDays(monday, 6))))}`;
}
