import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { contactMessages, outbox } from "../../../db/schema";
import { testBackends } from "../../../tests/support/test-database";
import { createRateLimiter } from "../../lib/rate-limit.server";
import { listNotifications } from "../notify/outbox.server";
import {
  contactRateLimitMessage,
  listContactMessages,
  storeContactMessage,
  submitContactMessage,
} from "./contact.server";
import { contactMessages as contactFormMessages } from "~/modules/contact/texts/en/contact-messages";
import { inEnglish } from "../../../tests/support/messages-in-english";

const form = {
  name: "Priya Raman",
  phone: "98430 12345",
  email: "priya@example.in",
  topic: "service",
  applianceType: "washing-machine",
  brand: "bosch",
  preferredDate: "2026-03-02",
  message: "The washing machine stops halfway through the rinse cycle.",
  website: "",
};

const recipient = "owner@example.in";

function only<T>(rows: T[]): T {
  expect(rows).toHaveLength(1);
  return rows[0] as T;
}

describe.each(testBackends())("contact messages on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
  });

  afterAll(async () => {
    await handle?.close();
  });

  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(contactMessages);
  });

  function submit(
    input: Record<string, unknown>,
    limiter = createRateLimiter({ bucket: crypto.randomUUID(), limit: 5, windowMs: 60_000 }),
  ) {
    return submitContactMessage(handle.db, input, { clientAddress: "203.0.113.9", recipient, limiter });
  }

  it("stores the message and its notification together", async () => {
    const result = await submit(form);
    expect(result).toEqual({ httpStatus: 200, data: { status: "sent" } });

    const message = only(await listContactMessages(handle.db));
    expect(message).toMatchObject({
      name: "Priya Raman",
      phone: "9843012345",
      email: "priya@example.in",
      topic: "service",
      applianceType: "washing-machine",
      brand: "bosch",
      preferredDate: "2026-03-02",
      status: "new",
    });
    expect(message.createdAt).toBeInstanceOf(Date);

    const notification = only(await listNotifications(handle.db));
    expect(notification).toMatchObject({
      kind: "contact_message",
      recipient,
      status: "pending",
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(notification.subject).toBe(`Contact form #${message.id}: Service or repair (Washing Machine)`);
    expect(notification.body).toContain("Name: Priya Raman");
    expect(notification.body).toContain("Phone: 9843012345");
    expect(notification.body).toContain("Brand: Bosch");
    expect(notification.body).toContain("Preferred date: 2026-03-02");
    expect(notification.body).toContain(form.message);
  });

  it("stores neither when the notification cannot be written", async () => {
    const input = {
      name: "Priya",
      phone: "9843012345",
      topic: "sales" as const,
      applianceType: undefined,
      message: "Is the 1.5 ton inverter AC in stock?",
    };
    // a recipient that breaks the NOT NULL constraint makes the second insert fail
    await expect(
      storeContactMessage(handle.db, input, { recipient: null as unknown as string }),
    ).rejects.toThrow();
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
    expect(await handle.db.select().from(outbox)).toEqual([]);
  });

  it("refuses bad input with the field messages and stores nothing", async () => {
    const result = await submit({ ...form, name: "", applianceType: "", message: "short" });
    expect(result.httpStatus).toBe(400);
    expect(result.data.status === "invalid" && inEnglish(result.data.errors, contactFormMessages)).toEqual({
      name: "Name is required",
      applianceType: "Please select an appliance type.",
      message: "Message must be between 20-600 characters.",
    });
    expect(result.data).toEqual({
      status: "invalid",
      errors: expect.any(Object) as unknown,
      values: expect.objectContaining({ phone: "98430 12345", message: "short" }) as unknown,
    });
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
  });

  it("answers a filled honeypot as sent but stores nothing", async () => {
    const result = await submit({ ...form, website: "http://cheap-pills.example" });
    expect(result).toEqual({ httpStatus: 200, data: { status: "sent" } });
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
    expect(await handle.db.select().from(outbox)).toEqual([]);
  });

  it("refuses the sixth message from one address within the window", async () => {
    const limiter = createRateLimiter({ bucket: crypto.randomUUID(), limit: 5, windowMs: 60_000 });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await submit(form, limiter)).httpStatus);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await submit(form, limiter);
    expect(refused.data).toMatchObject({ status: "limited", message: contactRateLimitMessage });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(5);
    const other = await submitContactMessage(handle.db, form, {
      clientAddress: "198.51.100.4",
      recipient,
      limiter,
    });
    expect(other.httpStatus).toBe(200);
  });

  it("does not count invalid submissions against the limit", async () => {
    const limiter = createRateLimiter({ bucket: crypto.randomUUID(), limit: 1, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1)
      expect((await submit({ ...form, name: "" }, limiter)).httpStatus).toBe(400);
    expect((await submit(form, limiter)).httpStatus).toBe(200);
  });

  it("refuses a status outside new and handled", async () => {
    await submit(form);
    await expect(handle.db.update(contactMessages).set({ status: "spam" as "new" })).rejects.toThrow();
  });
});
