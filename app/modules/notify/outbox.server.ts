import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { CustomerLanguage, MessageChannel } from "../../../db/enums";
import { outbox, type OutboxRow } from "../../../db/schema";

/** A database or an open transaction: notifications are written next to the record they announce. */
export type Executor = Pick<Database, "insert" | "select" | "update" | "execute">;

type NotificationKind = "contact_message" | "order" | "service_booking" | "complaint" | "amc" | "appliance";

export type Notification = {
  kind: NotificationKind;
  subject: string;
  /** Plain text: what the dealer reads in the e-mail or the back office, or the customer's SMS. */
  body: string;
  recipient: string;
  /** For an e-mail to the dealer: the customer's address, which the dealer's reply goes to. */
  replyTo?: string | null;
  /** E-mail unless said otherwise; SMS and WhatsApp carry their template and its values. */
  channel?: MessageChannel;
  template?: string;
  variables?: string[];
  language?: CustomerLanguage;
};

/** A pending row is tried this many times in all; after the last failure it is marked failed. */
export const maxDeliveryAttempts = 5;

/**
 * How long a round holds a claimed row before another process may take it over. A round renews the lease
 * of each row just before sending it, so the lease only has to outlive one send (SMTP gives up after 40 s,
 * the HTTP providers after 15 s).
 */
export const claimLeaseMs = 2 * 60_000;

/** The wait after the nth failed attempt: 1, 2, 4, 8 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

// Rows are due from the application's clock, not the database's: now() keeps microseconds that a JavaScript
// Date truncates, so a row written and claimed within one millisecond would otherwise not yet be due.

/**
 * One set per process, kept on globalThis: the server's entry (which runs the delivery loop) and the built
 * route handlers (which queue the notifications) each load their own copy of this module, and a set of each
 * copy's own would never hear the other's.
 */
const listenersKey = Symbol.for("kaveri.outbox.queued-listeners");
const queuedListeners = ((globalThis as { [listenersKey]?: Set<() => void> })[listenersKey] ??= new Set());

/**
 * Calls `listener` whenever this process queues a notification, so the delivery loop can send it within a
 * moment instead of at its next round. Returns the function that stops listening.
 */
export function onNotificationQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

function announceQueued() {
  for (const listener of queuedListeners) listener();
}

export async function enqueueNotification(db: Executor, notification: Notification): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({ ...notification, nextAttemptAt: new Date() })
    .returning();
  if (!row) throw new Error("the outbox insert returned no row");
  announceQueued();
  return row;
}

/**
 * Takes up to `limit` pending rows that are due, and holds them for `leaseMs` in the name of `claimant` so
 * that other server processes sharing the database skip them. A sender that dies leaves them to be retried
 * after the lease.
 */
export async function claimDueNotifications(
  db: Database,
  {
    now = new Date(),
    limit = 10,
    channels = ["email"],
    claimant = "",
    leaseMs = claimLeaseMs,
  }: {
    now?: Date;
    limit?: number;
    channels?: readonly MessageChannel[];
    claimant?: string;
    leaseMs?: number;
  } = {},
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, now),
        inArray(outbox.channel, channels.length > 0 ? [...channels] : ["email"]),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), claimedBy: claimant })
    .where(inArray(outbox.id, due))
    .returning()
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/**
 * Extends the lease on one claimed row just before it is sent. False when the round no longer holds it
 * (its lease ran out while earlier rows were sent, and another process took it): the round must skip it.
 */
export async function renewClaim(
  db: Executor,
  id: number,
  claimant: string,
  { now, leaseMs = claimLeaseMs }: { now: Date; leaseMs?: number },
): Promise<boolean> {
  const held = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(and(eq(outbox.id, id), eq(outbox.status, "pending"), eq(outbox.claimedBy, claimant)))
    .returning({ id: outbox.id });
  return held.length === 1;
}

export async function markSent(
  db: Executor,
  id: number,
  now = new Date(),
  providerMessageId: string | null = null,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: "sent",
      sentAt: now,
      attempts: sql`${outbox.attempts} + 1`,
      lastError: null,
      providerMessageId,
      delivery: "accepted",
      deliveryAt: now,
    })
    .where(eq(outbox.id, id));
}

/**
 * Records a failed attempt: the row is retried after a backoff, or marked failed after the last attempt, or
 * at once when the provider's refusal is permanent.
 */
export async function markAttemptFailed(
  db: Executor,
  id: number,
  error: string,
  now = new Date(),
  { permanent = false }: { permanent?: boolean } = {},
): Promise<"retry" | "failed"> {
  const lastAttempt = permanent ? sql`true` : sql`${outbox.attempts} + 1 >= ${maxDeliveryAttempts}`;
  const [row] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      status: sql`CASE WHEN ${lastAttempt} THEN 'failed' ELSE 'pending' END`,
      // SET sees the attempts before this one: 1, 2, 4, 8 minutes, as retryDelayMs says
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + interval '1 minute' * power(2, ${outbox.attempts})`,
    })
    .where(eq(outbox.id, id))
    .returning({ status: outbox.status });
  return row?.status === "failed" ? "failed" : "retry";
}

/**
 * WhatsApp could not reach the customer (not on WhatsApp): the same update goes by SMS, once. The SMS row
 * names the WhatsApp row it stands in for, which a unique index holds to one.
 */
export async function fallBackToSms(db: Executor, whatsapp: OutboxRow): Promise<void> {
  if (whatsapp.channel !== "whatsapp" || !whatsapp.template || !whatsapp.variables) return;
  await db
    .insert(outbox)
    .values({
      kind: whatsapp.kind,
      channel: "sms",
      recipient: whatsapp.recipient,
      subject: whatsapp.subject.replace(/^WhatsApp/, "SMS"),
      body: whatsapp.body,
      template: whatsapp.template,
      variables: whatsapp.variables,
      language: whatsapp.language,
      fallbackFor: whatsapp.id,
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing();
  announceQueued();
}

export async function listNotifications(
  db: Executor,
  { status }: { status?: OutboxRow["status"] } = {},
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(status ? eq(outbox.status, status) : undefined)
    .orderBy(asc(outbox.id));
}

/**
 * Puts a failed notification back in the queue: pending, no attempts yet, due now; the last error stays
 * until the next attempt. Returns the updated row, or null when no failed row has that id (pending and sent
 * rows are left alone).
 */
export async function retryFailedNotification(
  db: Executor,
  id: number,
  now = new Date(),
): Promise<OutboxRow | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning();
  return row ?? null;
}
