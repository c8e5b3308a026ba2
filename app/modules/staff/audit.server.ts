import { count, desc, eq } from "drizzle-orm";

import { pageCountFor } from "~/lib/pagination";

import type { Database } from "../../../db/client.server";
import { auditLog, type AuditEntry } from "../../../db/schema";
import type { Executor } from "../notify/outbox.server";
import type { SignedInStaff } from "./guard.server";

export type AuditEntryInput = {
  /** e.g. 'order.advance', 'product.update', 'booking.cancel'. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** How a user appears in the log; kept as written, so it still reads after they are renamed or removed. */
function actorLabel(user: Pick<SignedInStaff, "username" | "displayName">): string {
  return `${user.displayName} (${user.username})`;
}

// jsonb keeps what JSON.stringify makes of the values: dates become ISO strings, undefined keys vanish.
function jsonSafe(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  return value == null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function recordAudit(db: Executor, user: SignedInStaff, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    userId: user.id,
    actor: actorLabel(user),
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: jsonSafe(entry.before),
    after: jsonSafe(entry.after),
  });
}

/** An audit row for a change made outside the back office, e.g. by `npm run admin:reset-password`. */
export async function recordSystemAudit(db: Executor, actor: string, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    userId: null,
    actor,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: jsonSafe(entry.before),
    after: jsonSafe(entry.after),
  });
}

const auditPageSize = 50;

export type AuditPage = {
  entries: AuditEntry[];
  page: number;
  pageCount: number;
  total: number;
  entities: string[];
};

/** One page of the log, newest first, optionally for one entity type. */
export async function listAudit(
  db: Database,
  { page = 1, entity }: { page?: number; entity?: string | null } = {},
): Promise<AuditPage> {
  const where = entity ? eq(auditLog.entity, entity) : undefined;
  const [totals] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = totals?.n ?? 0;
  const pageCount = pageCountFor(total, auditPageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const entries = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(auditPageSize)
    .offset((current - 1) * auditPageSize);
  const entityRows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(auditLog.entity);
  return { entries, page: current, pageCount, total, entities: entityRows.map((row) => row.entity) };
}

export type AuditChange = { field: string; before: unknown; after: unknown };

/** The fields that differ between before and after, in a stable order. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before?.[field];
    const now = after?.[field];
    if (JSON.stringify(was) !== JSON.stringify(now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}
