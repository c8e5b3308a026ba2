import { and, count, desc, eq } from "drizzle-orm";

import { recordConsents, recordUpdatesWithdrawn } from "~/modules/privacy/consent-records.server";
import type { Database } from "../../../db/client.server";
import type { ComplaintCategory, ComplaintStatus, CustomerLanguage } from "../../../db/enums";
import { complaintPhotos, complaints, type Complaint } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import { getEnv } from "~/lib/env.server";
import { formatIndiaDateLong, formatIndiaDateTime, formatWeekday, todayInIndia } from "~/lib/india-time";
import { maxPictureBytes } from "~/lib/picture-limits";
import { faultPhotosToKeep } from "~/lib/picture-upload.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import {
  customerUpdateSettings,
  enqueueCustomerUpdate,
  type CustomerUpdateSettings,
} from "~/modules/notify/customer-updates.server";
import { enqueueNotification } from "~/modules/notify/outbox.server";
import { complaintMessages } from "~/modules/grievance/texts/en/complaint-messages";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";
import { textIn } from "~/i18n/text";

import { validateComplaint, type ComplaintErrors, type ComplaintInput } from "./complaint.schema";
import { complaintDeadlines } from "./complaint-deadlines.server";
import { complaintTicket, maxComplaintPhotos } from "./grievance-rules";

const codes = complaintMessages.code;

/**
 * Ten complaints per ten minutes from one connection (many phones share one address behind a mobile
 * network), three an hour for one number: plenty for a person, a brake for a script. Only well-formed
 * complaints count, before their photos are decoded.
 */
const addressLimiter = createRateLimiter({ bucket: "complaint-address", limit: 10, windowMs: 10 * 60_000 });
const phoneLimiter = createRateLimiter({ bucket: "complaint-phone", limit: 3, windowMs: 60 * 60_000 });

export type ComplaintLimiters = { address: RateLimiter; phone: RateLimiter };
const limiters: ComplaintLimiters = { address: addressLimiter, phone: phoneLimiter };

/** A form post's photos: files the browser left empty (no photo chosen) are not photos. */
function photoFiles(form: FormData): File[] {
  return form.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
}

export type FileComplaintAnswer =
  | { ok: true; id: number; ticket: string }
  | { ok: false; status: 400 | 413 | 422 | 429; message: string; errors: ComplaintErrors };

/**
 * A complaint from the grievance page: checked, its photos kept without metadata, stored with its two
 * deadlines, its receipt sent to the customer (SMS or WhatsApp, and e-mail if given) and the officer told
 * by e-mail, all in one transaction. Answers codes.
 */
export async function fileComplaint(
  db: Database,
  form: FormData,
  {
    address,
    language,
    recipient,
    now = new Date(),
    settings = customerUpdateSettings(getEnv()),
    limit = limiters,
  }: {
    address: string;
    language: CustomerLanguage;
    /** The dealer's address for notifications: the grievance officer reads new complaints there. */
    recipient: string;
    now?: Date;
    settings?: CustomerUpdateSettings;
    limit?: ComplaintLimiters;
  },
): Promise<FileComplaintAnswer> {
  const refuse = (status: 400 | 413 | 422 | 429, message: string, errors: ComplaintErrors = {}) =>
    ({ ok: false, status, message, errors }) as const;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  const parsed = validateComplaint(fields);
  if (!parsed.success) return refuse(400, codes.fixFields, parsed.errors);
  if (!(await limit.address.hit(db, address, now)).allowed) return refuse(429, codes.tooManyComplaints);

  const files = photoFiles(form);
  const photoRefusal = (status: 413 | 422, message: string) => refuse(status, message, { photos: message });
  if (files.length > maxComplaintPhotos) return photoRefusal(422, codes.tooManyPhotos);
  if (files.some((file) => file.size > maxPictureBytes)) return photoRefusal(413, codes.photoTooLarge);
  const photos = await faultPhotosToKeep(
    await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer()))),
  );
  if (!photos.ok) {
    const message =
      photos.refusal === "tooLarge"
        ? codes.photoTooLarge
        : photos.refusal === "tooManyPixels"
          ? codes.photoTooManyPixels
          : codes.photoUnsupported;
    return photoRefusal(photos.status, message);
  }
  if (!(await limit.phone.hit(db, parsed.data.phone, now)).allowed)
    return refuse(429, codes.tooManyComplaints);

  const id = await storeComplaint(db, parsed.data, photos.kept, { language, recipient, now, settings });
  return { ok: true, id, ticket: complaintTicket(id) };
}

