/** The booking board's weeks: Monday to Sunday, calendar dates in India time. Safe for the browser. */
import { addDays, formatDate, isIsoDate, mondayOf, todayInIndia } from "~/lib/india-time";

/** The week a ?week= value asks for; anything that is not a real date gives this week (India time). */
export function weekFromParam(value: string | null, now: Date = new Date()): string {
  const wanted = value && isIsoDate(value) && value >= "2000-01-01" && value <= "2999-12-31" ? value : null;
  return mondayOf(wanted ?? todayInIndia(now));
}

export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** "16 Jun 2025 – 22 Jun 2025" */
export function formatWeekRange(monday: string): string {
  return `${formatDate(monday)} – ${formatDate(addDays(monday, 6))}`;
}
