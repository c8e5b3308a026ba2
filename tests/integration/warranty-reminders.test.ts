import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { appliances, consentRecords, orders, outbox } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { getEnv, signingSecret } from "../../app/lib/env.server";
import { buyAmc, plansForCategory } from "../../app/modules/amc/amc-contracts.server";
import { signRepairLink, verifyRepairLink } from "../../app/modules/appliances/repair-link.server";
import {
  sendWarrantyReminders,
  setWarrantyReminder,
} from "../../app/modules/appliances/warranty-reminders.server";
import { trackingPath } from "../../app/modules/notify/tracking-link.server";
import { myAppliancesMessages } from "../../app/modules/appliances/texts/en/my-appliances-messages";
import { generateOrderNumber } from "../../app/modules/orders/order-number";
import { soldAppliance } from "../support/repair-bookings";
import { repoRoot } from "../support/server-process";
import { openWithStaff } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

const settings = { sms: true, whatsapp: false, email: true, origin: "https://shop.example" };
const today = todayInIndia();

describe.each(testBackends())("the warranty's reminder, on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    ({ handle } = await openWithStaff(backend, { role: "owner" }));
  });
  afterAll(() => handle?.close());

  /** The SMS about an appliance: the outbox names it by the appliance's number. */
  const messagesAbout = async (applianceId: number) =>
    (await handle.db.select().from(outbox)).filter(
      (row) => row.kind === "appliance" && row.subject.endsWith(`(${applianceId})`),
    );
  const emailsSent = async () =>
    (await handle.db.select().from(outbox)).filter(
      (row) => row.kind === "appliance" && row.channel === "email",
    );
  const orderOf = async (applianceId: number) => {
    const [row] = await handle.db
      .select({ orderNumber: orders.orderNumber })
      .from(appliances)
      .innerJoin(orders, eq(orders.id, appliances.orderId))
      .where(eq(appliances.id, applianceId));
    return row!.orderNumber;
  };

  it("goes once, 30 days before the warranty ends, in the language asked in, only when asked for", async () => {
    const asked = await soldAppliance(handle.db, { warrantyUntil: addDays(today, 30) });
    const notAsked = await soldAppliance(handle.db, { warrantyUntil: addDays(today, 30) });
    const later = await soldAppliance(handle.db, { warrantyUntil: addDays(today, 31) });
    expect(await setWarrantyReminder(handle.db, { applianceId: asked, on: true, language: "ta" })).toBe(true);
    expect(await setWarrantyReminder(handle.db, { applianceId: later, on: true, language: "en" })).toBe(true);

    expect(await sendWarrantyReminders(handle.db, settings)).toBeGreaterThanOrEqual(1);
    await sendWarrantyReminders(handle.db, settings);
    const sent = await messagesAbout(asked);
    expect(sent).toHaveLength(1);
    const sms = sent[0]!;
    expect(sms).toMatchObject({ channel: "sms", template: "warranty_ending", language: "ta" });
    expect(sms.body).toContain("உங்கள் Test Refrigerator 260 L உத்தரவாதம்");
    expect(sms.body).toContain("https://shop.example/t/");
    expect(await messagesAbout(notAsked)).toHaveLength(0);
    expect(await messagesAbout(later)).toHaveLength(0);
    // the order gave an e-mail address: one e-mail too, in Tamil
    expect(await emailsSent()).toMatchObject([{ language: "ta", recipient: "lakshmi@example.test" }]);

    // sent: the reminder can no longer be changed, and the next day's sweep sends the later one
    expect(await setWarrantyReminder(handle.db, { applianceId: asked, on: false, language: "ta" })).toBe(
      false,
    );
    await sendWarrantyReminders(handle.db, settings, new Date(Date.now() + 86_400_000));
    expect(await messagesAbout(later)).toHaveLength(1);

    const consents = await handle.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subject, await orderOf(asked)));
    expect(consents).toMatchObject([{ scope: "updates", given: true, purpose: "order" }]);
  });

  it("is not sent once stopped, nor when the appliance has a maintenance plan, nor after the warranty", async () => {
    const stopped = await soldAppliance(handle.db, { warrantyUntil: addDays(today, 10) });
    await setWarrantyReminder(handle.db, { applianceId: stopped, on: true, language: "en" });
    await setWarrantyReminder(handle.db, { applianceId: stopped, on: false, language: "en" });

    const planned = await soldAppliance(handle.db, { warrantyUntil: addDays(today, 10) });
    await setWarrantyReminder(handle.db, { applianceId: planned, on: true, language: "en" });
    const [plan] = await plansForCategory(handle.db, "ac");
    const bought = await buyAmc(handle.db, {
      applianceId: planned,
      planId: plan!.id,
      remindersConsent: false,
      language: "en",
    });
    expect(bought.ok).toBe(true);

    const ended = await soldAppliance(handle.db, { warrantyUntil: addDays(today, -1) });
    expect(await setWarrantyReminder(handle.db, { applianceId: ended, on: true, language: "en" })).toBe(
      false,
    );

    await sendWarrantyReminders(handle.db, settings);
    for (const id of [stopped, planned, ended]) expect(await messagesAbout(id)).toHaveLength(0);
    const choices = await handle.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subject, await orderOf(stopped)));
    expect(choices.map((choice) => choice.given).sort()).toEqual([false, true]);
  });
});

