import { and, asc, eq, inArray, lt, ne, or, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { ComplaintCategory, ComplaintStatus } from "../../../db/enums";
import { complaintPhotos, complaints } from "../../../db/schema";
import { getEnv } from "~/lib/env.server";
import { formatIndiaDateLong, formatIndiaDayTime } from "~/lib/india-time";
import { formatPhone } from "~/lib/phone";
import {
  customerUpdateSettings,
  enqueueCustomerUpdate,
  type CustomerUpdateSettings,
} from "~/modules/notify/customer-updates.server";
import { enqueueNotification } from "~/modules/notify/outbox.server";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { complaintTicket, replyMaxLength, replyMinLength } from "./grievance-rules";

/** One complaint on the staff board, with its clocks read at `now`. */
export type BoardComplaint = {
  id: number;
  ticket: string;
  name: string;
  phone: string;
  email: string | null;
  category: ComplaintCategory;
  reference: string | null;
  details: string;
  status: ComplaintStatus;
  /** Written for staff by the server ("28 Nov, 3:30 pm"), so the board's script needs no date code. */
  received: string;
  /** "due 30 Nov, 3:30 pm" or "done 29 Nov, 10:05 am". */
  acknowledgeClock: string;
  /** "due by 28 December 2026" or "done 2 Dec, 11:00 am". */
  resolveClock: string;
  escalated: boolean;
  escalation: string | null;
  reply: string | null;
  photos: { id: number; width: number; height: number }[];
  /** Not acknowledged and past its 48 hours. */
  acknowledgeOverdue: boolean;
  /** Not resolved and past its month. */
  resolveOverdue: boolean;
};

/**
 * The complaints board: open ones (received or acknowledged) with overdue ones on top, then by the nearer
 * deadline; or the resolved ones, newest first. `category` narrows it to one kind (the personal data
 * requests).
 */
export async function complaintsBoard(
  db: Database,
  { open, category, now = new Date() }: { open: boolean; category?: ComplaintCategory; now?: Date },
): Promise<BoardComplaint[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(
      and(
        open ? ne(complaints.status, "resolved") : eq(complaints.status, "resolved"),
        category ? eq(complaints.category, category) : undefined,
      ),
    )
    .orderBy(open ? asc(complaints.receivedAt) : sql`${complaints.resolvedAt} DESC`, asc(complaints.id))
    .limit(200);
  const photos =
    rows.length === 0
      ? []
      : await db
          .select({
            id: complaintPhotos.id,
            complaintId: complaintPhotos.complaintId,
            width: complaintPhotos.width,
            height: complaintPhotos.height,
          })
          .from(complaintPhotos)
          .where(
            inArray(
              complaintPhotos.complaintId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(complaintPhotos.id));
  const board = rows.map((row) => ({
    id: row.id,
    ticket: complaintTicket(row.id),
    name: row.name,
    phone: formatPhone(row.phone),
    email: row.email,
    category: row.category,
    reference: row.reference,
    details: row.description,
    status: row.status,
    received: formatIndiaDayTime(row.receivedAt),
    acknowledgeClock: row.acknowledgedAt
      ? `done ${formatIndiaDayTime(row.acknowledgedAt)}`
      : `due ${formatIndiaDayTime(row.acknowledgeBy)}`,
    resolveClock: row.resolvedAt
      ? `done ${formatIndiaDayTime(row.resolvedAt)}`
      : `due by ${formatIndiaDateLong(row.resolveBy)}`,
    escalated: row.escalatedAt !== null,
    nextDeadline: (row.status === "received" ? row.acknowledgeBy : row.resolveBy).getTime(),
    escalation: row.escalation,
    reply: row.reply,
    photos: photos
      .filter((photo) => photo.complaintId === row.id)
      .map(({ id, width, height }) => ({ id, width, height })),
    acknowledgeOverdue: row.status === "received" && row.acknowledgeBy < now,
    resolveOverdue: row.status !== "resolved" && row.resolveBy < now,
  }));
  if (open) {
    board.sort(
      (a, b) =>
        Number(b.acknowledgeOverdue || b.resolveOverdue) - Number(a.acknowledgeOverdue || a.resolveOverdue) ||
        a.nextDeadline - b.nextDeadline ||
        a.id - b.id,
    );
  }
  return board.map(({ nextDeadline: _, ...item }) => item);
}

/** Open complaints and how many are past a deadline, for the dashboard. */
export async function complaintCounts(
  db: Database,
  now = new Date(),
): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) FILTER (WHERE ${or(
        and(eq(complaints.status, "received"), lt(complaints.acknowledgeBy, now)),
        lt(complaints.resolveBy, now),
      )}))::int`,
    })
    .from(complaints)
    .where(ne(complaints.status, "resolved"));
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}

const complaintIntents = ["acknowledge", "answer", "escalate"] as const;
type ComplaintIntent = (typeof complaintIntents)[number];

export type ComplaintActionResult =
  | { ok: true; id: number; message: string }
  | {
      ok: false;
      id: number | null;
      status: 400 | 403 | 404 | 409 | 422;
      message: string;
      errors?: Partial<Record<"reply" | "escalation", string>>;
    };

const oneLine = (value: string | undefined) => (value ?? "").trim();

/**
 * The board's three acts, each audited: acknowledge (the officer has taken it up), answer (the reply the
 * customer reads; resolves it and tells them) and escalate to the owner with why (e-mails the dealer's
 * address). Only the owner answers a complaint escalated to them.
 */
export async function performComplaintAction(
  db: Database,
  user: SignedInStaff,
  input: { intent: string; id: string; reply?: string; escalation?: string },
  {
    now = new Date(),
    settings = customerUpdateSettings(getEnv()),
    ownerAddress,
  }: { now?: Date; settings?: CustomerUpdateSettings; ownerAddress: string },
): Promise<ComplaintActionResult> {
  const intent = complaintIntents.find((value): value is ComplaintIntent => value === input.intent);
  const id = /^\d{1,9}$/.test(input.id) ? Number(input.id) : null;
  if (!intent || id === null) return { ok: false, id, status: 400, message: "This action is not known." };
  const ticket = complaintTicket(id);

  const outcome = await db.transaction(async (tx): Promise<ComplaintActionResult> => {
    const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for("update");
    if (!row) return { ok: false, id, status: 404, message: `${ticket} was not found.` };
    if (row.status === "resolved") {
      return { ok: false, id, status: 409, message: `${ticket} is already resolved.` };
    }
    if (intent === "acknowledge") {
      if (row.acknowledgedAt)
        return { ok: false, id, status: 409, message: `${ticket} is already acknowledged.` };
      await tx
        .update(complaints)
        .set({ status: "acknowledged", acknowledgedAt: now })
        .where(eq(complaints.id, id));
      return { ok: true, id, message: `${ticket} acknowledged. Answer it by the date shown.` };
    }
    if (intent === "escalate") {
      const escalation = oneLine(input.escalation).replace(/\s+/g, " ");
      if (escalation.length < 5 || escalation.length > 500) {
        return {
          ok: false,
          id,
          status: 422,
          message: "Please correct the field marked below.",
          errors: { escalation: "Write why the owner should take this up, 5 to 500 characters." },
        };
      }
      if (row.escalatedAt)
        return { ok: false, id, status: 409, message: `${ticket} is already with the owner.` };
      await tx
        .update(complaints)
        .set({
          escalatedAt: now,
          escalation,
          acknowledgedAt: row.acknowledgedAt ?? now,
          status: "acknowledged",
        })
        .where(eq(complaints.id, id));
      await enqueueNotification(tx, {
        kind: "complaint",
        recipient: ownerAddress,
        subject: `Complaint ${ticket} escalated to you`,
        body: [
          `${user.displayName} escalated complaint ${ticket} to the owner: ${escalation}`,
          "",
          `Customer: ${row.name}, ${row.phone}`,
          `Answer due by ${row.resolveBy.toISOString().slice(0, 10)}.`,
          "",
          row.description,
        ].join("\n"),
      });
      return { ok: true, id, message: `${ticket} escalated to the owner.` };
    }
    if (row.escalatedAt && user.role !== "owner") {
      return {
        ok: false,
        id,
        status: 403,
        message: `${ticket} is with the owner: only the owner answers it.`,
      };
    }
    const reply = oneLine(input.reply);
    if (reply.length < replyMinLength || reply.length > replyMaxLength) {
      return {
        ok: false,
        id,
        status: 422,
        message: "Please correct the field marked below.",
        errors: {
          reply: `Write the answer the customer will read, ${replyMinLength} to ${replyMaxLength} characters.`,
        },
      };
    }
    await tx
      .update(complaints)
      .set({
        status: "resolved",
        reply,
        resolvedAt: now,
        acknowledgedAt: row.acknowledgedAt ?? now,
      })
      .where(eq(complaints.id, id));
    await enqueueCustomerUpdate(
      tx,
      {
        kind: "complaint_answered",
        about: "complaint",
        subject: ticket,
        language: row.language,
        phone: row.phone,
        email: row.email,
        consent: row.updatesConsent,
        values: [ticket],
      },
      settings,
      now,
    );
    return { ok: true, id, message: `${ticket} answered and resolved. The customer is told.` };
  });
  if (outcome.ok) {
    await recordAudit(db, user, {
      action: `complaint.${intent}`,
      entity: "complaint",
      entityId: id,
      after: { ticket },
    });
  }
  return outcome;
}
