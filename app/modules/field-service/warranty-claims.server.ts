/**
 * The warranty claims on brands: one per warranty visit, raised by `completeVisit`. Staff record the brand's
 * service request number, its decision and its payment, and whether each defective part went back to it.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { WarrantyClaimStatus } from "../../../db/enums";
import {
  appliances,
  brands,
  claimRebills,
  products,
  serviceBookings,
  visitParts,
  warrantyClaims,
  type WarrantyClaim,
} from "../../../db/schema";
import { todayInIndia } from "~/lib/india-time";
import { homeStateCode } from "~/lib/gst";
import { bookingAppliances } from "../booking/booking-options";
import type { Executor } from "../booking/slot-places.server";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { claimBuyerOf, claimedParts, claimInvoiceLines, issueClaimInvoice } from "./claim-invoice.server";
import { canApplyClaimStep, claimAgeDays, claimStatusLabels, type ClaimStep } from "./warranty-claim-rules";
import type { BrandClaimTotals, ClaimRow, WarrantyClaimView } from "./warranty-claim-view";

/** The claim of a visit with its lines and parts; null when the visit raised none. */
export async function loadWarrantyClaim(db: Executor, bookingId: number): Promise<WarrantyClaimView | null> {
  const [found] = await db
    .select({
      claim: warrantyClaims,
      booking: serviceBookings,
      brand: brands,
      serialNumber: appliances.serialNumber,
      purchaseDate: appliances.purchaseDate,
      model: products.title,
    })
    .from(warrantyClaims)
    .innerJoin(serviceBookings, eq(serviceBookings.id, warrantyClaims.bookingId))
    .innerJoin(brands, eq(brands.slug, warrantyClaims.brandSlug))
    .leftJoin(appliances, eq(appliances.id, warrantyClaims.applianceId))
    .leftJoin(products, eq(products.id, appliances.productId))
    .where(eq(warrantyClaims.bookingId, bookingId));
  if (!found) return null;
  const { claim, booking, brand } = found;
  const parts = (await claimedParts(db, bookingId)).map((part) => ({
    id: part.id,
    name: part.name,
    quantity: part.quantity,
    linePaise: part.linePaise,
    defectiveReturned: part.defectiveReturned,
  }));
  // before its invoice a claim is priced as the job card priced it: within Tamil Nadu
  const tax = claimInvoiceLines(claim, parts, booking.appliance, claim.placeOfSupply ?? homeStateCode);
  const invoice =
    claim.invoiceNumber !== null
      ? {
          number: claim.invoiceNumber,
          issuedAt: claim.invoicedAt!.toISOString(),
          buyer: { name: claim.buyerName!, gstin: claim.buyerGstin!, address: claim.buyerAddress! },
          placeOfSupply: claim.placeOfSupply!,
        }
      : null;
  return {
    claimNumber: claim.claimNumber,
    brandSlug: claim.brandSlug,
    brandName: brand.name,
    status: claim.status,
    brandReference: claim.brandReference,
    taxLines: tax.lines,
    taxTotals: tax.totals,
    totalPaise: claim.totalPaise,
    labourItem: claim.labourItem,
    parts,
    customerApprovedAt: claim.customerApprovedAt?.toISOString() ?? null,
    repairWarrantyUntil: claim.repairWarrantyUntil,
    rejectionReason: claim.rejectionReason,
    paidPaise: claim.paidPaise,
    paidOn: claim.paidOn,
    raisedAt: claim.raisedAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    invoice,
    billTo: invoice?.buyer ?? claimBuyerOf(brand),
    booking: {
      id: booking.id,
      reference: booking.reference,
      customerName: booking.name,
      phone: booking.phone,
      appliance: booking.appliance,
      model:
        found.model ?? bookingAppliances.find((option) => option.value === booking.appliance)?.label ?? null,
      serialNumber: found.serialNumber,
      purchaseDate: found.purchaseDate,
    },
  };
}

