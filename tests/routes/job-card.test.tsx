import crypto from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { spareParts, technicians } from "../../db/schema";
import { wrongCodeMessage } from "../../app/modules/field-service/job-card.server";
import * as jobCard from "../../app/routes/admin/job-card";
import { renderPage, textOf } from "../support/route-page";
import { addStaffUser, sessionCookieFor, testContext } from "../support/staff-accounts";
import { assignedVisit } from "../support/repair-bookings";
import { testBackends } from "../support/test-database";

const [pglite] = testBackends();

describe("the technician's job card below the browser", () => {
  let handle: DatabaseHandle;
  let cookie: string;
  let bookingId: number;
  let visitCode: string;
  beforeAll(async () => {
    handle = await pglite!.open();
    const tech = await addStaffUser(handle.db, { role: "technician", password: null });
    const [technician] = await handle.db
      .insert(technicians)
      .values({ name: "Senthil", staffUserId: tech.id })
      .returning();
    const booking = await assignedVisit(handle.db, technician!.id);
    ({ id: bookingId, visitCode } = booking);
    cookie = await sessionCookieFor(handle.db, tech.id);
  });
  afterAll(() => handle?.close());

  const open = (form?: Record<string, string>) =>
    renderPage(jobCard, {
      path: `/admin/jobs/${bookingId}`,
      pattern: "/admin/jobs/:id",
      params: { id: String(bookingId) },
      context: testContext(handle.db),
      headers: { Cookie: cookie },
      form,
    });

  it("shows the assigned visit with the customer and the start step, and never the visit code", async () => {
    const page = await open();
    expect(page.loader.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain("Lakshmi Narayanan");
    expect(text).toContain("Not cooling");
    expect(page.html).not.toContain(visitCode);
  });

  it("refuses a wrong code and says so under the code field", async () => {
    const wrong = visitCode === "0000" ? "1111" : "0000";
    const page = await open({ intent: "start", code: wrong });
    expect(page.action?.status).toBe(400);
    expect(textOf(page.html)).toContain(wrongCodeMessage);
  });

  it("starts the visit with the customer's code and comes back to the card", async () => {
    const page = await open({ intent: "start", code: visitCode });
    expect(page.action?.status).toBe(302);
    expect(page.action?.location).toBe(`/admin/jobs/${bookingId}`);
  });

  it("shows a part's price to the paisa, as the bill charges it", async () => {
    const [part] = await handle.db
      .insert(spareParts)
      .values({ name: "Run capacitor 45 µF", appliance: "ac", pricePaise: 43_735, stock: 5 })
      .returning();
    const choice = textOf((await open()).html);
    expect(choice).toMatch(/Run capacitor 45 µF\s*:\s*₹437\.35\s*\(\s*5 in store\)/);
    const added = await open({
      intent: "add-part",
      partId: String(part!.id),
      quantity: "2",
      requestKey: crypto.randomUUID(),
    });
    expect(added.action?.status).toBe(302);
    const text = textOf((await open()).html);
    expect(text).toMatch(/2\s*×\s*₹437\.35/);
    expect(text).not.toMatch(/₹437(?!\.35)/);
  });

  it("sends anyone without a session to sign in, showing nothing of the visit", async () => {
    const page = await renderPage(jobCard, {
      path: `/admin/jobs/${bookingId}`,
      pattern: "/admin/jobs/:id",
      params: { id: String(bookingId) },
      context: testContext(handle.db),
    });
    expect(page.loader).toMatchObject({ thrown: true, status: 302 });
    expect(page.loader.location).toMatch(/^\/admin\/login\?next=/);
    expect(page.html).toBe("");
  });
});
