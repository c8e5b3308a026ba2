/**
 * Visit slots and the time rules around them, all in India time (app/lib/india-time.ts: UTC+05:30 all
 * year, no daylight saving). Safe for the browser. See docs/decisions/006-booking-slots.md.
 */
import { bookingSlotNames } from "../../../db/enums";
import { hoursText } from "~/lib/duration-text";
import { addDays, indiaDayStart, isIsoDate, utcDay } from "~/lib/india-time";

// Date helpers the service pages and emails import from here.

export const slotNames = bookingSlotNames;

/** How far ahead a visit can be booked or moved, in days after today. */
export const bookingHorizonDays = 60;

/** The last date a customer can choose, counted from today in India. */
export function lastBookableDate(today: string): string {
  return addDays(today, bookingHorizonDays);
}
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
const sundaySlots: SlotName[] = ["emergency"];

/** Free changes (reschedule or cancel) are allowed until this many hours before the slot opens. */
const freeChangeWindowHours = 4;
export const freeChangeWindowMs = freeChangeWindowHours * 60 * 60 * 1000;
/** "4 hours", as the pages and messages write the free-change window. */
export const freeChangeWindowText = hoursText(freeChangeWindowHours);

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
  return indiaDayStart(date, slots[slot].startHour);
}

export function slotHasStarted(date: string, slot: SlotName, now: Date): boolean {
  return now.getTime() >= slotStart(date, slot).getTime();
}

/** True while the slot is at least freeChangeWindowHours away: reschedule and cancel are free until then. */
export function isFreeChangeAllowed(date: string, slot: SlotName, now: Date): boolean {
  return slotStart(date, slot).getTime() - now.getTime() >= freeChangeWindowMs;
}

export function slotText(slot: SlotName): string {
  return `${slots[slot].label} (${slots[slot].hours})`;
}

/** One slot's state on a given day, as the booking form shows it. */
export type SlotAvailability = {
  slot: SlotName;
  remaining: number;
  state: "open" | "full" | "started";
};
