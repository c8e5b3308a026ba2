/**
 * What the load run does to the shop, and what counts as passing: storefront pages under many readers, a
 * checkout rush on the last 50 units of one product, and a booking rush on one visit slot.
 */
import type autocannon from "autocannon";

import { addDays, todayInIndia } from "../../app/lib/india-time";
import { isSunday } from "../../app/modules/booking/booking-slots";
import { slotFullMessage } from "../../app/modules/booking/booking.server";
import type { DatabaseCounts } from "./load-database";
import { countStatuses, percentile, totalResponses, type LoadFigures } from "./run-load";
import { bookingBody, checkoutBody, formHeaders, nextShopper } from "./shoppers";

/** autocannon's request, with its hooks as functions (it also takes file paths for its workers). */
export type LoadRequest = Omit<autocannon.Request, "setupRequest" | "onResponse"> & {
  setupRequest?: (request: autocannon.Request, context: object) => autocannon.Request;
  onResponse?: (
    status: number,
    body: string,
    context: object,
    headers: autocannon.Request["headers"],
  ) => void;
};

export type Scenario = {
  name: string;
  connections: number;
  /** Fresh request objects for one autocannon instance. */
  requests(): LoadRequest[];
  /** What the responses (and, after the run, the database) showed, in a few words. */
  summary(): string;
  /** The goals missed, as sentences; empty when the scenario passed. */
  judge(figures: LoadFigures, counts: DatabaseCounts): string[];
};

export const storefrontP95GoalMs = 300;

export const storefrontPaths = [
  "/",
  "/shop",
  "/shop?category=ac&sort=price-low",
  "/products/1",
  "/services",
  "/contact",
];

/** Failures every scenario shares: connection errors, timeouts and server errors. */
function transportFailures(figures: LoadFigures): string[] {
  const failures: string[] = [];
  if (totalResponses(figures) === 0) failures.push("no response at all");
  if (figures.errors > 0) {
    failures.push(`${figures.errors} connection errors or timeouts (${figures.firstError ?? "no message"})`);
  }
  const serverErrors = countStatuses(figures, 500, 600);
  if (serverErrors > 0) failures.push(`${serverErrors} responses 5xx`);
  return failures;
}

export function storefrontScenario(): Scenario {
  return {
    name: "storefront pages",
    connections: 50,
    // compressed, as browsers ask for it
    requests: () =>
      storefrontPaths.map((path) => ({ method: "GET", path, headers: { "accept-encoding": "gzip" } })),
    summary: () => `${storefrontPaths.length} pages in turn`,
    judge(figures) {
      const failures = transportFailures(figures);
      const other = totalResponses(figures) - countStatuses(figures, 200, 300);
      if (other > 0) failures.push(`${other} responses not 2xx`);
      const p95 = percentile(figures.latencies, 95);
      if (!(p95 <= storefrontP95GoalMs))
        failures.push(`p95 ${p95.toFixed(0)} ms over ${storefrontP95GoalMs} ms`);
      return failures;
    },
  };
}

/** Collects responses the scenario did not expect, with the first body of each status to show. */
function unexpectedResponses() {
  const seen = new Map<number, { count: number; sample: string }>();
  return {
    add(status: number, body: string) {
      const text = body
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      const entry = seen.get(status) ?? { count: 0, sample: text.slice(0, 160) };
      entry.count += 1;
      seen.set(status, entry);
    },
    failures: () =>
      [...seen].map(([status, { count, sample }]) => `${count} unexpected ${status} (first: ${sample})`),
  };
}

/** The order number a plain checkout post was redirected with, when it placed an order. */
function confirmedOrderNumber(status: number, location: unknown): string | undefined {
  if (status !== 303 || typeof location !== "string") return undefined;
  if (!location.startsWith("/order-confirmation?")) return undefined;
  return new URLSearchParams(location.slice(location.indexOf("?"))).get("order") ?? undefined;
}

