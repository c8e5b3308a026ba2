import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import {
  customerAccounts,
  customerSessions,
  jobCardSteps,
  loginFailures,
  outbox,
  rateLimitHits,
  serviceBookings,
  shortLinks,
  signInCodes,
  staffSessions,
  technicians,
} from "../../../db/schema";
import { addStaffUser } from "../../../tests/support/staff-accounts";
import { testBackends, testBackendsOf, withTwoConnections } from "../../../tests/support/test-database";
import {
  jobCardStepRetentionMs,
  sentOutboxRetentionMs,
  sweepLockKey,
  sweepOldRows,
} from "./sweep-old-rows.server";

const now = new Date("2030-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const minutes = 60_000;
const days = 24 * 60 * minutes;

async function insertOldAndFresh(db: DatabaseHandle["db"]) {
  const user = await addStaffUser(db);
  await db.insert(staffSessions).values([
    { id: "old-session", userId: user.id, createdAt: ago(2 * days), lastSeenAt: ago(9 * 60 * minutes) },
    { id: "fresh-session", userId: user.id, createdAt: ago(2 * days), lastSeenAt: ago(7 * 60 * minutes) },
  ]);
  await db.insert(rateLimitHits).values([
    { bucket: "contact", key: "old", windowStart: ago(20 * minutes), expiresAt: ago(10 * minutes), hits: 3 },
    { bucket: "contact", key: "fresh", windowStart: ago(5 * minutes), expiresAt: ago(-5 * minutes), hits: 3 },
  ]);
  await db.insert(loginFailures).values([
    { username: "old", address: "192.0.2.1", at: ago(16 * minutes) },
    { username: "fresh", address: "192.0.2.1", at: ago(14 * minutes) },
  ]);
  const mail = { kind: "order", subject: "s", body: "b", recipient: "shop@example.com" };
  await db.insert(outbox).values([
    { ...mail, subject: "old sent", status: "sent", createdAt: ago(40 * days), sentAt: ago(31 * days) },
    {
      ...mail,
      subject: "fresh sent",
      status: "sent",
      createdAt: ago(2 * days),
      sentAt: ago(sentOutboxRetentionMs - days),
    },
    { ...mail, subject: "old failed", status: "failed", createdAt: ago(90 * days) },
    { ...mail, subject: "old pending", status: "pending", createdAt: ago(90 * days) },
  ]);
  const link = { target: "order", subject: "ORD-261126-AB12CD", language: "en" } as const;
  await db.insert(shortLinks).values([
    { ...link, token: "OldLink000", expiresAt: ago(366 * days) },
    { ...link, token: "Expired000", expiresAt: ago(364 * days) },
  ]);
  const [account] = await db.insert(customerAccounts).values({ phone: "9843012345" }).returning();
  await db.insert(customerSessions).values([
    { id: "old-customer", accountId: account!.id, lastSeenAt: ago(31 * days) },
    { id: "fresh-customer", accountId: account!.id, lastSeenAt: ago(29 * days) },
  ]);
  const code = { phone: "9843012345", codeHash: "x" };
  await db.insert(signInCodes).values([
    { ...code, createdAt: ago(25 * 60 * minutes), expiresAt: ago(25 * 60 * minutes - 5 * minutes) },
    { ...code, createdAt: ago(23 * 60 * minutes), expiresAt: ago(23 * 60 * minutes - 5 * minutes) },
  ]);
  const [technician] = await db.insert(technicians).values({ name: "Senthil" }).returning();
  const [booking] = await db
    .insert(serviceBookings)
    .values({
      reference: "SRV-SWEEP001",
      name: "Lakshmi",
      phone: "9843012345",
      appliance: "ac",
      brand: "lg",
      issue: "Not cooling",
      address: "3/14, Sathy Road",
      pincode: "638004",
      date: "2030-05-01",
      slot: "morning",
      technicianId: technician!.id,
    })
    .returning();
  const step = { bookingId: booking!.id, technicianId: technician!.id, intent: "diagnosis", status: 200 };
  await db.insert(jobCardSteps).values([
    { ...step, stepKey: "old-step-key-0001", receivedAt: ago(jobCardStepRetentionMs + minutes) },
    { ...step, stepKey: "fresh-step-key-01", receivedAt: ago(jobCardStepRetentionMs - minutes) },
  ]);
}

async function remaining(db: DatabaseHandle["db"]) {
  return {
    sessions: (await db.select().from(staffSessions)).map((row) => row.id).sort(),
    rateLimits: (await db.select().from(rateLimitHits)).map((row) => row.key).sort(),
    loginFailures: (await db.select().from(loginFailures)).map((row) => row.username).sort(),
    outbox: (await db.select().from(outbox)).map((row) => row.subject).sort(),
    shortLinks: (await db.select().from(shortLinks)).map((row) => row.token),
    customerSessions: (await db.select().from(customerSessions)).map((row) => row.id),
    signInCodes: (await db.select().from(signInCodes)).length,
    jobCardSteps: (await db.select().from(jobCardSteps)).map((row) => row.stepKey),
  };
}

describe.each(testBackends())("sweeping old rows on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("deletes what has expired and keeps what still counts, so each table stays bounded", async () => {
    await insertOldAndFresh(handle.db);
    expect(await sweepOldRows(handle.db, now)).toEqual({
      sessions: 1,
      rateLimits: 1,
      loginFailures: 1,
      sentOutbox: 1,
      expiredOrders: 0,
      unconfirmedOrders: 0,
      shortLinks: 1,
      customerSessions: 1,
      signInCodes: 1,
      pastTaxRetention: 0,
      jobCardSteps: 1,
      amcReminders: 0,
      warrantyReminders: 0,
    });
    expect(await remaining(handle.db)).toEqual({
      sessions: ["fresh-session"],
      rateLimits: ["fresh"],
      loginFailures: ["fresh"],
      outbox: ["fresh sent", "old failed", "old pending"],
      shortLinks: ["Expired000"],
      customerSessions: ["fresh-customer"],
      signInCodes: 1,
      jobCardSteps: ["fresh-step-key-01"],
    });
    expect(await sweepOldRows(handle.db, now)).toEqual({
      sessions: 0,
      rateLimits: 0,
      loginFailures: 0,
      sentOutbox: 0,
      expiredOrders: 0,
      unconfirmedOrders: 0,
      shortLinks: 0,
      customerSessions: 0,
      signInCodes: 0,
      pastTaxRetention: 0,
      jobCardSteps: 0,
      amcReminders: 0,
      warrantyReminders: 0,
    });
  });
});

const postgresBackends = testBackendsOf("postgres");

describe.each(postgresBackends)("one sweeper at a time on $name", { timeout: 120_000 }, (backend) => {
  it("skips the sweep while another process holds the lock, and sweeps once it is free", async () => {
    await withTwoConnections(backend, async (sweeper, other) => {
      let release = () => {};
      try {
        await insertOldAndFresh(sweeper.db);
        let locked!: () => void;
        const holding = new Promise<void>((resolve) => (locked = resolve));
        const held = new Promise<void>((resolve) => (release = resolve));
        const otherSweep = other.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${sweepLockKey})`);
          locked();
          await held;
        });
        await holding;
        expect(await sweepOldRows(sweeper.db, now)).toBeNull();
        expect((await remaining(sweeper.db)).sessions).toEqual(["fresh-session", "old-session"]);
        release();
        await otherSweep;
        expect(await sweepOldRows(sweeper.db, now)).toMatchObject({ sessions: 1 });
      } finally {
        release();
      }
    });
  });
});
