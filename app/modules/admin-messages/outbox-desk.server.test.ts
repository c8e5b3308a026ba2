import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, outbox } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import {
  claimDueNotifications,
  enqueueNotification,
  markAttemptFailed,
  markSent,
  maxDeliveryAttempts,
  retryFailedNotification,
} from "~/modules/notify/outbox.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import {
  deliveryCounts,
  listOutbox,
  outboxCounts,
  outboxStatusFilter,
  retryNotification,
} from "./outbox-desk.server";

describe.each(testBackends())("the outbox desk on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;

  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { username: "desk", displayName: "Desk Person" }));
  });
  afterAll(() => handle?.close());

  const note = (subject: string) =>
    enqueueNotification(handle.db, {
      kind: "contact_message",
      subject,
      body: "Body text",
      recipient: "desk@example.test",
    });

  async function failCompletely(id: number) {
    for (let attempt = 0; attempt < maxDeliveryAttempts; attempt += 1) {
      await markAttemptFailed(handle.db, id, "connection refused");
    }
  }

  it("retries only failed rows: pending again, no attempts, due now, with an audit row", async () => {
    const failed = await note("Will fail");
    const sent = await note("Was sent");
    const pending = await note("Still waiting");
    await failCompletely(failed.id);
    await markSent(handle.db, sent.id);

    expect(await outboxCounts(handle.db)).toEqual({ pending: 1, sent: 1, failed: 1 });
    const failedList = await listOutbox(handle.db, { status: "failed", page: 1 });
    expect(failedList.rows).toHaveLength(1);
    expect(failedList.rows[0]).toMatchObject({
      id: failed.id,
      attempts: maxDeliveryAttempts,
      lastError: "connection refused",
    });
    expect((await listOutbox(handle.db, { page: 1 })).rows.map((row) => row.id)).toEqual([
      pending.id,
      sent.id,
      failed.id,
    ]);

    const now = new Date(Date.now() + 5_000);
    const retried = await retryNotification(handle.db, staff, failed.id, now);
    expect(retried).toMatchObject({ ok: true, row: { status: "pending", attempts: 0, nextAttemptAt: now } });
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.entity, "outbox"));
    expect(audit).toMatchObject({
      action: "outbox.retry",
      entityId: String(failed.id),
      userId: staff.id,
      before: { status: "failed", attempts: maxDeliveryAttempts },
      after: { status: "pending", attempts: 0 },
    });
    // the mailer picks it up again
    const claimed = await claimDueNotifications(handle.db, { now });
    expect(claimed.map((row) => row.id)).toContain(failed.id);

    expect(await retryNotification(handle.db, staff, sent.id)).toMatchObject({ ok: false, status: 409 });
    expect(await retryNotification(handle.db, staff, pending.id)).toMatchObject({ ok: false, status: 409 });
    expect(await retryNotification(handle.db, staff, 999_999)).toMatchObject({ ok: false, status: 404 });
    expect(await retryFailedNotification(handle.db, sent.id)).toBeNull();
    const [sentRow] = await handle.db.select().from(outbox).where(eq(outbox.id, sent.id));
    expect(sentRow?.status).toBe("sent");
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.entity, "outbox"))).toHaveLength(1);
  });

  it("reads the status filter from the URL", () => {
    expect(outboxStatusFilter("failed")).toBe("failed");
    expect(outboxStatusFilter("bogus")).toBeUndefined();
    expect(outboxStatusFilter(null)).toBeUndefined();
  });
});

describe.each(testBackends())("customer messages by day on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle?.close());

  it("counts each India day's SMS and WhatsApp by what the providers reported, e-mails and old days left out", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const message = (createdAt: Date, extra: Partial<typeof outbox.$inferInsert> = {}) => ({
      kind: "order",
      channel: "whatsapp" as const,
      subject: "WhatsApp to the customer",
      body: "b",
      recipient: "9843022222",
      template: "order_placed",
      variables: ["ORD-1", "1", "Ab3dE9xQ12"],
      createdAt,
      ...extra,
    });
    await handle.db.insert(outbox).values([
      message(new Date("2026-11-28T05:00:00Z"), { delivery: "read" }),
      message(new Date("2026-11-28T05:00:00Z"), { delivery: "delivered" }),
      message(new Date("2026-11-28T05:00:00Z"), { status: "failed" }),
      message(new Date("2026-11-28T05:00:00Z")),
      // 21:00 UTC on the 26th is already the 27th in India
      message(new Date("2026-11-26T21:00:00Z"), { channel: "sms", delivery: "failed" }),
      message(new Date("2026-11-27T05:00:00Z"), { channel: "email", template: null, variables: null }),
      message(new Date("2026-11-10T05:00:00Z"), { delivery: "read" }),
    ]);
    const zero = { waiting: 0, accepted: 0, sent: 0, delivered: 0, read: 0, failed: 0 };
    expect(await deliveryCounts(handle.db, now)).toEqual([
      { ...zero, day: "2026-11-28", read: 1, delivered: 1, failed: 1, waiting: 1 },
      { ...zero, day: "2026-11-27", failed: 1 },
    ]);
  });
});
