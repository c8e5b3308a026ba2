/**
 * A visit's estimate (decision 048): the technician sends it from the job card; the customer approves or
 * declines it on their tracking page (the signed link in the message), or on the spot by reading out its
 * code; the technician may record a refusal on site. Completion bills only what was approved.
 */
import crypto from "node:crypto";

import { and, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { bookingEvents, serviceBookings, visitEstimates, type ServiceBooking } from "../../../db/schema";
import type { EstimateDecisionRoute, VisitEstimateStatus } from "../../../db/enums";
import { getEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import {
  customerUpdateSettings,
  enqueueCustomerUpdate,
  type CustomerUpdateSettings,
} from "~/modules/notify/customer-updates.server";
import { messageAmount } from "~/modules/notify/message-kinds";
import { recordAudit, recordSystemAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";

import { normaliseReference } from "../booking/booking-reference";
import type { Executor } from "../booking/slot-places.server";
import { visitMissingMessage } from "./complete-visit.server";
import { lockJob, notStartedMessage } from "./job-lock.server";
import { findRateItem } from "./rate-card";
import { chooseWorkMessage, coveredShareOf, isCoveredPart, visitBill } from "./visit-bill";
import {
  customerLabourKey,
  customerWork,
  estimateCodeMessage,
  estimateNotSentMessage,
  estimateNothingMessage,
  estimateWrongCodeMessage,
} from "./visit-estimate";
import { partsOfVisit } from "./visit-invoice.server";
import { coverOfVisit } from "./visit-cover.server";

type Refusal = { ok: false; status: 400 | 404 | 409 | 429; message: string };
type Result = { ok: true } | Refusal;

const estimateCodeLimitMessage =
  "Too many wrong estimate codes for this visit. Please wait 15 minutes or call the service desk.";

/** Five tries per visit in 15 minutes, like the visit's own code. */
const estimateCodeLimiter = createRateLimiter({ bucket: "estimate-code", limit: 5, windowMs: 15 * 60_000 });

export async function loadEstimate(db: Executor, bookingId: number) {
  const [row] = await db.select().from(visitEstimates).where(eq(visitEstimates.bookingId, bookingId));
  return row ?? null;
}

function newCode(): string {
  return String(crypto.randomInt(0, 10_000)).padStart(4, "0");
}

/**
 * Sends the estimate of the work now on the job card: the customer's share of the chosen labour and the
 * parts, with GST. Sending the same work again while it waits re-sends the message with the same code.
 */
export async function sendEstimate(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  bookingId: number,
  labourKey: string,
  {
    now = new Date(),
    settings = customerUpdateSettings(getEnv()),
  }: { now?: Date; settings?: CustomerUpdateSettings } = {},
): Promise<Result> {
  return db.transaction(async (tx): Promise<Result> => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return { ok: false, status: 404, message: visitMissingMessage };
    if (row.status !== "in_progress") return { ok: false, status: 409, message: notStartedMessage };
    const labour = findRateItem(row.kind, row.appliance, labourKey);
    if (labour === undefined) return { ok: false, status: 400, message: chooseWorkMessage };
    const parts = await partsOfVisit(tx, row.id);
    const { claimed, rework, amc } = await coverOfVisit(tx, row);
    const cover = { claim: claimed !== null, rework, amc };
    const bill = visitBill({ kind: row.kind, labourPaise: labour?.labourPaise ?? 0, parts, ...cover });
    const work = customerWork(bill);
    if (work.totalPaise === 0) return { ok: false, status: 409, message: estimateNothingMessage };
    const paid = parts.filter((part) => !isCoveredPart(part, cover));
    const proposal = {
      labourKey: customerLabourKey(bill, labour?.key ?? null),
      labourItem: coveredShareOf(bill) ? null : (labour?.label ?? null),
      ...work,
      parts: paid.map(({ name, quantity, unitPricePaise }) => ({ name, quantity, unitPricePaise })),
    };
    const before = await loadEstimate(tx, row.id);
    const resend =
      before !== null &&
      before.status === "sent" &&
      before.labourKey === proposal.labourKey &&
      before.totalPaise === proposal.totalPaise;
    const code = resend ? before.approvalCode : newCode();
    const values = {
      ...proposal,
      status: "sent" as const,
      approvalCode: code,
      decidedVia: null,
      decidedAt: null,
      sentAt: now,
    };
    await tx
      .insert(visitEstimates)
      .values({ bookingId: row.id, ...values })
      .onConflictDoUpdate({ target: visitEstimates.bookingId, set: values });
    await tx.insert(bookingEvents).values({
      bookingId: row.id,
      status: row.status,
      message: { code: "estimateSent", totalPaise: work.totalPaise },
      at: now,
    });
    await announceEstimate(tx, row, [row.reference, messageAmount(work.totalPaise), code], settings, now);
    await recordAudit(tx, user, {
      action: "booking.estimate",
      entity: "booking",
      entityId: row.id,
      before: before ? { status: before.status, totalPaise: before.totalPaise } : null,
      after: { status: "sent", labourKey: proposal.labourKey, totalPaise: work.totalPaise },
    });
    return { ok: true };
  });
}

async function announceEstimate(
  tx: Executor,
  row: ServiceBooking,
  values: string[],
  settings: CustomerUpdateSettings,
  now: Date,
): Promise<void> {
  await enqueueCustomerUpdate(
    tx,
    {
      kind: "estimate_sent",
      about: "service_booking",
      subject: row.reference,
      language: row.language,
      phone: row.phone,
      email: row.email,
      // not an update the customer may opt out of: the request for their agreement to pay (decision 048)
      consent: true,
      values,
    },
    settings,
    now,
  );
}

/** Records the answer to a waiting estimate, with its history row; refuses one already answered. */
async function decide(
  tx: Executor,
  row: ServiceBooking,
  decision: Exclude<VisitEstimateStatus, "sent">,
  via: EstimateDecisionRoute,
  now: Date,
): Promise<Result> {
  const updated = await tx
    .update(visitEstimates)
    .set({ status: decision, decidedVia: via, decidedAt: now })
    .where(and(eq(visitEstimates.bookingId, row.id), eq(visitEstimates.status, "sent")))
    .returning({ totalPaise: visitEstimates.totalPaise });
  if (updated.length === 0) return { ok: false, status: 409, message: estimateNotSentMessage };
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    status: row.status,
    message: { code: decision === "approved" ? "estimateApproved" : "estimateDeclined", via },
    at: now,
  });
  return { ok: true };
}