describe("the warranty reminder on the pages", () => {
  it("is turned on and off from My Appliances, and its link opens the appliance's plans", async () => {
    const [pglite] = testBackends();
    const { handle } = await openWithStaff(pglite!, { role: "owner" });
    const context = { db: handle.db };
    const key = signingSecret(getEnv());
    try {
      const applianceId = await soldAppliance(handle.db, { warrantyUntil: addDays(today, 200) });
      const [row] = await handle.db.select().from(appliances).where(eq(appliances.id, applianceId));
      await handle.db
        .update(orders)
        .set({ orderNumber: generateOrderNumber(), status: "delivered" })
        .where(eq(orders.id, row!.orderId));
      const myAppliances = (await import(
        path.join(repoRoot, "app/routes/store/my-appliances.tsx")
      )) as RouteModule;
      const post = (fields: Record<string, string>) =>
        myAppliances.action({
          request: new Request("http://127.0.0.1/ta/my-appliances", {
            method: "POST",
            body: new URLSearchParams(fields),
          }),
          params: {},
          context,
        });
      const link = signRepairLink(applianceId, new Date(Date.now() + 3_600_000), key);

      const forged = await post({ intent: "warranty-reminder", appliance: `${link}x`, reminder: "on" });
      expect(forged.init?.status).toBe(400);
      expect(forged.data.message).toBe(myAppliancesMessages.code.linkExpired);

      const on = await post({ intent: "warranty-reminder", appliance: link, reminder: "on" });
      expect(on.data.reminderSaved).toBe(applianceId);
      expect(on.data.found?.appliances[0]?.warrantyReminder).toBe("on");
      const [saved] = await handle.db.select().from(appliances).where(eq(appliances.id, applianceId));
      expect(saved).toMatchObject({ warrantyReminders: true, reminderLanguage: "ta" });

      const off = await post({ intent: "warranty-reminder", appliance: link, reminder: "off" });
      expect(off.data.found?.appliances[0]?.warrantyReminder).toBe("off");

      const target = trackingPath("appliance", String(applianceId), "ta", {
        key,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      expect(target).toMatch(/^\/ta\/amc\?t=/);
      const amc = (await import(path.join(repoRoot, "app/routes/store/amc.tsx"))) as RouteModule;
      const opened = await amc.loader({
        request: new Request(`http://127.0.0.1${target}`),
        params: {},
        context,
      });
      expect(opened.data.offer?.appliance.id).toBe(applianceId);
      expect(verifyRepairLink(opened.data.link!, new Date(), key)).toBe(applianceId);
      const forgedLink = await amc.loader({
        request: new Request(`http://127.0.0.1${target}x`),
        params: {},
        context,
      });
      expect(forgedLink.init?.status).toBe(404);
    } finally {
      await handle.close();
    }
  });
});

type Answer = {
  data: {
    message?: string | null;
    reminderSaved?: number | null;
    found?: { appliances: { warrantyReminder: string | null }[] } | null;
    offer?: { appliance: { id: number } } | null;
    link?: string;
  };
  init?: ResponseInit | null;
};
type RouteModule = {
  loader(args: { request: Request; params: Record<string, string>; context: unknown }): Promise<Answer>;
  action(args: { request: Request; params: Record<string, string>; context: unknown }): Promise<Answer>;
};
