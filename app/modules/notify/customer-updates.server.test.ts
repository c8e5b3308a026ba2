import PostalMime from "postal-mime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "../../../db/client.server";
import { outbox } from "../../../db/schema";
import { parseEnv } from "../../lib/env.server";
import {
  providerEnv,
  notOnWhatsAppNumber,
  startMessageProvider,
  testSmsTemplateId,
  type MessageProvider,
} from "../../../tests/support/message-provider";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { testBackends, type ScratchDatabase } from "../../../tests/support/test-database";
import { dealer } from "../../lib/dealer";
import { createSmtpSender } from "./mailer.server";
import { enqueueCustomerUpdate, type CustomerUpdateSettings } from "./customer-updates.server";
import { channelSenders, deliverDueNotifications } from "./outbox-delivery.server";
import { listNotifications } from "./outbox.server";
import { findShortLink } from "./short-links.server";
import { trackingPath, verifyTrackingLink } from "./tracking-link.server";

const key = "a-signing-secret-of-at-least-thirty-two-characters";
const settings: CustomerUpdateSettings = {
  sms: true,
  whatsapp: true,
  email: false,
  origin: "https://kaveri.example",
};
const now = new Date("2026-11-26T06:00:00Z");

const update = {
  kind: "order_placed" as const,
  about: "order" as const,
  subject: "ORD-261126-AB12CD",
  phone: "9843022222",
  email: null,
  consent: true,
  values: ["ORD-261126-AB12CD", "32990"],
};

