import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { textIn } from "../../app/i18n/text";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { isSunday } from "../../app/modules/booking/booking-slots";
import { bookingMessages } from "../../app/modules/booking/texts/en/booking-messages";
import { bookingText } from "../../app/modules/booking/texts/en/booking";
import { trackServiceMessages } from "../../app/modules/booking/texts/en/track-service-messages";
import * as bookService from "../../app/routes/store/book-service";
import * as trackService from "../../app/routes/store/track-service";
import { renderPage, textOf } from "../support/route-page";
import { testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

const [pglite] = testBackends();

function weekdayAhead(days: number): string {
  let date = addDays(todayInIndia(), days);
  while (isSunday(date)) date = addDays(date, 1);
  return date;
}

const repair = {
  name: "Ravi Kumar",
  phone: "98430 55501",
  appliance: "ac",
  brand: "voltas",
  issue: "Running but not cooling",
  date: weekdayAhead(3),
  slot: "evening",
  address: "12, Gandhi Street, Periyar Nagar",
  pincode: "638001",
  agreeTerms: "on",
};

describe("booking a repair and tracking it, below the browser, in English and Tamil", () => {
  let handle: DatabaseHandle;
  let address = 0;
  beforeAll(async () => {
    handle = await pglite!.open();
  });
  afterAll(() => handle?.close());

  // each request from its own address, so no test meets another's rate limit
  const context = () => testContext(handle.db, `198.51.100.${++address}`);

  it("answers an empty booking form with every field's message in Tamil", async () => {
    const page = await renderPage(bookService, { path: "/ta/services/book", context: context(), form: {} });
    expect(page.action?.status).toBe(400);
    const text = textOf(page.html);
    const tamil = textIn(bookingMessages, "ta");
    for (const message of [tamil.nameRequired, tamil.phoneRequired, tamil.termsRequired]) {
      expect(text).toContain(message);
    }
    expect(text).not.toMatch(/booking-messages:|Name is required/);
  });

  it("books a visit and shows its reference, in Tamil and in English", async () => {
    const tamil = await renderPage(bookService, {
      path: "/ta/services/book",
      context: context(),
      form: repair,
    });
    expect(tamil.action?.status).toBe(200);
    const reference = (tamil.action?.data as { reference: string }).reference;
    expect(reference).toMatch(/^SRV-/);
    expect(textOf(tamil.html)).toContain(reference);
    expect(textOf(tamil.html)).toContain(textIn(bookingText, "ta").keepReference);

    const english = await renderPage(bookService, {
      path: "/services/book",
      context: context(),
      form: { ...repair, phone: "98430 55502" },
    });
    expect(textOf(english.html)).toContain("Keep this booking reference");
  });

  it("finds the booking on /ta/track-service and refuses a move into the same slot in Tamil", async () => {
    const made = await renderPage(bookService, {
      path: "/services/book",
      context: context(),
      form: { ...repair, phone: "98430 55503" },
    });
    const reference = (made.action?.data as { reference: string }).reference;
    const pair = { reference, phone: "98430 55503" };

    const found = await renderPage(trackService, {
      path: "/ta/track-service",
      context: context(),
      form: pair,
    });
    expect(found.action?.status).toBe(200);
    expect(textOf(found.html)).toContain(reference);

    const same = await renderPage(trackService, {
      path: "/ta/track-service",
      context: context(),
      form: { ...pair, intent: "reschedule", date: repair.date, slot: repair.slot },
    });
    expect(same.action?.status).toBe(409);
    expect(textOf(same.html)).toContain(textIn(trackServiceMessages, "ta").sameSlot);
    expect(textOf(same.html)).not.toMatch(/already booked for that slot|track-service-messages:/);
  });

  it("answers a wrong phone with the same not-found message, in the page's language", async () => {
    const form = { reference: "SRV-ABCDEFGH", phone: "9000000002" };
    const tamil = await renderPage(trackService, { path: "/ta/track-service", context: context(), form });
    expect(tamil.action?.status).toBe(404);
    expect(textOf(tamil.html)).toContain(textIn(trackServiceMessages, "ta").notFound);
    const english = await renderPage(trackService, { path: "/track-service", context: context(), form });
    expect(textOf(english.html)).toContain(trackServiceMessages.en.notFound);
  });
});
