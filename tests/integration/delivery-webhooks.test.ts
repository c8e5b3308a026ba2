// Both customer channels on, with their webhooks' secrets, for this file's process: getEnv() reads them once.
import { providerCredentials, providerEnv } from "../support/message-provider";

Object.assign(
  process.env,
  providerEnv({ smsUrl: "http://127.0.0.1:9/api/v5/flow/", whatsappUrl: "http://127.0.0.1:9/v21.0" }),
);

import crypto from "node:crypto";
import { fileURLToPath } from "node:url";

import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { outbox } from "../../db/schema";
import { enqueueNotification, markSent } from "../../app/modules/notify/outbox.server";
import { testBackends } from "../support/test-database";

type Handler = (args: never) => Response | Promise<Response>;
type Webhook = { loader: Handler; action: Handler };
const route = async (file: string) =>
  (await import(fileURLToPath(new URL(`../../app/routes/resources/${file}`, import.meta.url)))) as Webhook;
const whatsappWebhook = await route("whatsapp-webhook.ts");
const smsWebhook = await route("sms-delivery-webhook.ts");

const origin = "http://127.0.0.1:3000";
const now = new Date("2026-11-28T06:00:00Z");

function signed(payload: unknown, secret = providerCredentials.whatsappAppSecret) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
  return new Request(`${origin}/webhooks/whatsapp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
    body,
  });
}

/** A status notification as the Cloud API sends it. */
function statuses(...items: object[]) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", statuses: items } }],
      },
    ],
  };
}

const status = (id: string, state: string, extra: object = {}) => ({
  id,
  status: state,
  timestamp: String(now.getTime() / 1000),
  recipient_id: "919843022222",
  ...extra,
});

describe.each(testBackends())("delivery reports from WhatsApp and MSG91 on $name", (backend) => {
  let handle: DatabaseHandle;
  const context = () => ({ db: handle.db }) as never;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(outbox);
  });

  async function sentMessage(channel: "sms" | "whatsapp", providerId: string) {
    const row = await enqueueNotification(handle.db, {
      kind: "order",
      channel,
      recipient: "9843022222",
      subject: `${channel === "sms" ? "SMS" : "WhatsApp"} to the customer: order placed (ORD-261128-AB12CD)`,
      body: "Kaveri Appliances: your order ORD-261128-AB12CD for Rs.32990 is placed.",
      template: "order_placed",
      variables: ["ORD-261128-AB12CD", "32990", "Ab3dE9xQ12"],
      language: "en",
    });
    await markSent(handle.db, row.id, now, providerId);
    return row.id;
  }

  const rows = () => handle.db.select().from(outbox).orderBy(asc(outbox.id));

  it("answers Meta's set-up check only with our verify token", async () => {
    const check = async (token: string) =>
      await whatsappWebhook.loader({
        request: new Request(
          `${origin}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        ),
      } as never);
    const good = await check(providerCredentials.whatsappVerifyToken);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe("1158201444");
    expect((await check("not-our-token")).status).toBe(403);
  });

  it("records sent, delivered and read from signed notifications, never going back, and refuses forged ones", async () => {
    const id = await sentMessage("whatsapp", "wamid.HBgMOTE5ODQzMDIyMjIy");
    const post = async (request: Request) => whatsappWebhook.action({ request, context: context() } as never);

    const forged = await post(
      signed(statuses(status("wamid.HBgMOTE5ODQzMDIyMjIy", "read")), "a-guessed-secret"),
    );
    expect(forged.status).toBe(401);
    const unsigned = new Request(`${origin}/webhooks/whatsapp`, {
      method: "POST",
      body: JSON.stringify(statuses(status("wamid.HBgMOTE5ODQzMDIyMjIy", "read"))),
    });
    expect((await post(unsigned)).status).toBe(401);
    expect((await rows())[0]).toMatchObject({ id, delivery: "accepted" });

    expect((await post(signed(statuses(status("wamid.HBgMOTE5ODQzMDIyMjIy", "delivered"))))).status).toBe(
      200,
    );
    expect((await rows())[0]).toMatchObject({ delivery: "delivered", deliveryAt: now });
    // "sent" arriving after "read" does not undo it
    await post(signed(statuses(status("wamid.HBgMOTE5ODQzMDIyMjIy", "read"))));
    await post(signed(statuses(status("wamid.HBgMOTE5ODQzMDIyMjIy", "sent"))));
    expect((await rows())[0]?.delivery).toBe("read");
  });

  it("a number not on WhatsApp gets the update by SMS, once however often Meta reports it", async () => {
    await sentMessage("whatsapp", "wamid.NOTONWHATSAPP");
    const failed = status("wamid.NOTONWHATSAPP", "failed", {
      errors: [
        { code: 131026, title: "Message undeliverable", error_data: { details: "Message Undeliverable." } },
      ],
    });
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await whatsappWebhook.action({ request: signed(statuses(failed)), context: context() } as never))
          .status,
      ).toBe(200);
    }
    const [whatsapp, sms, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(whatsapp).toMatchObject({ delivery: "failed", deliveryError: "131026 Message undeliverable" });
    expect(sms).toMatchObject({
      channel: "sms",
      status: "pending",
      fallbackFor: whatsapp!.id,
      template: "order_placed",
      variables: ["ORD-261128-AB12CD", "32990", "Ab3dE9xQ12"],
      subject: "SMS to the customer: order placed (ORD-261128-AB12CD)",
    });
  });

  it("takes MSG91's reports only with the key in the URL, delivered and failed alike", async () => {
    await sentMessage("sms", "3763646c3058373530393138");
    await sentMessage("sms", "3763646c3058373530393139");
    const report = (key: string, payload: unknown) =>
      smsWebhook.action({
        request: new Request(`${origin}/webhooks/sms-delivery?key=${key}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(payload),
        }),
        context: context(),
      } as never);
    const delivered = {
      requestId: "3763646c3058373530393138",
      number: "919843022222",
      status: "1",
      desc: "DELIVERED",
    };
    expect((await report("a-guessed-key", delivered)).status).toBe(401);
    expect((await rows()).map((row) => row.delivery)).toEqual(["accepted", "accepted"]);

    expect((await report(providerCredentials.smsWebhookKey, delivered)).status).toBe(200);
    const rejected = {
      requestId: "3763646c3058373530393139",
      number: "919843022222",
      status: "16",
      desc: "REJECTED",
    };
    expect((await report(providerCredentials.smsWebhookKey, [rejected])).status).toBe(200);
    expect((await rows()).map((row) => [row.delivery, row.deliveryError])).toEqual([
      ["delivered", null],
      ["failed", "16 REJECTED"],
    ]);
    expect((await report(providerCredentials.smsWebhookKey, "not a report")).status).toBe(200);
  });
});