describe.each(testBackends())("customer updates by SMS and WhatsApp on $name", (backend) => {
  let handle: DatabaseHandle;
  let provider: MessageProvider;

  beforeAll(async () => {
    handle = await backend.open();
    provider = await startMessageProvider();
  });
  afterAll(async () => {
    await provider?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    provider.received.length = 0;
    provider.state.down = false;
  });

  const senders = () => channelSenders(parseEnv(providerEnv(provider)));

  it("sends a Tamil order update through MSG91's Flow API and an approved WhatsApp template, the link as a short token", async () => {
    // by SMS where WhatsApp is off; where it is on, by WhatsApp alone
    await enqueueCustomerUpdate(
      handle.db,
      { ...update, language: "ta" },
      { ...settings, whatsapp: false },
      now,
    );
    await enqueueCustomerUpdate(handle.db, { ...update, language: "ta" }, settings, now);
    const [queued, second] = await listNotifications(handle.db);
    expect([queued?.channel, second?.channel]).toEqual(["sms", "whatsapp"]);
    expect(second?.body).toBe(
      queued?.body.replace(queued.variables?.[2] ?? "", second?.variables?.[2] ?? ""),
    );
    expect(queued?.body).toMatch(
      /^Kaveri Appliances: உங்கள் ஆர்டர் ORD-261126-AB12CD \(₹32990\) பதிவானது\. விவரம்: https:\/\/kaveri\.example\/t\/[A-Za-z0-9]{10} நிறுத்த, இணைப்பைத் திறக்கவும்\.$/,
    );
    expect(await deliverDueNotifications(handle.db, senders())).toEqual({ sent: 2, retrying: 0, failed: 0 });

    const sms = provider.received.find((message) => message.channel === "sms");
    const whatsapp = provider.received.find((message) => message.channel === "whatsapp");
    const shortToken = queued?.variables?.[2] ?? "";
    expect(sms).toEqual({
      channel: "sms",
      templateId: testSmsTemplateId("order_placed", "ta"),
      to: "919843022222",
      values: ["ORD-261126-AB12CD", "32990", shortToken],
    });
    expect(whatsapp).toMatchObject({
      to: "919843022222",
      template: "order_placed",
      language: "ta",
      values: ["ORD-261126-AB12CD", "32990", second?.variables?.[2]],
    });
    // each provider's id of the message is kept, for its delivery reports
    expect((await listNotifications(handle.db)).map((row) => row.providerMessageId).sort()).toEqual([
      expect.stringMatching(/^[0-9a-f]{24}$/),
      expect.stringMatching(/^wamid\./),
    ]);

    // The short link leads to that order's tracking page in Tamil, signed, and to no other.
    const link = await findShortLink(handle.db, shortToken);
    expect(link).toEqual({
      target: "order",
      subject: "ORD-261126-AB12CD",
      language: "ta",
      expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    });
    const path = new URL(
      trackingPath(link!.target, link!.subject, link!.language, { key, expiresAt: link!.expiresAt }),
      "https://kaveri.example",
    );
    expect(path.pathname).toBe("/ta/track-order");
    const token = path.searchParams.get("t") ?? "";
    expect(verifyTrackingLink("order", token, now, key)).toBe("ORD-261126-AB12CD");
    expect(verifyTrackingLink("booking", token, now, key)).toBeNull();
    expect(
      verifyTrackingLink("order", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, now, key),
    ).toBeNull();
    expect(verifyTrackingLink("order", token, new Date(now.getTime() + 31 * 86_400_000), key)).toBeNull();
    expect((await listNotifications(handle.db)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("a customer who gave an e-mail address also gets the update by e-mail, in their language, with the same link and stop line", async () => {
    const sink = await startSmtpSink();
    try {
      const withEmail = { ...settings, whatsapp: false, email: true };
      await enqueueCustomerUpdate(
        handle.db,
        { ...update, language: "ta", email: "kavitha@example.test" },
        withEmail,
        now,
      );
      const rows = await listNotifications(handle.db);
      expect(rows.map((row) => [row.channel, row.recipient, row.template, row.language])).toEqual([
        ["sms", "9843022222", "order_placed", "ta"],
        ["email", "kavitha@example.test", "order_placed", "ta"],
      ]);
      const [sms, email] = rows;
      expect(email?.variables).toBeNull();

      const smtp = { url: sink.url, from: dealer.email, requireTLS: false };
      await deliverDueNotifications(handle.db, { email: createSmtpSender(smtp) });
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(["kavitha@example.test"]);
      const mail = await PostalMime.parse(sink.received[0]?.raw ?? "");
      expect(mail.subject).toBe("உங்கள் ஆர்டர் ORD-261126-AB12CD பதிவானது");
      expect(mail.from).toMatchObject({ name: dealer.name, address: dealer.email });
      const lines = mail.text?.trim().split("\n");
      // the SMS's own text, with its short link and how to stop, then why it came and who sent it
      expect(lines).toEqual([
        sms?.body,
        "",
        "இந்த ஆர்டரைச் செய்தபோது அதன் தகவல்களைக் கேட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.",
        expect.stringMatching(/^Kaveri Home Appliances, 24, பிரப் ரோடு.* தொலைபேசி \+91 98430 12345\.$/),
      ]);
      const link = /https:\/\/kaveri\.example\/t\/[A-Za-z0-9]{10}/.exec(sms?.body ?? "")?.[0];
      expect(mail.html).toContain('<html lang="ta">');
      expect(mail.html).toContain(`<a href="${link}">${link}</a>`);

      // no address, no consent, or no SMTP: no e-mail
      await handle.db.delete(outbox);
      const english = { ...update, language: "en" as const };
      await enqueueCustomerUpdate(handle.db, { ...english, email: null }, withEmail, now);
      await enqueueCustomerUpdate(
        handle.db,
        { ...english, email: "kavitha@example.test", consent: false },
        withEmail,
        now,
      );
      await enqueueCustomerUpdate(
        handle.db,
        { ...english, email: "kavitha@example.test" },
        { ...withEmail, email: false },
        now,
      );
      expect((await listNotifications(handle.db)).map((row) => row.channel)).toEqual(["sms", "sms"]);

      // e-mail alone, when neither phone channel is on
      await handle.db.delete(outbox);
      await enqueueCustomerUpdate(
        handle.db,
        { ...english, email: "kavitha@example.test" },
        { ...withEmail, sms: false },
        now,
      );
      const [only] = await listNotifications(handle.db);
      expect([only?.channel, only?.subject]).toEqual(["email", "Your order ORD-261126-AB12CD is placed"]);
      expect(only?.body).toContain(
        "You get this e-mail because you asked for updates about this order when you placed it.",
      );
    } finally {
      await sink.close();
    }
  });

  it("an English update goes by SMS alone when WhatsApp is off; nothing is written without consent", async () => {
    const cancelled = {
      kind: "booking_cancelled" as const,
      about: "service_booking" as const,
      subject: "SRV-ABCD2345",
      phone: "9843022222",
      email: null,
      language: "en" as const,
      values: ["SRV-ABCD2345"],
    };
    await enqueueCustomerUpdate(handle.db, { ...cancelled, consent: false }, settings, now);
    expect(await listNotifications(handle.db)).toEqual([]);

    await enqueueCustomerUpdate(
      handle.db,
      { ...cancelled, consent: true },
      { ...settings, whatsapp: false },
      now,
    );
    const rows = await listNotifications(handle.db);
    expect(rows.map((row) => [row.channel, row.template, row.language, row.kind])).toEqual([
      ["sms", "booking_cancelled", "en", "service_booking"],
    ]);
    expect(rows[0]?.body).toMatch(
      /^Kaveri Appliances: your service booking SRV-ABCD2345 is cancelled\. Details: https:\/\/kaveri\.example\/t\/[A-Za-z0-9]{10} To stop these updates, open the link and tap Stop updates\.$/,
    );
    await deliverDueNotifications(handle.db, senders());
    expect(provider.received).toMatchObject([
      { channel: "sms", templateId: testSmsTemplateId("booking_cancelled", "en") },
    ]);
    expect(await findShortLink(handle.db, rows[0]?.variables?.[1] ?? "")).toMatchObject({
      target: "booking",
      subject: "SRV-ABCD2345",
      language: "en",
    });
  });

  it("retries a message while the provider is down; a refusal no retry can mend fails at once, without the number in the error", async () => {
    await enqueueCustomerUpdate(
      handle.db,
      { ...update, language: "en" },
      { ...settings, whatsapp: false },
      now,
    );
    await enqueueCustomerUpdate(handle.db, { ...update, language: "en" }, settings, now);
    provider.state.down = true;
    expect(await deliverDueNotifications(handle.db, senders())).toEqual({ sent: 0, retrying: 2, failed: 0 });
    const rows = await listNotifications(handle.db);
    expect(rows.map((row) => row.lastError)).toEqual([
      "HTTP 503: Service temporarily unavailable",
      "HTTP 503: Service temporarily unavailable",
    ]);

    provider.state.down = false;
    await handle.db.update(outbox).set({ nextAttemptAt: now });
    const wrong = channelSenders(
      parseEnv({
        ...providerEnv(provider),
        WHATSAPP_TOKEN: "an-expired-access-token-value",
      }),
    );
    // an expired token is Meta's error 190: failed at once, not tried five times
    expect(await deliverDueNotifications(handle.db, wrong)).toEqual({ sent: 1, retrying: 0, failed: 1 });
    const whatsapp = (await listNotifications(handle.db)).find((row) => row.channel === "whatsapp");
    expect(whatsapp).toMatchObject({
      status: "failed",
      attempts: 2,
      lastError: "HTTP 401: Invalid OAuth access token (code 190)",
    });
  });

  it("names the English translation as the templates were approved: en, or en_US when told", async () => {
    await enqueueCustomerUpdate(handle.db, { ...update, language: "en" }, settings, now);
    await enqueueCustomerUpdate(handle.db, { ...update, language: "ta" }, settings, now);
    const usEnglish = channelSenders(parseEnv({ ...providerEnv(provider), WHATSAPP_ENGLISH_CODE: "en_US" }));
    expect(await deliverDueNotifications(handle.db, usEnglish)).toMatchObject({ sent: 2 });
    expect(provider.received.map((message) => message.channel === "whatsapp" && message.language)).toEqual([
      "en_US",
      "ta",
    ]);
  });

  it("a number not on WhatsApp gets the update by SMS once, and the refusal is not retried", async () => {
    await enqueueCustomerUpdate(
      handle.db,
      { ...update, phone: notOnWhatsAppNumber, language: "en" },
      settings,
      now,
    );
    expect(await deliverDueNotifications(handle.db, senders())).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await deliverDueNotifications(handle.db, senders())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverDueNotifications(handle.db, senders())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const [whatsapp, sms] = await listNotifications(handle.db);
    expect(whatsapp).toMatchObject({
      channel: "whatsapp",
      status: "failed",
      attempts: 1,
      lastError: "HTTP 400: Message undeliverable (code 131026)",
    });
    expect(sms).toMatchObject({
      channel: "sms",
      status: "sent",
      fallbackFor: whatsapp?.id,
      delivery: "accepted",
    });
    expect(provider.received.map((message) => [message.channel, message.to])).toEqual([
      ["sms", `91${notOnWhatsAppNumber}`],
    ]);
  });

  it("fits a long technician's name into one DLT variable, and the gateway takes it", async () => {
    await enqueueCustomerUpdate(
      handle.db,
      {
        kind: "technician_assigned",
        about: "service_booking",
        subject: "SRV-ABCD2345",
        phone: "9843022222",
        email: null,
        language: "en",
        consent: true,
        values: ["SRV-ABCD2345", "Ramasubramanian Venkatakrishnan\nIyer", "Mon, 30 Nov", "9 AM-12 PM"],
      },
      { ...settings, whatsapp: false },
      now,
    );
    expect(await deliverDueNotifications(handle.db, senders())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(provider.received[0]?.values.slice(0, 4)).toEqual([
      "SRV-ABCD2345",
      "Ramasubramanian",
      "Mon, 30 Nov",
      "9 AM-12 PM",
    ]);
  });

  it("the log providers record the template, the language and a masked number, never the text or its link", async () => {
    await enqueueCustomerUpdate(handle.db, { ...update, language: "ta" }, settings, now);
    const lines: object[] = [];
    const logger = { info: (data: object) => lines.push(data), warn: () => {}, error: () => {} };
    const logSenders = channelSenders(parseEnv({ SMS_PROVIDER: "log", WHATSAPP_PROVIDER: "log" }), logger);
    expect(await deliverDueNotifications(handle.db, logSenders, { logger })).toMatchObject({ sent: 1 });
    const logged = JSON.stringify(lines);
    expect(lines).toContainEqual(
      expect.objectContaining({
        channel: "whatsapp",
        template: "order_placed",
        language: "ta",
        to: "98XXXXXX22",
      }),
    );
    expect(logged).not.toContain("9843022222");
    expect(logged).not.toContain("/t/");
  });

  it("leaves SMS and WhatsApp rows alone when only e-mail is configured", async () => {
    await enqueueCustomerUpdate(handle.db, { ...update, language: "en" }, settings, now);
    expect(await deliverDueNotifications(handle.db, {})).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await listNotifications(handle.db)).map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 0],
    ]);
  });
});

const postgres = testBackends().find((backend) => backend.name === "postgres");

describe.skipIf(!postgres)("two server processes and a slow gateway on PostgreSQL", () => {
  let scratch: ScratchDatabase;
  const handles: DatabaseHandle[] = [];
  let provider: MessageProvider;

  beforeAll(async () => {
    scratch = await postgres!.scratch({ migrated: true });
    // each handle has its own pool, as each process does
    for (let i = 0; i < 2; i += 1) handles.push(await openDatabase(scratch.options));
    await handles[0]!.migrate();
    provider = await startMessageProvider();
  });
  afterAll(async () => {
    await provider?.close();
    for (const handle of handles) await handle.close();
    await scratch?.dispose();
  });

  it("sends each message once, though a round's later rows outlast their lease while earlier ones are sent", async () => {
    const count = 16;
    for (let i = 0; i < count; i += 1) {
      await enqueueCustomerUpdate(
        handles[0]!.db,
        {
          ...update,
          language: "en",
          subject: `ORD-261126-AB1${String(i).padStart(3, "0")}`,
          values: [`ORD-261126-AB1${String(i).padStart(3, "0")}`, "32990"],
        },
        { ...settings, whatsapp: false },
      );
    }
    // a round of sixteen takes longer than the lease, though each send takes a tenth of it
    provider.state.delayMs = 100;
    const leaseMs = 1_000;
    const senders = channelSenders(parseEnv(providerEnv(provider)));
    const sent = async () => (await listNotifications(handles[0]!.db, { status: "sent" })).length;
    const deadline = Date.now() + 30_000;
    await Promise.all(
      handles.map(async (handle) => {
        while ((await sent()) < count && Date.now() < deadline) {
          const report = await deliverDueNotifications(handle.db, senders, { batch: count, leaseMs });
          if (report.sent === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    expect(await sent()).toBe(count);
    const orders = provider.received.map((message) => message.values[0]);
    expect(orders).toHaveLength(count);
    expect(new Set(orders).size).toBe(count);
  });
});
