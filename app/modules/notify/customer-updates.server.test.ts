import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { outbox } from "../../../db/schema";
import { parseEnv } from "../../lib/env.server";
import {
  providerEnv,
  startMessageProvider,
  testDltTemplateId,
  testDltTemplateIds,
  type MessageProvider,
} from "../../../tests/support/message-provider";
import { testBackends } from "../../../tests/support/test-database";
import { enqueueCustomerUpdate, type CustomerUpdateSettings } from "./customer-updates.server";
import { channelSenders, deliverDueNotifications } from "./outbox-delivery.server";
import { listNotifications } from "./outbox.server";
import { verifyTrackingLink } from "./tracking-link.server";

const key = "a-signing-secret-of-at-least-thirty-two-characters";
const settings: CustomerUpdateSettings = { sms: true, whatsapp: true, origin: "https://kaveri.example", key };
const now = new Date("2026-11-26T06:00:00Z");

const update = {
  kind: "order_placed" as const,
  about: "order" as const,
  subject: "ORD-261126-AB12CD",
  phone: "9843022222",
  consent: true,
  values: ["ORD-261126-AB12CD", "₹32,990"],
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

  const senders = () => channelSenders(parseEnv(providerEnv(provider, testDltTemplateIds())));

  it("sends a Tamil order update through the gateway's DLT template and an approved WhatsApp template", async () => {
    await enqueueCustomerUpdate(handle.db, { ...update, language: "ta" }, settings, now);
    expect(await deliverDueNotifications(handle.db, senders())).toEqual({ sent: 2, retrying: 0, failed: 0 });

    const sms = provider.received.find((message) => message.channel === "sms");
    const whatsapp = provider.received.find((message) => message.channel === "whatsapp");
    expect(sms).toMatchObject({
      templateId: testDltTemplateId("order_placed", "ta"),
      unicode: 1,
      to: "9843022222",
    });
    expect(sms?.channel === "sms" && sms.message).toMatch(
      /^Kaveri Appliances: ₹32,990 மதிப்புள்ள உங்கள் ஆர்டர் ORD-261126-AB12CD பதிவானது\. நிலையை அறிய: https:\/\/kaveri\.example\/ta\/track-order\?t=\S+ இந்தத் தகவல்கள் வேண்டாமெனில்/,
    );
    expect(whatsapp).toMatchObject({ to: "919843022222", template: "order_placed", language: "ta" });
    const values = whatsapp?.channel === "whatsapp" ? whatsapp.values : [];
    expect(values.slice(0, 2)).toEqual(["ORD-261126-AB12CD", "₹32,990"]);

    // The link opens that order, signed, and no other.
    const link = new URL(values[2] ?? "");
    const token = link.searchParams.get("t") ?? "";
    expect(verifyTrackingLink("order", token, now, key)).toBe("ORD-261126-AB12CD");
    expect(verifyTrackingLink("booking", token, now, key)).toBeNull();
    expect(
      verifyTrackingLink("order", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, now, key),
    ).toBeNull();
    expect(verifyTrackingLink("order", token, new Date(now.getTime() + 31 * 86_400_000), key)).toBeNull();
    expect((await listNotifications(handle.db)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("an English update in plain letters goes as plain text; nothing is written without consent or for a channel that is off", async () => {
    const cancelled = {
      kind: "booking_cancelled" as const,
      about: "service_booking" as const,
      subject: "SRV-ABCD2345",
      phone: "9843022222",
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
      /^Kaveri Appliances: your service booking SRV-ABCD2345 is cancelled\. Details: https:\/\/kaveri\.example\/track-service\?t=\S+ To stop these updates, open the link and tap Stop updates\.$/,
    );
    await deliverDueNotifications(handle.db, senders());
    expect(provider.received).toMatchObject([
      { channel: "sms", unicode: 0, templateId: testDltTemplateId("booking_cancelled", "en") },
    ]);
  });

  it("keeps a message for a retry when the provider is down or refuses the credentials, without its number in the error", async () => {
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
        ...providerEnv(provider, testDltTemplateIds()),
        WHATSAPP_TOKEN: "an-expired-access-token-value",
      }),
    );
    expect(await deliverDueNotifications(handle.db, wrong)).toEqual({ sent: 1, retrying: 1, failed: 0 });
    const whatsapp = (await listNotifications(handle.db)).find((row) => row.channel === "whatsapp");
    expect(whatsapp?.lastError).toBe("HTTP 401: Invalid OAuth access token");
    expect(whatsapp?.status).toBe("pending");
  });

  it("leaves SMS and WhatsApp rows alone when only e-mail is configured", async () => {
    await enqueueCustomerUpdate(handle.db, { ...update, language: "en" }, settings, now);
    expect(await deliverDueNotifications(handle.db, {})).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await listNotifications(handle.db)).map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
  });
});