async function storeComplaint(
  db: Database,
  input: ComplaintInput,
  photos: { width: number; height: number; bytes: Buffer }[],
  {
    language,
    recipient,
    now,
    settings,
  }: { language: CustomerLanguage; recipient: string; now: Date; settings: CustomerUpdateSettings },
): Promise<number> {
  const deadlines = complaintDeadlines(now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complaints)
      .values({
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        category: input.category,
        reference: input.reference ?? null,
        description: input.details,
        language,
        receivedAt: now,
        ...deadlines,
      })
      .returning({ id: complaints.id });
    const id = row!.id;
    if (photos.length > 0) {
      await tx.insert(complaintPhotos).values(photos.map((photo) => ({ ...photo, complaintId: id })));
    }
    const ticket = complaintTicket(id);
    // updates about one's own complaint are part of answering it, not a consent: only the notice is recorded
    await recordConsents(tx, {
      phone: input.phone,
      purpose: "complaint",
      subject: ticket,
      updates: false,
      now,
    });
    await enqueueCustomerUpdate(
      tx,
      {
        kind: "complaint_received",
        about: "complaint",
        subject: ticket,
        language,
        phone: input.phone,
        email: input.email ?? null,
        consent: true,
        values: [ticket, formatWeekday(todayInIndia(deadlines.resolveBy), language)],
      },
      settings,
      now,
    );
    await enqueueNotification(tx, {
      kind: "complaint",
      recipient,
      replyTo: input.email ?? null,
      subject: `Complaint ${ticket}: ${input.category}${input.reference ? ` (${input.reference})` : ""}`,
      body: [
        `A complaint came in through the grievance page. Acknowledge it by ${formatIndiaDateTime(deadlines.acknowledgeBy)} and answer it by ${formatIndiaDateLong(deadlines.resolveBy)}.`,
        "",
        `Name: ${input.name}`,
        `Phone: ${input.phone}`,
        `E-mail: ${input.email ?? "not given"}`,
        `About: ${input.category}${input.reference ? `, ${input.reference}` : ""}`,
        `Photos: ${photos.length}`,
        "",
        input.details,
      ].join("\n"),
    });
    return id;
  });
}

/** A complaint as its status page shows it, dates written in the page's language. */
export type ComplaintStatusView = {
  ticket: string;
  category: ComplaintCategory;
  reference: string | null;
  details: string;
  photos: number;
  status: ComplaintStatus;
  /** ISO moments, which the timeline writes in the page's language. */
  received: string;
  acknowledged: string | null;
  resolved: string | null;
  /** The deadlines, already written in the page's language. */
  acknowledgeBy: string;
  resolveBy: string;
  reply: string | null;
  updatesConsent: boolean;
};

export async function complaintStatus(
  db: Database,
  id: number,
  locale: Locale,
): Promise<ComplaintStatusView | null> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  if (!row) return null;
  const [photos] = await db
    .select({ n: count() })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.complaintId, id));
  const iso = (moment: Date | null) => moment?.toISOString() ?? null;
  return {
    ticket: complaintTicket(row.id),
    category: row.category,
    reference: row.reference,
    details: row.description,
    photos: photos?.n ?? 0,
    status: row.status,
    received: row.receivedAt.toISOString(),
    acknowledged: iso(row.acknowledgedAt),
    resolved: iso(row.resolvedAt),
    acknowledgeBy: formatIndiaDateTime(row.acknowledgeBy, locale),
    resolveBy: formatIndiaDateLong(row.resolveBy, locale),
    reply: row.reply,
    updatesConsent: row.updatesConsent,
  };
}

/** The complaint a ticket and the number it was made with name, or null: both must match. */
export async function findComplaint(db: Database, id: number, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.id, id), eq(complaints.phone, phone)));
  return row?.id ?? null;
}

export async function stopComplaintUpdates(db: Database, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({ updatesConsent: false })
      .where(eq(complaints.id, id))
      .returning({ phone: complaints.phone });
    if (row) {
      const subject = complaintTicket(id);
      await recordUpdatesWithdrawn(tx, { phone: row.phone, purpose: "complaint", subject, now });
    }
  });
}

/** A customer's complaints for their account, newest first. */
export async function complaintsOfPhone(
  db: Pick<Database, "select">,
  phone: string,
): Promise<Pick<Complaint, "id" | "category" | "status" | "receivedAt" | "resolveBy">[]> {
  return db
    .select({
      id: complaints.id,
      category: complaints.category,
      status: complaints.status,
      receivedAt: complaints.receivedAt,
      resolveBy: complaints.resolveBy,
    })
    .from(complaints)
    .where(eq(complaints.phone, phone))
    .orderBy(desc(complaints.receivedAt), desc(complaints.id));
}

/** The status words of the page's language, for lists that show a complaint's state. */
export function complaintStatusLabel(status: ComplaintStatus, locale: Locale): string {
  const t = textIn(grievanceText, locale);
  return status === "resolved"
    ? t.stepResolved
    : status === "acknowledged"
      ? t.stepAcknowledged
      : t.stepReceived;
}

/** A complaint's photo for staff, or null. */
export async function complaintPhoto(db: Database, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: complaintPhotos.bytes })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.id, id));
  return row?.bytes ?? null;
}
