import type autocannon from "autocannon";
import { describe, expect, it } from "vitest";

import { parseCartPayload } from "../../app/modules/checkout/cart-payload";
import { checkoutSchema } from "../../app/modules/orders/checkout.schema";
import { bookingSchema } from "../../app/modules/booking/booking.schema";
import { slotFullMessage } from "../../app/modules/booking/booking.server";
import { chosenBackends } from "./backends";
import type { DatabaseCounts } from "./load-database";
import { splitConnections, type LoadFigures } from "./run-load";
import {
  bookingDay,
  bookingScenario,
  checkoutScenario,
  storefrontScenario,
  type Scenario,
} from "./scenarios";

function figures(statuses: Record<number, number>, latencies: number[] = [20, 30, 40]): LoadFigures {
  return {
    durationSeconds: 1,
    connections: 1,
    latencies,
    statuses: new Map(Object.entries(statuses).map(([status, n]) => [Number(status), n])),
    errors: 0,
    timeouts: 0,
  };
}

function counts(overrides: Partial<DatabaseCounts> = {}): DatabaseCounts {
  return { orderNumbers: new Set(), stockLeft: 0, bookingReferences: new Set(), ...overrides };
}

/** Builds the next request the way autocannon does, and returns its form fields. */
function nextForm(scenario: Scenario): { request: autocannon.Request; fields: Record<string, string> } {
  const [template] = scenario.requests();
  const request = template!.setupRequest!({ ...template! }, {});
  return { request, fields: Object.fromEntries(new URLSearchParams(String(request.body))) };
}

function respond(scenario: Scenario, status: number, body: string, headers: Record<string, string> = {}) {
  const [template] = scenario.requests();
  template!.onResponse!(status, body, {}, headers);
}

const confirmation = (order: string) => ({ location: `/order-confirmation?order=${order}&token=abc` });

describe("the load run's checkout rush", () => {
  it("posts valid, varied checkouts from a new address each time", () => {
    const scenario = checkoutScenario({ productId: 12, stock: 2 });
    const first = nextForm(scenario);
    const second = nextForm(scenario);
    for (const { fields } of [first, second]) {
      expect(checkoutSchema.safeParse(fields).success).toBe(true);
      expect(parseCartPayload(fields.cart)).toEqual([{ productId: 12, quantity: 1 }]);
    }
    expect(first.fields.idempotencyKey).not.toBe(second.fields.idempotencyKey);
    expect(first.fields.phone).not.toBe(second.fields.phone);
    expect(first.request.headers?.["x-forwarded-for"]).not.toBe(second.request.headers?.["x-forwarded-for"]);
  });

  it("passes only when every confirmation is stored, the stock is gone and every refusal names it", () => {
    const scenario = checkoutScenario({ productId: 12, stock: 2 });
    respond(scenario, 303, "", confirmation("ORD-1"));
    respond(scenario, 303, "", confirmation("ORD-2"));
    respond(scenario, 409, "<p>Fan is out of stock.</p>");
    const ok = figures({ 303: 2, 409: 1 });
    expect(scenario.judge(ok, counts({ orderNumbers: new Set(["ORD-1", "ORD-2"]) }))).toEqual([]);
    expect(scenario.summary()).toBe("2 placed, 1 refused 409 out of stock");

    expect(scenario.judge(ok, counts({ orderNumbers: new Set(["ORD-1", "ORD-3"]) }))).toEqual([
      "1 confirmed orders not stored (ORD-2, ...)",
    ]);
    expect(scenario.judge(ok, counts({ orderNumbers: new Set(["ORD-1", "ORD-2", "ORD-3"]) }))).toEqual([
      "3 orders stored, not 2",
    ]);
    expect(scenario.judge(ok, counts({ orderNumbers: new Set(["ORD-1", "ORD-2"]), stockLeft: 1 }))).toEqual([
      "stock ends at 1, not 0",
    ]);

    respond(scenario, 409, "<p>Something else.</p>");
    respond(scenario, 500, "Internal Server Error");
    const failures = scenario.judge(
      figures({ 303: 2, 409: 2, 500: 1 }),
      counts({ orderNumbers: new Set(["ORD-1", "ORD-2"]) }),
    );
    expect(failures).toEqual([
      "1 responses 5xx",
      "1 unexpected 409 (first: Something else.)",
      "1 unexpected 500 (first: Internal Server Error)",
    ]);
  });
});

describe("the load run's booking rush", () => {
  it("posts valid bookings for the chosen day and slot", () => {
    const date = bookingDay();
    const scenario = bookingScenario({ date, slot: "morning", capacity: 4 });
    const { fields } = nextForm(scenario);
    expect(bookingSchema.safeParse(fields).success).toBe(true);
    expect(fields).toMatchObject({ date, slot: "morning" });
  });

  it("counts a booking confirmed only when the page shows its reference, and checks it is stored", () => {
    const scenario = bookingScenario({ date: "2099-01-05", slot: "morning", capacity: 1 });
    respond(scenario, 200, '<p data-testid="booking-reference" class="x">SRV-ABCD2345</p>');
    respond(scenario, 409, `<p>${slotFullMessage}</p>`);
    const run = figures({ 200: 1, 409: 1 });
    expect(scenario.judge(run, counts({ bookingReferences: new Set(["SRV-ABCD2345"]) }))).toEqual([]);
    expect(scenario.judge(run, counts({ bookingReferences: new Set() }))).toEqual([
      "1 confirmed bookings not stored (SRV-ABCD2345, ...)",
      "0 bookings stored, not 1",
    ]);
    respond(scenario, 200, "<p>Book a Service</p>");
    expect(
      scenario.judge(figures({ 200: 2, 409: 1 }), counts({ bookingReferences: new Set(["SRV-ABCD2345"]) })),
    ).toEqual(["1 unexpected 200 (first: Book a Service)"]);
  });
});

describe("the load run's storefront goals", () => {
  it("misses on a slow p95, a non-2xx answer or a connection error", () => {
    const scenario = storefrontScenario();
    expect(scenario.judge(figures({ 200: 3 }), counts())).toEqual([]);
    const slow = figures({ 200: 20 }, [...Array<number>(18).fill(10), 350, 400]);
    expect(scenario.judge(slow, counts())).toEqual(["p95 350 ms over 300 ms"]);
    expect(scenario.judge(figures({ 200: 2, 404: 1 }), counts())).toEqual(["1 responses not 2xx"]);
    expect(scenario.judge({ ...figures({ 200: 3 }), errors: 2, firstError: "ECONNRESET" }, counts())).toEqual(
      ["2 connection errors or timeouts (ECONNRESET)"],
    );
  });
});

describe("the load run's settings", () => {
  it("splits connections between servers and reads LOAD_BACKENDS", () => {
    expect(splitConnections(["a", "b"], 25)).toEqual([
      { baseUrl: "a", connections: 13 },
      { baseUrl: "b", connections: 12 },
    ]);
    expect(chosenBackends("")).toEqual(["pglite", "postgres"]);
    expect(chosenBackends(" postgres ")).toEqual(["postgres"]);
    expect(() => chosenBackends("pglite,mysql")).toThrow('unknown backend "mysql"');
  });
});
