import { and, eq, lt, lte, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { jobCardSteps, outbox, rateLimitHits } from "../../../db/schema";
import { expireUnpaidOnlineOrders } from "../orders/online-payment.server";
import { expireUnconfirmedOrders } from "../orders/order-lifecycle.server";
import { purgeOldShortLinks } from "../notify/short-links.server";
import { deleteOldLoginFailures } from "../staff/login-throttle.server";
import { deleteIdleSessions } from "../staff/sessions.server";
import { deleteIdleCustomerSessions } from "../account/customer-sessions.server";
import { deleteOldCodes } from "../account/sign-in-codes.server";
import { anonymisePastTaxRetention } from "../account/tax-retention.server";
import { sendAmcReminders } from "../amc/amc-reminders.server";
import { sendWarrantyReminders } from "../appliances/warranty-reminders.server";
import { customerUpdateSettings, type CustomerUpdateSettings } from "../notify/customer-updates.server";
import { getEnv } from "~/lib/env.server";
import { vacuumWhereDue } from "./vacuum-where-due.server";

/** How often each process tries to sweep; only one at a time actually does. */
const sweepIntervalMs = 10 * 60_000;
/** Delivered notifications are kept this long for the back office's outbox page; unsent ones always stay. */
export const sentOutboxRetentionMs = 30 * 24 * 60 * 60_000;
/**
 * A job card step sent from a phone's queue is kept this long by its key, so a repeat of it is answered and
 * not done twice; a phone keeps a step far less long (its copies of the visits are for two days).
 */
export const jobCardStepRetentionMs = 30 * 24 * 60 * 60_000;
/** The advisory lock that makes one process sweep at a time (an arbitrary, fixed number). */
export const sweepLockKey = 4_711_011;

export type SweepCounts = {
  sessions: number;
  rateLimits: number;
  loginFailures: number;
  sentOutbox: number;
  expiredOrders: number;
  unconfirmedOrders: number;
  shortLinks: number;
  customerSessions: number;
  signInCodes: number;
  pastTaxRetention: number;
  jobCardSteps: number;
  amcReminders: number;
  warrantyReminders: number;
};

type SweepLogger = { info(data: object, message: string): void; error(data: object, message: string): void };

/**
 * Deletes rows that no longer matter: idle staff and customer sessions, sign-in codes a day past expiry, finished rate-limit windows, sign-in failures past
 * the throttle window, delivered notifications past their retention and message links a year past their
 * expiry, and the keys of job card steps past theirs; and cancels online orders whose
 * payment never came (expireUnpaidOnlineOrders) and cash orders nobody confirmed in time
 * (expireUnconfirmedOrders), releasing their stock and installation places; and takes the names and
 * addresses erasure kept for GST once the law's period is over (anonymisePastTaxRetention); and queues the
 * maintenance contracts' and warranties' reminders that are due (sendAmcReminders, sendWarrantyReminders),
 * in this transaction so each goes out once. Returns null, doing nothing, when
 * another process is sweeping right now (the transaction-scoped advisory lock is held).
 *
 * Checkout idempotency keys are a column of the order they made, kept as long as the order: not swept.
 */
export async function sweepOldRows(
  db: Database,
  now = new Date(),
  settings: CustomerUpdateSettings = customerUpdateSettings(getEnv()),
): Promise<SweepCounts | null> {
  return db.transaction(async (tx) => {
    const result: unknown = await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${sweepLockKey}) AS locked`,
    );
    if (!(result as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
    const sessions = await deleteIdleSessions(tx, now);
    const rateLimits = await tx
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.expiresAt, now))
      .returning({ bucket: rateLimitHits.bucket });
    const loginFailures = await deleteOldLoginFailures(tx, now);
    const sentOutbox = await tx
      .delete(outbox)
      .where(
        and(eq(outbox.status, "sent"), lt(outbox.sentAt, new Date(now.getTime() - sentOutboxRetentionMs))),
      )
      .returning({ id: outbox.id });
    const expiredOrders = await expireUnpaidOnlineOrders(tx, now);
    const unconfirmedOrders = await expireUnconfirmedOrders(tx, now);
    const oldShortLinks = await purgeOldShortLinks(tx, now);
    const customerSessions = await deleteIdleCustomerSessions(tx, now);
    const signInCodes = await deleteOldCodes(tx, now);
    const pastTaxRetention = await anonymisePastTaxRetention(tx, now);
    const oldSteps = await tx
      .delete(jobCardSteps)
      .where(lt(jobCardSteps.receivedAt, new Date(now.getTime() - jobCardStepRetentionMs)))
      .returning({ stepKey: jobCardSteps.stepKey });
    const amcReminders = await sendAmcReminders(tx, settings, now);
    const warrantyReminders = await sendWarrantyReminders(tx, settings, now);
    return {
      sessions,
      rateLimits: rateLimits.length,
      loginFailures,
      sentOutbox: sentOutbox.length,
      expiredOrders,
      unconfirmedOrders,
      shortLinks: oldShortLinks,
      customerSessions,
      signInCodes,
      pastTaxRetention,
      jobCardSteps: oldSteps.length,
      amcReminders,
      warrantyReminders,
    };
  });
}

export type Sweeper = { runOnce(): Promise<SweepCounts | null>; stop(): Promise<void> };

/**
 * Sweeps now and then every `intervalMs` on an unref'ed timer; stop() waits for a sweep in progress. With
 * `vacuum` (the embedded database, which has no autovacuum) each round then vacuums and analyzes the
 * tables autovacuum would (vacuum-where-due.server.ts), among them those the sweep deletes from.
 */
export function startSweeper({
  db,
  logger,
  intervalMs = sweepIntervalMs,
  vacuum = false,
}: {
  db: Database;
  logger?: SweepLogger;
  intervalMs?: number;
  vacuum?: boolean;
}): Sweeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SweepCounts | null> | undefined;

  async function vacuumAndLog(): Promise<void> {
    try {
      const tables = await vacuumWhereDue(db);
      if (tables.length > 0) logger?.info({ tables }, "vacuumed and analyzed");
    } catch (error) {
      logger?.error({ error: (error as Error).message }, "vacuuming the database failed");
    }
  }

  function runOnce(): Promise<SweepCounts | null> {
    running ??= sweepOldRows(db)
      .then(async (counts) => {
        if (counts && Object.values(counts).some((n) => n > 0)) logger?.info(counts, "swept old rows");
        if (vacuum) await vacuumAndLog();
        return counts;
      })
      .catch((error: unknown) => {
        logger?.error({ error: (error as Error).message }, "sweeping old rows failed");
        return null;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  void runOnce().finally(schedule);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
