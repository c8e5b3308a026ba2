/**
 * The technician's side of a visit: their list for today and tomorrow, and the job card (start with the
 * customer's code, diagnosis, parts, completion with the service invoice). Every step checks that the
 * visit is assigned to the signed-in technician.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import {
  appliances,
  bookingEvents,
  serviceBookings,
  spareParts,
  technicians,
  visitParts,
  type ServiceBooking,
} from "../../../db/schema";
import { addDays, formatLongDate, isIsoDate, todayInIndia } from "~/lib/india-time";
import type { PartsSource } from "../../../db/enums";
import { announceBooking } from "../booking/booking-updates.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { warrantyStatus, warrantyStatusText } from "~/modules/appliances/warranty-rules";
import { orderUnits } from "~/modules/appliances/appliance-records.server";
import { recordAudit } from "~/modules/staff/audit.server";
import { coverOfVisit } from "./visit-cover.server";
import { loadWarrantyClaim } from "./warranty-claims.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { canApply, refusedMessage } from "../booking/booking-lifecycle";
import { visitMissingMessage } from "./complete-visit.server";
import { bookingAppliances, bookingBrands } from "../booking/booking-options";
import { slotStart, slotText } from "../booking/booking-slots";
import {
  bookingKindLabels,
  coverageTexts,
  mapsSearchUrl,
  warrantyNotKnownText,
  type JobCard,
  type JobSummary,
} from "./job-view";
import { rateCardFor } from "./rate-card";
import { checkStoreHas, freeStock, orderPartsFromBrand } from "./part-orders.server";
import { partsForAppliance } from "./spare-parts.server";
import type { Executor } from "../booking/slot-places.server";
import { loadVisitInvoice, partsOfVisit } from "./visit-invoice.server";
import { loadEstimate } from "./visit-estimates.server";
import { lockJob, notStartedMessage } from "./job-lock.server";
import { visitPictures } from "~/modules/booking/visit-pictures.server";
import { getEnv, signingSecret } from "~/lib/env.server";

type JobRefusal = { ok: false; status: 400 | 404 | 409 | 429; message: string };
type JobResult<T = object> = ({ ok: true } & T) | JobRefusal;

export const wrongCodeMessage =
  "That code does not match. Ask the customer to read the 4-digit code on their tracking page again.";
export const codeLimitMessage =
  "Too many wrong codes for this visit. Please wait 15 minutes or call the service desk.";

const missing: JobRefusal = { ok: false, status: 404, message: visitMissingMessage };

/** Five tries per visit in 15 minutes: the 4-digit code cannot be guessed by trying them all. */
const visitCodeLimiter = createRateLimiter({ bucket: "visit-code", limit: 5, windowMs: 15 * 60_000 });

/** A visit's revision: any change to the booking, by anyone, gives it a new one. */
export function visitRevision(booking: { updatedAt: Date }): string {
  return String(booking.updatedAt.getTime());
}

/** The technician record linked to a signed-in user, if any. */
export async function technicianForUser(
  db: Executor,
  staffUserId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: technicians.id, name: technicians.name })
    .from(technicians)
    .where(eq(technicians.staffUserId, staffUserId));
  return row ?? null;
}

function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

type WarrantyDates = { warrantyUntil: string; repairWarrantyUntil: string | null } | null;

function warrantyText(row: ServiceBooking, appliance: WarrantyDates, today: string): string {
  if (appliance) return warrantyStatusText(warrantyStatus(appliance, today));
  if (row.coverage) return coverageTexts[row.coverage];
  return warrantyNotKnownText;
}

function toSummary(row: ServiceBooking, appliance: WarrantyDates, today: string): JobSummary {
  const brand = optionLabel(bookingBrands, row.brand);
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    kindText: bookingKindLabels[row.kind],
    status: row.status,
    date: row.date,
    dateText: formatLongDate(row.date),
    slotText: slotText(row.slot),
    customerName: row.name,
    phone: row.phone,
    address: row.address,
    pincode: row.pincode,
    mapsUrl: mapsSearchUrl(row.address, row.pincode),
    applianceText: `${optionLabel(bookingAppliances, row.appliance)}${brand ? `, ${brand}` : ""}`,
    warrantyText: warrantyText(row, appliance, today),
    issue: row.issue,
  };
}

const bookingWithAppliance = {
  booking: serviceBookings,
  warrantyUntil: appliances.warrantyUntil,
  repairWarrantyUntil: appliances.repairWarrantyUntil,
};

function applianceDates(row: {
  warrantyUntil: string | null;
  repairWarrantyUntil: string | null;
}): WarrantyDates {
  return row.warrantyUntil
    ? { warrantyUntil: row.warrantyUntil, repairWarrantyUntil: row.repairWarrantyUntil }
    : null;
}

