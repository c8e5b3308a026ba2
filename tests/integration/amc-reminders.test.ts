import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { amcContracts, consentRecords, outbox } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { recordAmcPayment, stopAmcReminders } from "../../app/modules/amc/amc-contracts.server";
import { dueReminder, sendAmcReminders } from "../../app/modules/amc/amc-reminders.server";
import type { SignedInStaff } from "../../app/modules/staff/guard.server";
import { getEnv, signingSecret } from "../../app/lib/env.server";
import { trackingPath } from "../../app/modules/notify/tracking-link.server";
import { boughtContract } from "../support/amc-contracts";
import { soldAppliance } from "../support/repair-bookings";
import { repoRoot } from "../support/server-process";
import { openWithStaff } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

describe("when a maintenance contract's reminder is due", () => {
  const year = { startsOn: "2026-01-01", endsOn: "2026-12-31", visitsIncluded: 2 };

  it("asks for a service in the middle of each visit's share of the term, while visits are left", () => {
    expect(dueReminder(year, 0, "2026-03-01")).toBeNull();
    expect(dueReminder(year, 0, "2026-04-02")).toEqual({ kind: "service_due", dueOn: "2026-04-02" });
    expect(dueReminder(year, 0, "2026-09-30")).toEqual({ kind: "service_due", dueOn: "2026-04-02" });
    expect(dueReminder(year, 1, "2026-10-01")).toEqual({ kind: "service_due", dueOn: "2026-10-01" });
    expect(dueReminder(year, 2, "2026-10-01")).toBeNull();
  });

  it("says the plan ends from 30 days before its last day, and nothing outside its term", () => {
    expect(dueReminder(year, 2, "2026-12-01")).toEqual({ kind: "amc_ending", dueOn: "2026-12-01" });
    expect(dueReminder(year, 0, "2026-12-31")).toEqual({ kind: "amc_ending", dueOn: "2026-12-01" });
    expect(dueReminder(year, 0, "2027-01-01")).toBeNull();
    expect(dueReminder(year, 0, "2025-12-31")).toBeNull();
  });
});

describe.each(testBackends())("maintenance contract reminders, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let utr = 500000000000;
  const settings = { sms: true, whatsapp: false, email: false, origin: "https://shop.example" };
  const today = todayInIndia();

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
  });
  afterAll(() => handle?.close());

  /** A paid contract that began `daysAgo` days ago, with or without the customer's yes to reminders. */
  async function runningContract(remindersConsent: boolean, daysAgo: number) {
    const applianceId = await soldAppliance(handle.db, { warrantyUntil: addDays(today, -400) });
    const row = await boughtContract(handle.db, { applianceId, remindersConsent, language: "ta" });
    utr += 1;
    await recordAmcPayment(handle.db, owner, row.id, { method: "upi", reference: String(utr) });
    await handle.db
      .update(amcContracts)
      .set({ startsOn: addDays(today, -daysAgo), endsOn: addDays(today, 364 - daysAgo) })
      .where(eq(amcContracts.id, row.id));
    return row.contractNumber;
  }

  const messagesAbout = async (contractNumber: string) =>
    (await handle.db.select().from(outbox)).filter((row) => row.subject.includes(contractNumber));

  it("sends a due reminder once, in the customer's language, and only with their consent", async () => {
    const asked = await runningContract(true, 100);
    const notAsked = await runningContract(false, 100);
    await sendAmcReminders(handle.db, settings);
    await sendAmcReminders(handle.db, settings);
    const sent = await messagesAbout(asked);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: "sms", template: "service_due", language: "ta" });
    expect(sent[0]!.body).toContain(asked);
    expect(sent[0]!.body).toContain("https://shop.example/t/");
    expect(await messagesAbout(notAsked)).toHaveLength(0);
    const consents = await handle.db.select().from(consentRecords).where(eq(consentRecords.subject, asked));
    expect(consents).toMatchObject([{ scope: "updates", given: true, purpose: "order" }]);
  });

  it("tells the customer the plan is ending, and stops when they say so", async () => {
    const ending = await runningContract(true, 340);
    await sendAmcReminders(handle.db, settings);
    const [sent] = await messagesAbout(ending);
    expect(sent).toMatchObject({ template: "amc_ending" });

    const stopping = await runningContract(true, 345);
    await stopAmcReminders(handle.db, stopping);
    await sendAmcReminders(handle.db, settings);
    expect(await messagesAbout(stopping)).toHaveLength(0);
    const choices = await handle.db.select().from(consentRecords).where(eq(consentRecords.subject, stopping));
    expect(choices.map((choice) => choice.given).sort()).toEqual([false, true]);
  });
});

describe("a reminder's link", () => {
  it("opens the contract's page without its secret, and stops its reminders from there", async () => {
    const [pglite] = testBackends();
    const { handle, staff } = await openWithStaff(pglite!, { role: "owner" });
    try {
      const applianceId = await soldAppliance(handle.db, {
        category: "tv",
        warrantyUntil: addDays(todayInIndia(), -10),
      });
      const row = await boughtContract(handle.db, { applianceId, category: "tv", remindersConsent: true });
      await recordAmcPayment(handle.db, staff, row.id, { method: "cash", reference: null });
      const target = trackingPath("amc", row.contractNumber, "en", {
        key: signingSecret(getEnv()),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      expect(target).toMatch(/^\/amc\?t=/);
      const page = (await import(path.join(repoRoot, "app/routes/store/amc.tsx"))) as RouteModule;
      const context = { db: handle.db };
      const opened = await page.loader({
        request: new Request(`http://127.0.0.1${target}`),
        params: {},
        context,
      });
      expect(opened.data.contract?.contractNumber).toBe(row.contractNumber);
      expect(opened.data.contract?.remindersOn).toBe(true);

      const token = new URL(target, "http://127.0.0.1").searchParams.get("t")!;
      const forged = await page.action({
        request: new Request("http://127.0.0.1/amc", {
          method: "POST",
          body: new URLSearchParams({ intent: "stop-reminders", t: `${token}x` }),
        }),
        params: {},
        context,
      });
      expect(forged.init?.status).toBe(404);
      const stopped = await page.action({
        request: new Request("http://127.0.0.1/amc", {
          method: "POST",
          body: new URLSearchParams({ intent: "stop-reminders", t: token }),
        }),
        params: {},
        context,
      });
      expect(stopped.data).toEqual({ message: null, stopped: true });
      const [after] = await handle.db.select().from(amcContracts).where(eq(amcContracts.id, row.id));
      expect(after?.remindersConsent).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

type Answer = {
  data: {
    contract?: { contractNumber: string; remindersOn: boolean } | null;
    message?: string | null;
    stopped?: boolean;
  };
  init?: ResponseInit | null;
};
type RouteModule = {
  loader(args: { request: Request; params: Record<string, string>; context: unknown }): Promise<Answer>;
  action(args: { request: Request; params: Record<string, string>; context: unknown }): Promise<Answer>;
};
