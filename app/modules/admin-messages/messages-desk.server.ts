import { and, count, desc, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { contactMessageStatuses } from "../../../db/enums";
import { contactMessages, type ContactMessage } from "../../../db/schema";
import { contactTopics } from "~/modules/contact/contact-options";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { pageCountFor, type Paged } from "~/lib/pagination";

export type MessageStatus = ContactMessage["status"];

export type MessageFilters = { topic?: string; status?: MessageStatus; page: number };

const messagesPageSize = 20;

export function messageFilters(search: URLSearchParams, page: number): MessageFilters {
  const topic = search.get("topic");
  const status = search.get("status");
  return {
    topic: contactTopics.some((option) => option.value === topic) ? (topic ?? undefined) : undefined,
    status: (contactMessageStatuses as readonly string[]).includes(status ?? "")
      ? (status as MessageStatus)
      : undefined,
    page,
  };
}

export type InboxMessage = Omit<ContactMessage, "createdAt"> & { createdAt: string };

/** The inbox, newest first. */
export async function listMessages(db: Database, filters: MessageFilters): Promise<Paged<InboxMessage>> {
  const where = and(
    filters.topic ? eq(contactMessages.topic, filters.topic) : undefined,
    filters.status ? eq(contactMessages.status, filters.status) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(contactMessages).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = pageCountFor(total, messagesPageSize);
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(messagesPageSize)
    .offset((page - 1) * messagesPageSize);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageCount,
    pageSize: messagesPageSize,
  };
}

export async function countNewMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, "new"));
  return row?.total ?? 0;
}

export type MessageStatusResult = { ok: true; message: ContactMessage } | { ok: false; status: 404 };

/** 'Mark handled' and 'Mark as new'; setting the status it already has changes nothing and writes no audit. */
export async function setMessageStatus(
  db: Database,
  user: SignedInStaff,
  id: number,
  status: MessageStatus,
): Promise<MessageStatusResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!current) return { ok: false, status: 404 } as const;
    if (current.status === status) return { ok: true, message: current } as const;
    const [message] = await tx
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!message) throw new Error("the locked message disappeared");
    await recordAudit(tx, user, {
      action: status === "handled" ? "message.handled" : "message.reopen",
      entity: "contact_message",
      entityId: id,
      before: { status: current.status },
      after: { status },
    });
    return { ok: true, message } as const;
  });
}
