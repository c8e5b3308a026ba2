/** The customer's side of a technician's visit on /track-service: the visit code, the invoice, the rating. */
import { and, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import {
  amcContracts,
  amcVisits,
  appliances,
  brands,
  serviceBookings,
  warrantyClaims,
} from "../../../db/schema";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";

import { normaliseReference } from "../booking/booking-reference";
import type { CustomerEstimate, VisitAftercare } from "./job-view";
import { loadEstimate } from "./visit-estimates.server";
import type { Executor } from "../booking/slot-places.server";
import { loadClaimRebill } from "./claim-rebill.server";
import { loadVisitInvoice } from "./visit-invoice.server";

type Pair = { reference: string; phone: string };

function matches({ reference, phone }: Pair) {
  return and(eq(serviceBookings.reference, normaliseReference(reference)), eq(serviceBookings.phone, phone));
}

async function customerEstimate(db: Executor, bookingId: number): Promise<CustomerEstimate | null> {
  const estimate = await loadEstimate(db, bookingId);
  if (!estimate) return null;
  const { status, labourKey, labourItem, labourPaise, parts, gstPaise, totalPaise } = estimate;
  return { status, labourKey, labourItem, labourPaise, parts, gstPaise, totalPaise };
}

export async function findVisitAftercare(db: Executor, pair: Pair): Promise<VisitAftercare | null> {
  const [row] = await db.select().from(serviceBookings).where(matches(pair));
  if (!row) return null;
  const open = row.status !== "completed" && row.status !== "cancelled";
  const completed = row.status === "completed";
  const invoice = completed ? await loadVisitInvoice(db, row.id) : null;
  const [claim] = completed
    ? await db
        .select({ brandName: brands.name, repairWarrantyUntil: warrantyClaims.repairWarrantyUntil })
        .from(warrantyClaims)
        .innerJoin(brands, eq(brands.slug, warrantyClaims.brandSlug))
        .where(eq(warrantyClaims.bookingId, row.id))
    : [];
  const [amc] = completed
    ? await db
        .select({
          contractNumber: amcContracts.contractNumber,
          repairWarrantyUntil: appliances.repairWarrantyUntil,
        })
        .from(amcVisits)
        .innerJoin(amcContracts, eq(amcContracts.id, amcVisits.contractId))
        .innerJoin(appliances, eq(appliances.id, amcContracts.applianceId))
        .where(eq(amcVisits.bookingId, row.id))
    : [];
  // the brand's warranty comes first: a claimed visit is not our repeat repair
  const [rework] =
    completed && row.reworkOfId !== null && !claim
      ? await db
          .select({ reference: serviceBookings.reference })
          .from(serviceBookings)
          .where(eq(serviceBookings.id, row.reworkOfId))
      : [];
  const [unit] =
    rework && row.applianceId !== null
      ? await db
          .select({ repairWarrantyUntil: appliances.repairWarrantyUntil })
          .from(appliances)
          .where(eq(appliances.id, row.applianceId))
      : [];
  const rebill = completed ? await loadClaimRebill(db, row.id) : null;
  return {
    visitCode: open ? row.visitCode : null,
    invoice,
    // a claim the manufacturer rejected is no longer "covered" once the customer is asked to pay for it
    claim: rebill && rebill.status !== "declined" ? null : (claim ?? null),
    amc: amc ?? null,
    rework: rework ? { ...rework, repairWarrantyUntil: unit?.repairWarrantyUntil ?? null } : null,
    rating: row.rating === null ? null : { stars: row.rating, comment: row.ratingComment },
    canRate: row.status === "completed" && row.rating === null,
    estimate: row.status === "in_progress" ? await customerEstimate(db, row.id) : null,
    rebill,
  };
}

/** Records the customer's rating of a completed visit, once. */
export async function rateVisit(
  db: Database,
  pair: Pair,
  { stars, comment }: { stars: number; comment: string | null },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  const rated = await db
    .update(serviceBookings)
    .set({ rating: stars, ratingComment: comment, ratedAt: now })
    .where(and(matches(pair), eq(serviceBookings.status, "completed"), isNull(serviceBookings.rating)))
    .returning({ id: serviceBookings.id });
  if (rated.length > 0) return { ok: true };
  const [exists] = await db
    .select({ n: sql<number>`1` })
    .from(serviceBookings)
    .where(matches(pair));
  return exists
    ? { ok: false, status: 409, message: trackServiceMessages.code.ratingClosed }
    : { ok: false, status: 404, message: trackServiceMessages.code.ratingNotFound };
}
