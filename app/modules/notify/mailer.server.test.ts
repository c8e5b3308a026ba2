import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "../../../db/client.server";
import { outbox } from "../../../db/schema";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { testBackends, type ScratchDatabase } from "../../../tests/support/test-database";
import { dealer } from "../../lib/dealer";
import { createSmtpSender, redact, simpleHtml } from "./mailer.server";
import type { NotifyLogger } from "./channels/channel-sender";
import { deliverDueNotifications, startOutboxDelivery } from "./outbox-delivery.server";
import {
  claimDueNotifications,
  enqueueNotification,
  listNotifications,
  maxDeliveryAttempts,
  onNotificationQueued,
  retryDelayMs,
} from "./outbox.server";
import type * as outboxModule from "./outbox.server";

type OutboxModule = typeof outboxModule;

/** The local sink speaks plain SMTP, as a relay on the same machine may: TLS is not required of it. */
const plainSmtp = (url: string) => ({ url, from: dealer.email, requireTLS: false });

function recordingLogger() {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (data: object, message: string): void => {
      lines.push(JSON.stringify({ level, ...data, message }));
    };
  const logger: NotifyLogger = { info: record("info"), warn: record("warn"), error: record("error") };
  return { logger, lines };
}

function only<T>(rows: T[]): T {
  expect(rows).toHaveLength(1);
  return rows[0] as T;
}

const notification = {
  kind: "contact_message" as const,
  subject: "Contact form #1: Service or repair (TV)",
  body: "Name: Priya\nPhone: 9843012345\nE-mail: priya@example.in\n\nMessage:\nThe TV has no picture but sound works.",
  recipient: "owner@example.in",
};

const start = new Date("2026-03-02T04:30:00Z");
const at = (ms: number) => () => new Date(start.getTime() + ms);

