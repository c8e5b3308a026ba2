import { fileURLToPath } from "node:url";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { customerAccounts, serviceBookings } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";
import {
  bookingLimit,
  bookingLimitMessage,
  bookingPhoneLimitMessage,
  unverifiedBookingLimit,
} from "../../app/modules/booking/booking-limit.server";
import {
  customerSessionCookie,
  startCustomerSession,
} from "../../app/modules/account/customer-sessions.server";
import { isSunday, lastBookableDate } from "../../app/modules/booking/booking-slots";
import { bookingMessages } from "../../app/modules/booking/texts/en/booking-messages";

function weekdayFrom(date: string): string {
  let day = date;
  while (isSunday(day)) day = addDays(day, 1);
  return day;
}

function bookingForm(date: string, phone: string, slot = "afternoon", cookie?: string): Request {
  const body = new URLSearchParams({
    name: "Ravi Kumar",
    phone,
    appliance: "tv",
    brand: "lg",
    issue: "No picture",
    date,
    slot,
    address: "12, Gandhi Street, Erode",
    pincode: "638001",
    agreeTerms: "on",
  });
  return new Request("http://127.0.0.1/services/book", {
    method: "POST",
    body,
    headers: cookie ? { cookie } : {},
  });
}

type Answer = { status: number; headers: Headers; body: Record<string, unknown> };

type BookAction = (args: { request: Request; params: object; context: unknown }) => Promise<unknown>;

// Imported by path, like the back-office guard test: modules never import routes, but this test drives one.
const routeFile = fileURLToPath(new URL("../../app/routes/store/book-service.tsx", import.meta.url));
const { action } = (await import(routeFile)) as { action: BookAction };

async function book(handle: DatabaseHandle, request: Request, address: string): Promise<Answer> {
  const result: unknown = await action({
    request,
    params: {},
    context: testContext(handle.db, address),
  });
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const wrapped = result as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    return {
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
      body: wrapped.data,
    };
  }
  return { status: 200, headers: new Headers(), body: result as Record<string, unknown> };
}

describe.each(testBackends())("booking limits on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("accepts 5 bookings from one address in an hour and refuses the 6th with a 429 and Retry-After", async () => {
    const date = weekdayFrom(addDays(todayInIndia(), 3));
    const statuses = [];
    for (let i = 0; i <= bookingLimit.limit; i += 1) {
      const slot = ["morning", "afternoon", "evening"][i % 3];
      const answer = await book(handle, bookingForm(date, `98430${String(10000 + i)}`, slot), "203.0.113.50");
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toMatchObject({ message: bookingLimitMessage, reference: null });
        expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(3000);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await handle.db.select().from(serviceBookings)).toHaveLength(5);
    const other = await book(handle, bookingForm(date, "9843020000"), "203.0.113.51");
    expect(other.status).toBe(200);
  });

  it("accepts 3 bookings a day for a number nobody proved, from any address, and more for its signed-in owner", async () => {
    const date = weekdayFrom(addDays(todayInIndia(), 4));
    const phone = "9843040000";
    const statuses = [];
    for (let i = 0; i <= unverifiedBookingLimit.limit; i += 1) {
      const slot = ["morning", "afternoon", "evening"][i % 3];
      const answer = await book(handle, bookingForm(date, phone, slot), `203.0.113.${60 + i}`);
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toMatchObject({ message: bookingPhoneLimitMessage, reference: null });
        expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(3000);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await handle.db.$count(serviceBookings, eq(serviceBookings.phone, phone))).toBe(3);

    // signed in with that number, the customer has proved it
    const [account] = await handle.db.insert(customerAccounts).values({ phone }).returning();
    const token = await startCustomerSession(handle.db, account!.id);
    const signedIn = await book(
      handle,
      bookingForm(weekdayFrom(addDays(date, 1)), phone, "morning", customerSessionCookie(token, false)),
      "203.0.113.70",
    );
    expect(signedIn.status).toBe(200);
    // the same session does not lift the limit of another number
    const another = "9843040001";
    for (let i = 0; i < unverifiedBookingLimit.limit; i += 1) {
      await book(
        handle,
        bookingForm(weekdayFrom(addDays(date, 2)), another, "morning"),
        `203.0.113.${80 + i}`,
      );
    }
    const notTheirs = await book(
      handle,
      bookingForm(weekdayFrom(addDays(date, 2)), another, "evening", customerSessionCookie(token, false)),
      "203.0.113.90",
    );
    expect(notTheirs.status).toBe(429);
  });

  it("refuses a date past the horizon with 400 and the field message, storing nothing", async () => {
    const before = (await handle.db.select().from(serviceBookings)).length;
    for (const date of ["9999-12-31", weekdayFrom(addDays(lastBookableDate(todayInIndia()), 1))]) {
      const answer = await book(handle, bookingForm(date, "9843030000"), "203.0.113.52");
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errors: { date: bookingMessages.code.dateHorizon },
      });
    }
    expect(await handle.db.select().from(serviceBookings)).toHaveLength(before);
  });
});