/** On the spot: the technician types the code the customer reads out from their estimate message. */
export async function approveEstimateWithCode(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  bookingId: number,
  code: string,
  now = new Date(),
): Promise<Result> {
  if (!/^\d{4}$/.test(code)) return { ok: false, status: 400, message: estimateCodeMessage };
  const [owned] = await db
    .select({ id: serviceBookings.id })
    .from(serviceBookings)
    .where(and(eq(serviceBookings.id, bookingId), eq(serviceBookings.technicianId, technicianId)));
  if (!owned) return { ok: false, status: 404, message: visitMissingMessage };
  if (!(await estimateCodeLimiter.hit(db, `booking:${bookingId}`, now)).allowed) {
    return { ok: false, status: 429, message: estimateCodeLimitMessage };
  }
  return db.transaction(async (tx): Promise<Result> => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return { ok: false, status: 404, message: visitMissingMessage };
    const estimate = await loadEstimate(tx, row.id);
    if (row.status !== "in_progress" || estimate?.status !== "sent")
      return { ok: false, status: 409, message: estimateNotSentMessage };
    if (code !== estimate.approvalCode) return { ok: false, status: 400, message: estimateWrongCodeMessage };
    const outcome = await decide(tx, row, "approved", "code", now);
    if (outcome.ok) await auditDecision(tx, user, row.id, "approved", "code");
    return outcome;
  });
}

/** On site: the customer said no to the technician. Declining costs the customer nothing, so no code is asked. */
export async function declineEstimateOnSite(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  bookingId: number,
  now = new Date(),
): Promise<Result> {
  return db.transaction(async (tx): Promise<Result> => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return { ok: false, status: 404, message: visitMissingMessage };
    if (row.status !== "in_progress") return { ok: false, status: 409, message: estimateNotSentMessage };
    const outcome = await decide(tx, row, "declined", "technician", now);
    if (outcome.ok) await auditDecision(tx, user, row.id, "declined", "technician");
    return outcome;
  });
}

async function auditDecision(
  tx: Executor,
  user: SignedInStaff | null,
  bookingId: number,
  decision: "approved" | "declined",
  via: EstimateDecisionRoute,
): Promise<void> {
  const entry = {
    action: "booking.estimate-answer",
    entity: "booking",
    entityId: bookingId,
    before: { status: "sent" },
    after: { status: decision, via },
  };
  if (user) await recordAudit(tx, user, entry);
  else await recordSystemAudit(tx, "customer (tracking page)", entry);
}

export type CustomerEstimateResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** The customer's own answer on /track-service, reached by reference and phone or by the signed link. */
export async function answerEstimateAsCustomer(
  db: Database,
  { reference, phone }: { reference: string; phone: string },
  decision: "approved" | "declined",
  now = new Date(),
): Promise<CustomerEstimateResult> {
  return db.transaction(async (tx): Promise<CustomerEstimateResult> => {
    const [row] = await tx
      .select()
      .from(serviceBookings)
      .where(
        and(eq(serviceBookings.reference, normaliseReference(reference)), eq(serviceBookings.phone, phone)),
      )
      .for("update");
    if (!row) return { ok: false, status: 404, message: trackServiceMessages.code.notFound };
    const answered = {
      ok: false as const,
      status: 409 as const,
      message: trackServiceMessages.code.estimateAnswered,
    };
    if (row.status !== "in_progress") return answered;
    const outcome = await decide(tx, row, decision, "link", now);
    if (!outcome.ok) return answered;
    await auditDecision(tx, null, row.id, decision, "link");
    return outcome;
  });
}
