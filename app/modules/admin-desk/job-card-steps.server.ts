/**
 * The job card's steps sent from the phone's queue (decision 050). Each carries the key the phone gave it
 * and the visit's revision it was taken against:
 * - a key already done gets the answer it got the first time, so a step is done once however often the
 *   phone sends it (a refused step changed nothing and is not kept);
 * - a visit changed since (by the service desk, the customer, or anything but this queue) refuses the step
 *   as a conflict: the technician sees what changed before deciding, nothing is overwritten.
 */
import { and, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { jobCardSteps, serviceBookings } from "../../../db/schema";
import { formText } from "~/lib/form-text";
import { visitMissingMessage } from "~/modules/field-service/complete-visit.server";
import { visitRevision } from "~/modules/field-service/job-card.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { type QueuedStepAnswer, queuedStepMessages } from "./job-card-action";
import { runJobCardAction } from "./job-card-action.server";

const stepKeyPattern = /^[A-Za-z0-9-]{16,64}$/;
const revisionPattern = /^\d{1,16}$/;

async function currentRevision(db: Database, technicianId: number, bookingId: number) {
  const [row] = await db
    .select({ updatedAt: serviceBookings.updatedAt })
    .from(serviceBookings)
    .where(and(eq(serviceBookings.id, bookingId), eq(serviceBookings.technicianId, technicianId)));
  return row ? visitRevision(row) : null;
}

async function replay(
  db: Database,
  stepKey: string,
  technicianId: number,
  bookingId: number,
  intent: string,
): Promise<QueuedStepAnswer> {
  const [row] = await db.select().from(jobCardSteps).where(eq(jobCardSteps.stepKey, stepKey));
  if (!row || row.technicianId !== technicianId || row.bookingId !== bookingId) {
    return { status: 409, revision: null, result: { intent, message: queuedStepMessages.otherVisit } };
  }
  return row.status === null ? { status: 202, revision: null } : { status: 200, revision: row.revisionAfter };
}

async function runOnce(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  bookingId: number,
  form: FormData,
  base: string,
): Promise<QueuedStepAnswer> {
  const intent = formText(form, "intent", 50);
  const before = await currentRevision(db, technicianId, bookingId);
  if (before === null)
    return { status: 404, revision: null, result: { intent, message: visitMissingMessage } };
  if (before !== base) {
    return {
      status: 409,
      revision: before,
      result: { intent, message: queuedStepMessages.conflict, conflict: true },
    };
  }
  const outcome = await runJobCardAction(db, user, technicianId, bookingId, form);
  const after = await currentRevision(db, technicianId, bookingId);
  return outcome.ok
    ? { status: 200, revision: after }
    : { status: outcome.status, revision: after, result: outcome.result };
}

/** Runs one queued step of the technician's visit, or answers it as it was answered before. */
export async function runQueuedStep(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  bookingId: number,
  form: FormData,
): Promise<QueuedStepAnswer> {
  const intent = formText(form, "intent", 50);
  const stepKey = formText(form, "stepKey", 100);
  const base = formText(form, "revision", 30);
  if (!stepKeyPattern.test(stepKey) || !revisionPattern.test(base)) {
    return { status: 400, revision: null, result: { intent, message: queuedStepMessages.unreadable } };
  }
  const claimed = await db
    .insert(jobCardSteps)
    .values({ stepKey, bookingId, technicianId, intent })
    .onConflictDoNothing()
    .returning({ stepKey: jobCardSteps.stepKey });
  if (claimed.length === 0) return replay(db, stepKey, technicianId, bookingId, intent);
  let answer: QueuedStepAnswer | undefined;
  try {
    answer = await runOnce(db, user, technicianId, bookingId, form, base);
  } finally {
    // a refused step changed nothing, so nothing is kept: sent again, it is weighed again
    if (answer?.status === 200) {
      await db
        .update(jobCardSteps)
        .set({ status: answer.status, revisionAfter: answer.revision })
        .where(eq(jobCardSteps.stepKey, stepKey));
    } else {
      await db.delete(jobCardSteps).where(eq(jobCardSteps.stepKey, stepKey));
    }
  }
  return answer;
}