/** The claims board's rows, oldest first, for one brand and status when given. */
export async function listClaims(
  db: Executor,
  { brand, status }: { brand?: string; status?: WarrantyClaimStatus },
  now = new Date(),
): Promise<ClaimRow[]> {
  const where: SQL[] = [];
  if (brand) where.push(eq(warrantyClaims.brandSlug, brand));
  if (status) where.push(eq(warrantyClaims.status, status));
  const rows = await db
    .select({
      bookingId: warrantyClaims.bookingId,
      claimNumber: warrantyClaims.claimNumber,
      brandName: brands.name,
      status: warrantyClaims.status,
      brandReference: warrantyClaims.brandReference,
      customerName: serviceBookings.name,
      totalPaise: warrantyClaims.totalPaise,
      paidPaise: warrantyClaims.paidPaise,
      raisedAt: warrantyClaims.raisedAt,
    })
    .from(warrantyClaims)
    .innerJoin(serviceBookings, eq(serviceBookings.id, warrantyClaims.bookingId))
    .innerJoin(brands, eq(brands.slug, warrantyClaims.brandSlug))
    .where(and(...where))
    .orderBy(asc(warrantyClaims.raisedAt), asc(warrantyClaims.bookingId))
    .limit(200);
  const today = todayInIndia(now);
  return rows.map(({ raisedAt, ...row }) => {
    const raisedOn = todayInIndia(raisedAt);
    return { ...row, raisedOn, ageDays: claimAgeDays(raisedOn, today) };
  });
}

/** Each brand's claims in sum, the brand with the most open money first. */
export async function brandClaimTotals(db: Executor, now = new Date()): Promise<BrandClaimTotals[]> {
  const open = sql`${warrantyClaims.status} IN ('raised', 'approved')`;
  const rows = await db
    .select({
      brandSlug: warrantyClaims.brandSlug,
      brandName: brands.name,
      openCount: sql<number>`count(*) FILTER (WHERE ${open})::int`,
      openPaise: sql<number>`coalesce(sum(${warrantyClaims.totalPaise}) FILTER (WHERE ${open}), 0)::int`,
      paidCount: sql<number>`count(*) FILTER (WHERE ${warrantyClaims.status} = 'paid')::int`,
      paidPaise: sql<number>`coalesce(sum(${warrantyClaims.paidPaise}), 0)::int`,
      rejectedCount: sql<number>`count(*) FILTER (WHERE ${warrantyClaims.status} = 'rejected')::int`,
      rejectedPaise: sql<number>`coalesce(sum(${warrantyClaims.totalPaise}) FILTER (WHERE ${warrantyClaims.status} = 'rejected'), 0)::int`,
      oldestOpen: sql<Date | string | null>`min(${warrantyClaims.raisedAt}) FILTER (WHERE ${open})`,
    })
    .from(warrantyClaims)
    .innerJoin(brands, eq(brands.slug, warrantyClaims.brandSlug))
    .groupBy(warrantyClaims.brandSlug, brands.name)
    .orderBy(desc(sql`2`), asc(brands.name));
  const today = todayInIndia(now);
  return rows
    .map(({ oldestOpen, ...row }) => ({
      ...row,
      oldestOpenDays: oldestOpen === null ? null : claimAgeDays(todayInIndia(new Date(oldestOpen)), today),
    }))
    .sort((a, b) => b.openPaise - a.openPaise || a.brandName.localeCompare(b.brandName));
}

export type ClaimStepInput =
  | { step: "reference"; brandReference: string }
  | { step: "approve" }
  | { step: "reject"; reason: string }
  | { step: "paid"; paidPaise: number; paidOn: string };

export type ClaimStepResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

const claimMissingMessage = "This warranty claim was not found.";

