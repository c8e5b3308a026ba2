// The warranty rules of a sold appliance: the manufacturer's warranty from the purchase date, and our own
// repair warranty after each completed repair. Safe for the browser; dates are India dates (YYYY-MM-DD).
import type { BookingCoverage } from "../../../db/enums";
import { applianceWarrantyText } from "~/modules/appliances/texts/en/appliance-warranty";
import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { addDays, formatDate, utcDay } from "../../lib/india-time";

/** Days a completed repair is guaranteed for, counted from the day it was completed. */
export const repairWarrantyDays = 90;

/** "90-day", as the pages write the repair warranty. */
export const repairWarrantyText = `${repairWarrantyDays}-day`;

/** How many days before the manufacturer's warranty ends its reminder goes out, to those who asked (decision 053). */
export const warrantyReminderDays = 30;

/** The last day of a warranty of `months` months bought on `purchaseDate` (12 months from 12 Mar: 11 Mar). */
export function warrantyEndDate(purchaseDate: string, months: number): string {
  const start = new Date(utcDay(purchaseDate));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  // Clamp to the month's length: a warranty bought on 31 Jan for a month ends on 27 or 28 Feb.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return addDays(end.toISOString().slice(0, 10), -1);
}

/** The last day of the repair warranty a repair completed on `completedOn` starts. */
export function repairWarrantyEndDate(completedOn: string): string {
  return addDays(completedOn, repairWarrantyDays - 1);
}

export interface WarrantyDates {
  warrantyUntil: string;
  repairWarrantyUntil: string | null;
}

export type WarrantyStatus =
  { covered: true; by: "manufacturer" | "repair"; until: string } | { covered: false; endedOn: string };

/** Whether the appliance is covered on `today`, and by which warranty (the one that lasts longer). */
export function warrantyStatus(appliance: WarrantyDates, today: string): WarrantyStatus {
  const ends = [
    { by: "manufacturer" as const, until: appliance.warrantyUntil },
    ...(appliance.repairWarrantyUntil
      ? [{ by: "repair" as const, until: appliance.repairWarrantyUntil }]
      : []),
  ].sort((a, b) => b.until.localeCompare(a.until));
  const latest = ends[0]!;
  return latest.until >= today
    ? { covered: true, by: latest.by, until: latest.until }
    : { covered: false, endedOn: latest.until };
}

/** Whether a repair booked for the appliance on `today` is in warranty or chargeable. */
export function coverageOn(appliance: WarrantyDates, today: string): BookingCoverage {
  return warrantyStatus(appliance, today).covered ? "in_warranty" : "chargeable";
}

/**
 * "In warranty until 12 Mar 2027", "Repair warranty until 3 Feb 2027" or "Warranty ended on 1 Jan 2026", in a
 * language (server code and components that have loaded the namespace).
 */
export function warrantyStatusText(status: WarrantyStatus, locale: Locale = "en"): string {
  const t = textIn(applianceWarrantyText, locale);
  if (!status.covered) return t.ended(formatDate(status.endedOn, locale));
  const until = formatDate(status.until, locale);
  return status.by === "repair" ? t.repairWarranty(until) : t.inWarranty(until);
}