/** The technician's visits today and tomorrow (India dates), in slot order; cancelled visits are left out. */
export async function listJobs(db: Executor, technicianId: number, now = new Date()): Promise<JobSummary[]> {
  const today = todayInIndia(now);
  const rows = await db
    .select(bookingWithAppliance)
    .from(serviceBookings)
    .leftJoin(appliances, eq(appliances.id, serviceBookings.applianceId))
    .where(
      and(
        eq(serviceBookings.technicianId, technicianId),
        inArray(serviceBookings.date, [today, addDays(today, 1)]),
        sql`${serviceBookings.status} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(serviceBookings.date), asc(serviceBookings.id));
  return rows
    .sort(
      (a, b) =>
        slotStart(a.booking.date, a.booking.slot).getTime() -
        slotStart(b.booking.date, b.booking.slot).getTime(),
    )
    .map((row) => toSummary(row.booking, applianceDates(row), today));
}

/** The job card of a visit assigned to the technician; null for any other visit. */
export async function loadJobCard(
  db: Executor,
  technicianId: number,
  bookingId: number,
  now = new Date(),
): Promise<JobCard | null> {
  const [row] = await db
    .select(bookingWithAppliance)
    .from(serviceBookings)
    .leftJoin(appliances, eq(appliances.id, serviceBookings.applianceId))
    .where(and(eq(serviceBookings.id, bookingId), eq(serviceBookings.technicianId, technicianId)));
  if (!row) return null;
  const booking = row.booking;
  const [parts, choices, invoice, claim, cover, units, estimate, pictures] = await Promise.all([
    partsOfVisit(db, booking.id),
    partsForAppliance(db, booking.appliance),
    loadVisitInvoice(db, booking.id),
    loadWarrantyClaim(db, booking.id),
    coverOfVisit(db, booking),
    booking.kind === "installation" && booking.orderId !== null
      ? orderUnits(db, booking.orderId, { installedOnly: true })
      : [],
    loadEstimate(db, booking.id),
    visitPictures(db, booking.id, { key: signingSecret(getEnv()), now }),
  ]);
  const free = await freeStock(db, booking.id, choices);
  return {
    ...toSummary(booking, applianceDates(row), todayInIndia(now)),
    appliance: booking.appliance,
    revision: visitRevision(booking),
    startedAt: booking.startedAt?.toISOString() ?? null,
    partsExpectedOn: booking.partsExpectedOn,
    diagnosis: booking.diagnosis ?? "",
    parts: parts.map(({ id, partId, name, quantity, unitPricePaise, warrantyExcluded }) => ({
      id,
      partId,
      name,
      quantity,
      unitPricePaise,
      warrantyExcluded,
    })),
    partChoices: choices.map(({ id, name, pricePaise }) => ({
      id,
      name,
      pricePaise,
      free: free.get(id) ?? 0,
    })),
    rateCard: rateCardFor(booking.kind, booking.appliance),
    units: units.map(({ field, title, unit, quantity, serialNumber }) => ({
      field,
      title,
      unit,
      quantity,
      serialNumber,
    })),
    warrantyBrand: cover.claimed?.brandName ?? null,
    amc: cover.amc && {
      contractNumber: cover.amc.contractNumber,
      planName: cover.amc.planName,
      partsCovered: cover.amc.partsCovered,
    },
    rework: cover.rework,
    invoice,
    pictures,
    claim,
    estimate: estimate && {
      status: estimate.status,
      labourKey: estimate.labourKey,
      totalPaise: estimate.totalPaise,
      decidedVia: estimate.decidedVia,
    },
  };
}

/** Starts the visit when the code the customer read out matches; a retry of a started visit is fine. */
export async function startVisit(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  bookingId: number,
  code: string,
  now = new Date(),
): Promise<JobResult> {
  const [owned] = await db
    .select({ status: serviceBookings.status })
    .from(serviceBookings)
    .where(and(eq(serviceBookings.id, bookingId), eq(serviceBookings.technicianId, technicianId)));
  if (!owned) return missing;
  if (owned.status === "in_progress") return { ok: true };
  if (!(await visitCodeLimiter.hit(db, `booking:${bookingId}`, now)).allowed) {
    return { ok: false, status: 429, message: codeLimitMessage };
  }
  return db.transaction(async (tx): Promise<JobResult> => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return missing;
    if (row.status === "in_progress") return { ok: true };
    if (!canApply("start", row.status)) {
      return { ok: false, status: 409, message: refusedMessage("start", row.status) };
    }
    if (code !== row.visitCode) return { ok: false, status: 400, message: wrongCodeMessage };
    await tx
      .update(serviceBookings)
      .set({ status: "in_progress", startedAt: now, updatedAt: now })
      .where(eq(serviceBookings.id, row.id));
    await tx.insert(bookingEvents).values({
      bookingId: row.id,
      status: "in_progress",
      message: { code: "started", by: "technician" },
      at: now,
    });
    await recordAudit(tx, user, {
      action: "booking.start",
      entity: "booking",
      entityId: row.id,
      before: { status: row.status },
      after: { status: "in_progress" },
    });
    return { ok: true };
  });
}

export const partsDateMessage = "Please choose the day the part is expected, from today to 60 days ahead.";
export const partsSourceMessage = "Please choose where the part comes from: our store or the brand.";
export const partsBeforeApprovalMessage =
  "The customer has not approved the estimate: order the part once they do.";

/**
 * The visit cannot finish today: a part is not in the van. The visit waits for it (from our store or ordered
 * from the brand) until the desk books the revisit; the customer is told when it is expected. A part is
 * ordered only for work the customer approved, when there is an estimate. From our store the visit's parts
 * must be free there and are held for it; from the brand a purchase order lists them (decision 058).
 */
export async function waitForParts(
  db: Database,
  user: SignedInStaff,
  technicianId: number,
  bookingId: number,
  { expectedOn, source }: { expectedOn: string; source: PartsSource },
  now = new Date(),
): Promise<JobResult<{ partOrder?: string }>> {
  const today = todayInIndia(now);
  if (!isIsoDate(expectedOn) || expectedOn < today || expectedOn > addDays(today, 60))
    return { ok: false, status: 400, message: partsDateMessage };
  return db.transaction(async (tx): Promise<JobResult<{ partOrder?: string }>> => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return missing;
    if (row.status !== "in_progress") return { ok: false, status: 409, message: notStartedMessage };
    const estimate = await loadEstimate(tx, row.id);
    if (estimate && estimate.status !== "approved")
      return { ok: false, status: 409, message: partsBeforeApprovalMessage };
    const supplied =
      source === "stock"
        ? await checkStoreHas(tx, row.id)
        : await orderPartsFromBrand(tx, user, row, expectedOn, now);
    if (!supplied.ok) return supplied;
    const partOrder = supplied.orderNumber ? { partOrder: supplied.orderNumber } : {};
    const [updated] = await tx
      .update(serviceBookings)
      .set({ status: "waiting_for_parts", partsExpectedOn: expectedOn, partsSource: source, updatedAt: now })
      .where(eq(serviceBookings.id, row.id))
      .returning();
    if (!updated) throw new Error("the locked booking disappeared");
    await tx.insert(bookingEvents).values({
      bookingId: row.id,
      status: "waiting_for_parts",
      message: { code: "waitingForParts", date: expectedOn, source },
      at: now,
    });
    await announceBooking(tx, updated, "waiting_for_parts", now);
    await recordAudit(tx, user, {
      action: "booking.waiting-for-parts",
      entity: "booking",
      entityId: row.id,
      before: { status: row.status },
      after: { status: "waiting_for_parts", partsExpectedOn: expectedOn, partsSource: source, ...partOrder },
    });
    return { ok: true, ...partOrder };
  });
}

export async function saveDiagnosis(
  db: Database,
  technicianId: number,
  bookingId: number,
  diagnosis: string,
  now = new Date(),
): Promise<JobResult> {
  return db.transaction(async (tx): Promise<JobResult> => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return missing;
    if (row.status !== "in_progress") return { ok: false, status: 409, message: notStartedMessage };
    await tx
      .update(serviceBookings)
      .set({ diagnosis: diagnosis === "" ? null : diagnosis, updatedAt: now })
      .where(eq(serviceBookings.id, row.id));
    return { ok: true };
  });
}

/**
 * Adds a part at its price of the moment. The request key comes from the form: a retried submit finds the
 * row it already made and adds nothing. A part short in the store may be added, for the visit to wait for it
 * (decision 058); stock goes down when the visit completes, which refuses a part that is still short.
 */
export async function addVisitPart(
  db: Database,
  technicianId: number,
  bookingId: number,
  {
    partId,
    quantity,
    requestKey,
    warrantyExcluded = false,
  }: { partId: number; quantity: number; requestKey: string; warrantyExcluded?: boolean },
): Promise<JobResult<{ duplicate: boolean }>> {
  return db.transaction(async (tx): Promise<JobResult<{ duplicate: boolean }>> => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return missing;
    const [already] = await tx.select().from(visitParts).where(eq(visitParts.requestKey, requestKey));
    if (already) {
      if (already.bookingId !== row.id)
        return { ok: false, status: 409, message: "Please reload the page and add the part again." };
      return { ok: true, duplicate: true };
    }
    if (row.status !== "in_progress") return { ok: false, status: 409, message: notStartedMessage };
    const [part] = await tx.select().from(spareParts).where(eq(spareParts.id, partId));
    if (!part) return { ok: false, status: 400, message: "Please choose a part from the list." };
    const inserted = await tx
      .insert(visitParts)
      .values({
        bookingId: row.id,
        partId: part.id,
        quantity,
        unitPricePaise: part.pricePaise,
        requestKey,
        warrantyExcluded,
      })
      .onConflictDoNothing({ target: visitParts.requestKey })
      .returning({ id: visitParts.id });
    return { ok: true, duplicate: inserted.length === 0 };
  });
}

export async function removeVisitPart(
  db: Database,
  technicianId: number,
  bookingId: number,
  visitPartId: number,
): Promise<JobResult> {
  return db.transaction(async (tx): Promise<JobResult> => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return missing;
    if (row.status !== "in_progress")
      return { ok: false, status: 409, message: "Parts can only be removed before the visit is completed." };
    await tx.delete(visitParts).where(and(eq(visitParts.id, visitPartId), eq(visitParts.bookingId, row.id)));
    return { ok: true };
  });
}
