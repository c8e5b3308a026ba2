/**
 * Simulated shoppers for fault tests: checkouts and service bookings posted to a running server as a
 * browser without JavaScript would, each shopper from its own address (X-Forwarded-For, trusted from
 * loopback), recording what the shop confirmed and which requests got no answer.
 */
import crypto from "node:crypto";

import { addDays, todayInIndia } from "../../app/lib/india-time";
import { isSunday } from "../../app/modules/booking/booking-slots";

export type SentOrder = {
  idempotencyKey: string;
  name: string;
  phone: string;
  lines: { productId: number; quantity: number }[];
  /** Set once the shop confirmed it (a redirect to the confirmation page). */
  confirmed?: { orderNumber: string; accessToken: string };
  /** The shop answered 409: out of stock. Nothing may be stored for it. */
  refused?: boolean;
};

export type SentBooking = {
  name: string;
  phone: string;
  date: string;
  slot: string;
  issue: string;
  reference?: string;
  /** The slot was full (409). */
  refused?: boolean;
};

export type TrafficLog = {
  orders: SentOrder[];
  bookings: SentBooking[];
  /** Answers that were neither a confirmation nor a clear refusal: each one fails the test. */
  unexpected: string[];
};

let addressCounter = 0;

/** A different client address for every request, so no per-address limit is reached. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function randomPhone(): string {
  return `9${crypto.randomInt(100_000_000, 999_999_999)}`;
}

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

export function newOrder(productIds: number[]): SentOrder {
  const count = 1 + crypto.randomInt(Math.min(2, productIds.length));
  const chosen = [...productIds].sort(() => Math.random() - 0.5).slice(0, count);
  return {
    idempotencyKey: crypto.randomUUID(),
    name: `Shopper ${crypto.randomBytes(3).toString("hex")}`,
    phone: randomPhone(),
    lines: chosen.map((productId) => ({ productId, quantity: 1 + crypto.randomInt(3) })),
  };
}

/**
 * Posts (or re-posts) a checkout. Resolves "confirmed", "refused" (a clear 409), or "no answer" when the
 * connection failed; anything else is recorded as unexpected.
 */
export async function postOrder(
  baseUrl: string,
  order: SentOrder,
  log: TrafficLog,
): Promise<"confirmed" | "refused" | "no answer"> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/checkout`, {
      method: "POST",
      redirect: "manual",
      headers: { "X-Forwarded-For": nextAddress() },
      body: form({
        name: order.name,
        email: `${order.idempotencyKey.slice(0, 8)}@example.in`,
        phone: order.phone,
        address: "12 Gandhi Road, Anna Nagar",
        city: "Chennai",
        state: "Tamil Nadu",
        pincode: "600040",
        paymentMethod: "cod",
        agreeTerms: "on",
        cart: JSON.stringify(
          order.lines.map((line) => ({ id: String(line.productId), quantity: line.quantity })),
        ),
        idempotencyKey: order.idempotencyKey,
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return "no answer";
  }
  const text = await response.text().catch(() => undefined);
  if (text === undefined) return "no answer";
  if (response.status === 303) {
    const location = new URL(response.headers.get("location") ?? "", baseUrl);
    const orderNumber = location.searchParams.get("order") ?? "";
    const accessToken = location.searchParams.get("token") ?? "";
    if (order.confirmed && order.confirmed.orderNumber !== orderNumber) {
      log.unexpected.push(
        `key ${order.idempotencyKey} confirmed ${order.confirmed.orderNumber} before and ${orderNumber} on a retry`,
      );
    }
    order.confirmed = { orderNumber, accessToken };
    order.refused = false;
    return "confirmed";
  }
  if (response.status === 409 && !order.confirmed) {
    order.refused = true;
    return "refused";
  }
  log.unexpected.push(`checkout answered ${response.status}: ${text.slice(0, 300)}`);
  return "refused";
}

/** Weekdays from the day after tomorrow on (India time): no slot of theirs has started yet. */
export function bookableDates(count: number, now = new Date()): string[] {
  const dates: string[] = [];
  for (let offset = 2; dates.length < count; offset += 1) {
    const date = addDays(todayInIndia(now), offset);
    if (!isSunday(date)) dates.push(date);
  }
  return dates;
}

const weekdaySlotNames = ["morning", "afternoon", "evening"];

export function newBooking(dates: string[]): SentBooking {
  return {
    name: `Customer ${crypto.randomBytes(3).toString("hex")}`,
    phone: randomPhone(),
    date: dates[crypto.randomInt(dates.length)]!,
    slot: weekdaySlotNames[crypto.randomInt(weekdaySlotNames.length)]!,
    issue: `Not cooling ${crypto.randomBytes(4).toString("hex")}`,
  };
}

export async function postBooking(
  baseUrl: string,
  booking: SentBooking,
  log: TrafficLog,
): Promise<"confirmed" | "refused" | "no answer"> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/services/book`, {
      method: "POST",
      headers: { "X-Forwarded-For": nextAddress() },
      body: form({
        name: booking.name,
        phone: booking.phone,
        appliance: "refrigerator",
        brand: "lg",
        issue: booking.issue,
        date: booking.date,
        slot: booking.slot,
        address: "4 Kamarajar Salai, Madurai",
        pincode: "625001",
        agreeTerms: "on",
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return "no answer";
  }
  const text = await response.text().catch(() => undefined);
  if (text === undefined) return "no answer";
  const reference = /SRV-[23456789A-HJ-NP-Z]{8}/.exec(text)?.[0];
  if (response.status === 200 && reference) {
    booking.reference = reference;
    return "confirmed";
  }
  if (response.status === 409) {
    booking.refused = true;
    return "refused";
  }
  log.unexpected.push(`booking answered ${response.status}: ${text.slice(0, 300)}`);
  return "refused";
}

/**
 * Runs `shoppers` concurrent loops, each alternating a checkout and a booking, until `stop()` says so or
 * a request gets no answer (the server is gone). Every request is recorded in `log`.
 */
export async function runShoppers(
  baseUrl: string,
  log: TrafficLog,
  options: { shoppers: number; productIds: number[]; dates: string[]; stop: () => boolean },
): Promise<void> {
  const shopper = async () => {
    while (!options.stop()) {
      const order = newOrder(options.productIds);
      log.orders.push(order);
      if ((await postOrder(baseUrl, order, log)) === "no answer") return;
      const booking = newBooking(options.dates);
      log.bookings.push(booking);
      if ((await postBooking(baseUrl, booking, log)) === "no answer") return;
    }
  };
  await Promise.all(Array.from({ length: options.shoppers }, shopper));
}
