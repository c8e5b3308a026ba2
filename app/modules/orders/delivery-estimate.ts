/**
 * The delivery promise of the shipping policy: orders are processed within 2-4 business days, then delivery
 * takes 3-6 business days to a metro city and 5-10 business days elsewhere; shipping is free. Checkout shows
 * it for the pincode; an order's estimated delivery date is its latest day (docs/decisions/015).
 *
 * Metro cities are recognised by the first three digits of the pincode (the sorting district). The list and
 * its limits are recorded in docs/decisions/009-no-order-without-a-server-order.md. Safe for the browser.
 */
import { addDays, todayInIndia, utcDay } from "~/lib/india-time";
import { pincodePattern } from "~/lib/phone";

const metroPrefixes: Readonly<Record<string, string>> = {
  "110": "Delhi",
  "380": "Ahmedabad",
  "400": "Mumbai",
  "411": "Pune",
  "500": "Hyderabad",
  "560": "Bengaluru",
  "600": "Chennai",
  "625": "Madurai",
  "641": "Coimbatore",
  "700": "Kolkata",
};

export const processingDays = { min: 2, max: 4 } as const;

export const deliveryWindows = {
  metro: { min: 3, max: 6, area: "Metro cities" },
  other: { min: 5, max: 10, area: "Non-metro and rural areas" },
} as const;

/** "2-4 business days": a range of business days as the pages write it. */
export function businessDaysText(range: { readonly min: number; readonly max: number }): string {
  return `${range.min}-${range.max} business days`;
}

export type DeliveryEstimate = {
  zone: keyof typeof deliveryWindows;
  /** The metro city the pincode belongs to, for metro pincodes. */
  city: string | null;
  minDays: number;
  maxDays: number;
  /** e.g. 'Delivery to Chennai in 3-6 business days after dispatch.' */
  summary: string;
};

/** The expected delivery window for a pincode, or null until it is six digits not starting with 0. */
export function deliveryEstimate(pincode: string): DeliveryEstimate | null {
  const value = pincode.trim();
  if (!pincodePattern.test(value)) return null;
  const city = metroPrefixes[value.slice(0, 3)] ?? null;
  const zone = city ? "metro" : "other";
  const window = deliveryWindows[zone];
  const days = `${businessDaysText(window)} after dispatch`;
  return {
    zone,
    city,
    minDays: window.min,
    maxDays: window.max,
    summary: city ? `Delivery to ${city} in ${days}.` : `Delivery to your area in ${days}.`,
  };
}

/** True for Saturday and Sunday: business days are Monday to Friday. */
function isWeekend(date: string): boolean {
  const weekday = new Date(utcDay(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The business day `days` business days after a YYYY-MM-DD date (a weekend date counts from Monday). */
export function addBusinessDays(date: string, days: number): string {
  let day = date;
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

export type DeliveryDates = {
  /** The first day the order can arrive: fastest processing and fastest delivery, YYYY-MM-DD. */
  earliest: string;
  /** The day checkout's promise runs out: slowest processing and slowest delivery, YYYY-MM-DD. */
  latest: string;
};

/**
 * The days an order placed at `placedAt` to `pincode` should arrive, by the promise checkout showed: up to
 * the longest processing plus the zone's longest delivery, in business days from the India date it was
 * placed. A pincode without an estimate counts as non-metro, the longer, safer promise.
 */
export function deliveryDates(placedAt: Date, pincode: string): DeliveryDates {
  const zone = deliveryEstimate(pincode)?.zone ?? "other";
  const window = deliveryWindows[zone];
  const placedOn = todayInIndia(placedAt);
  return {
    earliest: addBusinessDays(placedOn, processingDays.min + window.min),
    latest: addBusinessDays(placedOn, processingDays.max + window.max),
  };
}

/** An order's estimated delivery date (YYYY-MM-DD): the last day of checkout's promise. */
export function estimatedDeliveryDate(placedAt: Date, pincode: string): string {
  return deliveryDates(placedAt, pincode).latest;
}

/**
 * The product page's "Delivery by" day (YYYY-MM-DD). The page knows no pincode, so it promises what
 * checkout promises the farthest pincode: the last day of the non-metro window for an order placed now.
 * One promise, shown on the product page, at checkout, in the FAQ and the shipping policy (decision 025).
 */
export function productPageDeliveryDate(now: Date): string {
  return deliveryDates(now, "").latest;
}
