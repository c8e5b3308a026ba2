/**
 * Visit slots and the time rules around them, all in India time (Asia/Kolkata, UTC+05:30 all year, no
 * daylight saving). Safe for the browser. See docs/decisions/006-booking-slots.md.
 */
export const slotNames = ["morning", "afternoon", "evening", "emergency"] as const;
export type SlotName = (typeof slotNames)[number];

export type SlotDefinition = {
  name: SlotName;
  label: string;
  hours: string;
  /** Hour of the day (India time) the visit window opens. */
  startHour: number;
};

export const slots: Record<SlotName, SlotDefinition> = {
  morning: { name: "morning", label: "Morning", hours: "9 AM - 12 PM", startHour: 9 },
  afternoon: { name: "afternoon", label: "Afternoon", hours: "12 PM - 3 PM", startHour: 12 },
  evening: { name: "evening", label: "Evening", hours: "3 PM - 6 PM", startHour: 15 },
  emergency: { name: "emergency", label: "Sunday emergency", hours: "10 AM - 2 PM", startHour: 10 },
};

export const weekdaySlots: SlotName[] = ["morning", "afternoon", "evening"];
export const sundaySlots: SlotName[] = ["emergency"];

/** Free changes are allowed until this long before the slot opens. */
export const freeChangeWindowMs = 4 * 60 * 60 * 1000;

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

export function isSunday(date: string): boolean {
  return new Date(utcDay(date)).getUTCDay() === 0;
}

/** The slots a day offers: Sundays only the emergency slot, every other day the three regular ones. */
export function slotsForDate(date: string): SlotName[] {
  return isIsoDate(date) && isSunday(date) ? sundaySlots : weekdaySlots;
}

export function isSlotName(value: unknown): value is SlotName {
  return typeof value === "string" && (slotNames as readonly string[]).includes(value);
}

/** The moment the slot opens, as an absolute time. */
export function slotStart(date: string, slot: SlotName): Date {
  return new Date(utcDay(date, 0, slots[slot].startHour) - indiaOffsetMs);
}

export function slotHasStarted(date: string, slot: SlotName, now: Date): boolean {
  return now.getTime() >= slotStart(date, slot).getTime();
}

/** True while the slot is at least 4 hours away: reschedule and cancel are free until then. */
export function isFreeChangeAllowed(date: string, slot: SlotName, now: Date): boolean {
  return slotStart(date, slot).getTime() - now.getTime() >= freeChangeWindowMs;
}

export function slotText(slot: SlotName): string {
  return `${slots[slot].label} (${slots[slot].hours})`;
}

/** "Mon, 16 Jun 2025" for a YYYY-MM-DD date. */
export function formatBookingDate(date: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(utcDay(date)));
}

/** A date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date, days)).toISOString().slice(0, 10);
}

/** One slot's state on a given day, as the booking form shows it. */
export type SlotAvailability = {
  slot: SlotName;
  remaining: number;
  state: "open" | "full" | "started";
};