const bookingReference = /data-testid="booking-reference"[^>]*>\s*(SRV-[A-Z0-9]{8})\s*</;

/**
 * Every confirmation the shoppers got is stored, and exactly `expected` are stored. A request still in
 * flight when the run ends may be stored without its answer being seen: that is not counted against the
 * shop, but the table shows how many confirmations arrived.
 */
function confirmationsStored(
  kind: string,
  confirmed: readonly string[],
  stored: ReadonlySet<string>,
  expected: number,
): string[] {
  const failures: string[] = [];
  const missing = confirmed.filter((id) => !stored.has(id));
  if (missing.length > 0)
    failures.push(`${missing.length} confirmed ${kind}s not stored (${missing[0]}, ...)`);
  const duplicates = confirmed.length - new Set(confirmed).size;
  if (duplicates > 0) failures.push(`${duplicates} ${kind} confirmations repeated`);
  if (stored.size !== expected) failures.push(`${stored.size} ${kind}s stored, not ${expected}`);
  return failures;
}

/** A checkout rush: every shopper wants one unit of a product that has `stock` left. */
export function checkoutScenario({ productId, stock }: { productId: number; stock: number }): Scenario {
  const confirmed: string[] = [];
  let refusedOutOfStock = 0;
  const unexpected = unexpectedResponses();
  const stockProblem = /is out of stock\.|left of /;
  return {
    name: `checkout, ${stock} in stock`,
    connections: 20,
    requests: () => [
      {
        method: "POST",
        path: "/checkout",
        setupRequest(request) {
          const shopper = nextShopper();
          return { ...request, headers: formHeaders(shopper), body: checkoutBody(shopper, productId) };
        },
        onResponse(status, body, _context, headers) {
          const orderNumber = confirmedOrderNumber(status, headers?.location);
          if (orderNumber) confirmed.push(orderNumber);
          else if (status === 409 && stockProblem.test(body)) refusedOutOfStock += 1;
          else unexpected.add(status, body);
        },
      },
    ],
    summary: () => `${confirmed.length} placed, ${refusedOutOfStock} refused 409 out of stock`,
    judge(figures, counts) {
      const failures = [
        ...transportFailures(figures),
        ...unexpected.failures(),
        ...confirmationsStored("order", confirmed, counts.orderNumbers, stock),
      ];
      if (counts.stockLeft !== 0) failures.push(`stock ends at ${counts.stockLeft}, not 0`);
      return failures;
    },
  };
}

/** A weekday two or three days ahead: bookable, and no slot of it has started. */
export function bookingDay(now = new Date()): string {
  const date = addDays(todayInIndia(now), 2);
  return isSunday(date) ? addDays(date, 1) : date;
}

/** A booking rush: every shopper wants the same date and slot, which takes `capacity` visits. */
export function bookingScenario({
  date,
  slot,
  capacity,
}: {
  date: string;
  slot: string;
  capacity: number;
}): Scenario {
  const confirmed: string[] = [];
  let refusedFull = 0;
  const unexpected = unexpectedResponses();
  return {
    name: `bookings, ${date} ${slot}`,
    connections: 20,
    requests: () => [
      {
        method: "POST",
        path: "/services/book",
        setupRequest(request) {
          const shopper = nextShopper();
          return { ...request, headers: formHeaders(shopper), body: bookingBody(shopper, date, slot) };
        },
        onResponse(status, body) {
          const reference = status === 200 ? bookingReference.exec(body)?.[1] : undefined;
          if (reference) confirmed.push(reference);
          else if (status === 409 && body.includes(slotFullMessage)) refusedFull += 1;
          else unexpected.add(status, body);
        },
      },
    ],
    summary: () => `${confirmed.length} confirmed, ${refusedFull} refused 409 slot full`,
    judge(figures, counts) {
      return [
        ...transportFailures(figures),
        ...unexpected.failures(),
        ...confirmationsStored("booking", confirmed, counts.bookingReferences, capacity),
      ];
    },
  };
}
