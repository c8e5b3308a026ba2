import { and, count, desc, eq, gte, ne, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { outboxStatuses, type DeliveryState, type OutboxStatus } from "../../../db/enums";
import { outbox, type OutboxRow } from "../../../db/schema";
import { retryFailedNotification } from "~/modules/notify/outbox.server";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { addDays, indiaDayStart, indiaTimeZone, todayInIndia } from "~/lib/india-time";
import { pageCountFor, type Paged } from "~/lib/pagination";

const outboxPageSize = 25;

export function outboxStatusFilter(value: string | null): OutboxStatus | undefined {
  return (outboxStatuses as readonly string[]).includes(value ?? "") ? (value as OutboxStatus) : undefined;
}

export type OutboxEntry = Omit<OutboxRow, "createdAt" | "sentAt" | "nextAttemptAt" | "deliveryAt"> & {
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
  deliveryAt: string | null;
};

/** Notifications newest first, optionally of one status. */
export async function listOutbox(
  db: Database,
  { status, page }: { status?: OutboxStatus; page: number },
): Promise<Paged<OutboxEntry>> {
  const where = status ? eq(outbox.status, status) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(outbox).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = pageCountFor(total, outboxPageSize);
  const current = Math.min(page, pageCount);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(outboxPageSize)
    .offset((current - 1) * outboxPageSize);
  return {
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      deliveryAt: row.deliveryAt?.toISOString() ?? null,
    })),
    total,
    page: current,
    pageCount,
    pageSize: outboxPageSize,
  };
}

export async function outboxCounts(db: Database): Promise<Record<OutboxStatus, number>> {
  const rows = await db.select({ status: outbox.status, total: count() }).from(outbox).groupBy(outbox.status);
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** One India day of customer messages: how many reached each state the providers reported. */
export type DeliveryDay = { day: string } & Record<DeliveryState | "waiting", number>;

/**
 * The last `days` days of SMS and WhatsApp messages by the day they were written and what became of them
 * (waiting: not yet accepted by the provider), newest day first; days without messages are left out.
 */
export async function deliveryCounts(db: Database, now: Date, days = 7): Promise<DeliveryDay[]> {
  const since = indiaDayStart(addDays(todayInIndia(now), 1 - days));
  // the zone is written out, not bound: GROUP BY must see the very same expression as SELECT
  const day = sql<string>`to_char(${outbox.createdAt} AT TIME ZONE ${sql.raw(`'${indiaTimeZone}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, delivery: outbox.delivery, status: outbox.status, total: count() })
    .from(outbox)
    .where(and(ne(outbox.channel, "email"), gte(outbox.createdAt, since)))
    .groupBy(day, outbox.delivery, outbox.status);
  const byDay = new Map<string, DeliveryDay>();
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? {
      day: row.day,
      waiting: 0,
      accepted: 0,
      sent: 0,
      delivered: 0,
      read: 0,
      failed: 0,
    };
    // a message the provider refused never got a delivery state: it failed all the same
    const state = row.delivery ?? (row.status === "failed" ? "failed" : "waiting");
    entry[state] += row.total;
    byDay.set(row.day, entry);
  }
  return [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day));
}

export type RetryResult = { ok: true; row: OutboxRow } | { ok: false; status: 404 | 409; message: string };

/** 'Retry' on a failed notification, audited; a row that is not failed is refused with a 409. */
export async function retryNotification(
  db: Database,
  user: SignedInStaff,
  id: number,
  now = new Date(),
): Promise<RetryResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(outbox).where(eq(outbox.id, id)).for("update");
    if (!current) return { ok: false, status: 404, message: "This notification does not exist." } as const;
    const row = await retryFailedNotification(tx, id, now);
    if (!row) {
      return {
        ok: false,
        status: 409,
        message: `This notification is ${current.status}: only failed notifications can be retried.`,
      } as const;
    }
    await recordAudit(tx, user, {
      action: "outbox.retry",
      entity: "outbox",
      entityId: id,
      before: { status: current.status, attempts: current.attempts },
      after: { status: row.status, attempts: row.attempts },
    });
    return { ok: true, row } as const;
  });
}