describe.each(testBackends())("outbox delivery on $name", (backend) => {
  let handle: DatabaseHandle;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    handle = await backend.open();
    sink = await startSmtpSink();
  });

  afterAll(async () => {
    await sink?.close();
    await handle?.close();
  });

  beforeEach(async () => {
    await handle.db.delete(outbox);
    sink.received.length = 0;
    sink.state.refuse = false;
  });

  async function enqueueAt(time: Date) {
    const row = await enqueueNotification(handle.db, notification);
    await handle.db.update(outbox).set({ nextAttemptAt: time, createdAt: time }).where(eq(outbox.id, row.id));
    return row;
  }

  it("sends a pending notification from the dealer to the recipient and marks it sent", async () => {
    const row = await enqueueAt(start);
    const sender = createSmtpSender(plainSmtp(sink.url));
    try {
      const report = await deliverDueNotifications(handle.db, { email: sender }, { now: at(1000) });
      expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    } finally {
      sender.close();
    }

    const mail = only(sink.received);
    expect(mail.from).toBe(dealer.email);
    expect(mail.to).toEqual(["owner@example.in"]);
    expect(mail.raw).toContain(`From: ${dealer.name} <${dealer.email}>`);
    expect(mail.raw).toContain("Subject: Contact form #1: Service or repair (TV)");
    expect(mail.raw).toContain("The TV has no picture but sound works.");

    const stored = only(await listNotifications(handle.db));
    expect(stored).toMatchObject({ id: row.id, status: "sent", attempts: 1, lastError: null });
    expect(stored.sentAt?.getTime()).toBe(start.getTime() + 1000);

    const again = await deliverDueNotifications(
      handle.db,
      { email: createSmtpSender(plainSmtp(sink.url)) },
      { now: at(60_000) },
    );
    expect(again).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("sends as SMTP_FROM, with Reply-To the customer and a simple HTML part beside the text", async () => {
    await enqueueNotification(handle.db, {
      ...notification,
      replyTo: "priya@example.in",
      body: "Name: Priya\nTrack it: https://shop.example.in/t/Ab3dE9xQ12 <now>",
    });
    const sender = createSmtpSender({ ...plainSmtp(sink.url), from: "orders@mail.kaveriappliances.in" });
    try {
      expect(await deliverDueNotifications(handle.db, { email: sender })).toMatchObject({ sent: 1 });
    } finally {
      sender.close();
    }
    const mail = only(sink.received);
    expect(mail.from).toBe("orders@mail.kaveriappliances.in");
    expect(mail.raw).toContain(`From: ${dealer.name} <orders@mail.kaveriappliances.in>`);
    expect(mail.raw).toContain("Reply-To: priya@example.in");
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Content-Type: text/html");
    expect(simpleHtml("Track it: https://shop.example.in/t/Ab3dE9xQ12 <now>\nThanks")).toContain(
      'Track it: <a href="https://shop.example.in/t/Ab3dE9xQ12">https://shop.example.in/t/Ab3dE9xQ12</a> &lt;now&gt;<br>\nThanks',
    );
  });

  it("refuses to send over a server that offers no TLS unless told it may", async () => {
    await enqueueNotification(handle.db, notification);
    const sender = createSmtpSender({ ...plainSmtp(sink.url), requireTLS: true });
    try {
      expect(await deliverDueNotifications(handle.db, { email: sender })).toMatchObject({
        sent: 0,
        retrying: 1,
      });
    } finally {
      sender.close();
    }
    expect(sink.received).toEqual([]);
    expect(only(await listNotifications(handle.db)).lastError).toMatch(/TLS/);
  });
  it("records a refusal, waits the backoff, then retries and sends", async () => {
    await enqueueAt(start);
    sink.state.refuse = true;
    const { logger, lines } = recordingLogger();
    const sender = createSmtpSender(plainSmtp(sink.url));
    try {
      expect(await deliverDueNotifications(handle.db, { email: sender }, { now: at(0), logger })).toEqual({
        sent: 0,
        retrying: 1,
        failed: 0,
      });
      let stored = only(await listNotifications(handle.db));
      expect(stored).toMatchObject({ status: "pending", attempts: 1 });
      expect(stored.lastError).toMatch(/451/);
      expect(stored.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

      sink.state.refuse = false;
      // not yet due: nothing is tried
      expect(
        await deliverDueNotifications(handle.db, { email: sender }, { now: at(59_000), logger }),
      ).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      expect(
        await deliverDueNotifications(handle.db, { email: sender }, { now: at(60_000), logger }),
      ).toEqual({
        sent: 1,
        retrying: 0,
        failed: 0,
      });
      stored = only(await listNotifications(handle.db));
      expect(stored).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      expect(sink.received).toHaveLength(1);
    } finally {
      sender.close();
    }

    const log = lines.join("\n");
    expect(log).toContain("will retry");
    for (const secret of [
      "owner@example.in",
      "priya@example.in",
      "9843012345",
      "98430 12345",
      "no picture",
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("gives up after the last attempt and marks the notification failed", async () => {
    await enqueueAt(start);
    sink.state.refuse = true;
    const { logger, lines } = recordingLogger();
    const sender = createSmtpSender(plainSmtp(sink.url));
    let elapsed = 0;
    const outcomes = [];
    try {
      for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt += 1) {
        outcomes.push(
          await deliverDueNotifications(handle.db, { email: sender }, { now: at(elapsed), logger }),
        );
        elapsed += retryDelayMs(attempt);
      }
      expect(
        outcomes.map((report) => (report.failed ? "failed" : report.retrying ? "retry" : "none")),
      ).toEqual(["retry", "retry", "retry", "retry", "failed"]);
      const stored = only(await listNotifications(handle.db));
      expect(stored).toMatchObject({ status: "failed", attempts: maxDeliveryAttempts, sentAt: null });

      sink.state.refuse = false;
      expect(
        await deliverDueNotifications(handle.db, { email: sender }, { now: at(elapsed + 86_400_000) }),
      ).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
    } finally {
      sender.close();
    }
    expect(lines.at(-1)).toContain("failed for good");
    expect(lines.join("\n")).not.toContain("owner@example.in");
  });

  it("retries when the SMTP server cannot be reached", async () => {
    await enqueueAt(start);
    const closed = await startSmtpSink();
    await closed.close();
    const sender = createSmtpSender(plainSmtp(closed.url));
    try {
      expect(await deliverDueNotifications(handle.db, { email: sender }, { now: at(0) })).toEqual({
        sent: 0,
        retrying: 1,
        failed: 0,
      });
    } finally {
      sender.close();
    }
    const stored = only(await listNotifications(handle.db));
    expect(stored).toMatchObject({ status: "pending", attempts: 1 });
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("hands each due row to one sender only, even when two claim at once", async () => {
    for (let i = 0; i < 6; i += 1) await enqueueAt(start);
    const [first, second] = await Promise.all([
      claimDueNotifications(handle.db, { now: at(0)(), limit: 4 }),
      claimDueNotifications(handle.db, { now: at(0)(), limit: 4 }),
    ]);
    const ids = [...first, ...second].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
    // a claimed row is held for the lease, so a third claim right away finds nothing
    expect(await claimDueNotifications(handle.db, { now: at(1000)() })).toEqual([]);
  });

  it("without SMTP_URL the delivery loop does nothing and rows stay pending", async () => {
    await enqueueNotification(handle.db, notification);
    const delivery = startOutboxDelivery({ db: handle.db, senders: {}, intervalMs: 10 });
    expect(await delivery.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await delivery.stop();
    expect((await listNotifications(handle.db)).map((row) => row.status)).toEqual(["pending"]);
  });

  it("with SMTP_URL the loop delivers on its timer and stops cleanly", async () => {
    await enqueueNotification(handle.db, notification);
    const delivery = startOutboxDelivery({
      db: handle.db,
      senders: { email: createSmtpSender(plainSmtp(sink.url)) },
      intervalMs: 20,
    });
    try {
      await expect
        .poll(async () => (await listNotifications(handle.db)).map((row) => row.status), { timeout: 5000 })
        .toEqual(["sent"]);
    } finally {
      await delivery.stop();
    }
    expect(sink.received).toHaveLength(1);
  });

  it("hears a notification queued by another copy of the outbox module, as the built routes load one", async () => {
    const copy = (await import(/* @vite-ignore */ `./outbox.server.ts?copy=${Date.now()}`)) as OutboxModule;
    expect(copy.enqueueNotification).not.toBe(enqueueNotification);
    let heard = 0;
    const stop = onNotificationQueued(() => (heard += 1));
    try {
      await copy.enqueueNotification(handle.db, notification);
      expect(heard).toBe(1);
    } finally {
      stop();
    }
  });

  it("sends a notification queued while it runs within a moment, not at its next round", async () => {
    const delivery = startOutboxDelivery({
      db: handle.db,
      senders: { email: createSmtpSender(plainSmtp(sink.url)) },
      intervalMs: 10 * 60_000,
    });
    const before = sink.received.length;
    try {
      await enqueueNotification(handle.db, notification);
      await expect
        .poll(async () => (await listNotifications(handle.db)).map((row) => row.status), { timeout: 10_000 })
        .toEqual(["sent"]);
      await enqueueNotification(handle.db, { ...notification, subject: "A second one" });
      await expect.poll(() => sink.received.length - before, { timeout: 10_000 }).toBe(2);
    } finally {
      await delivery.stop();
    }
  });
});

const postgres = testBackends().find((backend) => backend.name === "postgres");

describe.skipIf(!postgres)("two server processes delivering one outbox on PostgreSQL", () => {
  let scratch: ScratchDatabase;
  const handles: DatabaseHandle[] = [];
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    scratch = await postgres!.scratch({ migrated: true });
    // each handle has its own pool, as each process does
    for (let i = 0; i < 2; i += 1) handles.push(await openDatabase(scratch.options));
    await handles[0]!.migrate();
    sink = await startSmtpSink();
  });

  afterAll(async () => {
    await sink?.close();
    for (const handle of handles) await handle.close();
    await scratch?.dispose();
  });

  it("sends every e-mail exactly once", async () => {
    const count = 30;
    for (let i = 0; i < count; i += 1) {
      await enqueueNotification(handles[i % 2]!.db, { ...notification, subject: `Order #${i}` });
    }
    // each round, both processes claim at the same moment
    const senders = handles.map(() => createSmtpSender(plainSmtp(sink.url)));
    try {
      for (let round = 0; round < count; round += 1) {
        const reports = await Promise.all(
          handles.map((handle, i) =>
            deliverDueNotifications(handle.db, { email: senders[i]! }, { batch: 4 }),
          ),
        );
        if (reports.every((report) => report.sent === 0)) break;
      }
    } finally {
      for (const sender of senders) sender.close();
    }
    expect(await listNotifications(handles[0]!.db, { status: "sent" })).toHaveLength(count);
    const subjects = sink.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    expect((await listNotifications(handles[1]!.db)).every((row) => row.attempts === 1)).toBe(true);
  });
});

describe("redact", () => {
  it("removes e-mail addresses and phone numbers from error text", () => {
    expect(redact("550 5.1.1 <owner@example.in>: Recipient address rejected")).toBe(
      "550 5.1.1 <[address]>: Recipient address rejected",
    );
    expect(redact("call +91 98430 12345 now")).toBe("call [number] now");
  });
});