function claimStepRefusedMessage(step: ClaimStep, claim: WarrantyClaim): string {
  const state = claimStatusLabels[claim.status].toLowerCase();
  if (step === "paid") return `Only an approved claim can be marked paid; this one is ${state}.`;
  if (step === "reject" && claim.status === "approved" && claim.invoiceNumber !== null)
    return `This claim is approved and invoiced as ${claim.invoiceNumber}: it can no longer be marked rejected. If the brand withdraws its approval, answer the invoice with a credit note in the accounts.`;
  return `This claim is ${state}: reload the page to see what the brand has decided.`;
}

/**
 * Records the brand's answer on a claim, checked against the claim's state under a row lock. Approval issues
 * the claim's tax invoice to the brand in the same transaction. Audited.
 */
export async function recordClaimStep(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  input: ClaimStepInput,
  now = new Date(),
): Promise<ClaimStepResult> {
  return db.transaction(async (tx): Promise<ClaimStepResult> => {
    const [claim] = await tx
      .select()
      .from(warrantyClaims)
      .where(eq(warrantyClaims.bookingId, bookingId))
      .for("update");
    if (!claim) return { ok: false, status: 404, message: claimMissingMessage };
    if (!canApplyClaimStep(input.step, claim.status, claim.invoiceNumber !== null))
      return { ok: false, status: 409, message: claimStepRefusedMessage(input.step, claim) };
    if (input.step === "approve") {
      const [rebill] = await tx
        .select({ status: claimRebills.status })
        .from(claimRebills)
        .where(eq(claimRebills.bookingId, bookingId));
      if (rebill && rebill.status !== "declined")
        return {
          ok: false,
          status: 409,
          message: "The customer has been asked to pay for this claim: it can no longer be approved.",
        };
    }
    let invoice: Partial<WarrantyClaim> = {};
    if (input.step === "approve" && claim.invoiceNumber === null) {
      const issued = await issueClaimInvoice(tx, claim, now);
      if (!issued.ok) return { ok: false, status: 409, message: issued.message };
      invoice = issued.change;
    }
    const change =
      input.step === "reference"
        ? { brandReference: input.brandReference }
        : input.step === "approve"
          ? { status: "approved" as const, rejectionReason: null, decidedAt: now, ...invoice }
          : input.step === "reject"
            ? { status: "rejected" as const, rejectionReason: input.reason, decidedAt: now }
            : { status: "paid" as const, paidPaise: input.paidPaise, paidOn: input.paidOn };
    await tx
      .update(warrantyClaims)
      .set({ ...change, updatedAt: now })
      .where(eq(warrantyClaims.bookingId, bookingId));
    await recordAudit(tx, user, {
      action: `warranty_claim.${input.step}`,
      entity: "warranty_claim",
      entityId: claim.claimNumber,
      before: { status: claim.status, brandReference: claim.brandReference },
      after: { ...change, decidedAt: undefined, invoicedAt: undefined },
    });
    return { ok: true };
  });
}

/** Records whether a claimed part's defective unit went back to the brand. Audited. */
export async function recordPartReturned(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  visitPartId: number,
  returned: boolean,
): Promise<ClaimStepResult> {
  return db.transaction(async (tx): Promise<ClaimStepResult> => {
    const [claim] = await tx
      .select({ claimNumber: warrantyClaims.claimNumber, status: warrantyClaims.status })
      .from(warrantyClaims)
      .where(eq(warrantyClaims.bookingId, bookingId))
      .for("update");
    if (!claim) return { ok: false, status: 404, message: claimMissingMessage };
    const updated = await tx
      .update(visitParts)
      .set({ defectiveReturned: returned })
      .where(
        and(
          eq(visitParts.id, visitPartId),
          eq(visitParts.bookingId, bookingId),
          eq(visitParts.warrantyExcluded, false),
        ),
      )
      .returning({ id: visitParts.id });
    if (updated.length === 0) return { ok: false, status: 404, message: "This part is not on the claim." };
    await recordAudit(tx, user, {
      action: "warranty_claim.part_returned",
      entity: "warranty_claim",
      entityId: claim.claimNumber,
      after: { visitPartId, returned },
    });
    return { ok: true };
  });
}
