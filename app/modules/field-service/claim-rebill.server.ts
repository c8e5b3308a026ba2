/**
 * A rejected warranty claim put to the customer (decision 055): staff ask, the customer approves or declines
 * on their tracking page (proved by the message's link or a sign-in with the booking's number), and the
 * customer's tax invoice is issued when staff record their payment. Nothing is billed without the yes.
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { RebillDecisionRoute, VisitPaymentMethod } from "../../../db/enums";
import {
  claimRebills,
  serviceBookings,
  warrantyClaims,
  type ClaimRebill,
  type WarrantyClaim,
} from "../../../db/schema";
import { getEnv } from "~/lib/env.server";
import { homeStateCode } from "~/lib/gst";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";
import { nextDocumentNumber } from "~/modules/gst/document-series.server";
import {
  customerUpdateSettings,
  enqueueCustomerUpdate,
  type CustomerUpdateSettings,
} from "~/modules/notify/customer-updates.server";
import { messageAmount } from "~/modules/notify/message-kinds";
import { normaliseUtr } from "~/modules/orders/payment-rules";
import { utrPaid, utrUsedMessage } from "~/modules/payments/upi-references.server";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { normaliseReference } from "../booking/booking-reference";
import type { Executor } from "../booking/slot-places.server";
import { claimedParts, claimInvoiceLines } from "./claim-invoice.server";
import type { ClaimRebillView, VisitInvoiceView } from "./job-view";
import { partLinesOfVisits, visitInvoiceShell } from "./visit-invoice.server";
import { rebillInvoicePdfHref } from "./visit-invoice-pdf.server";

type StepResult = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string };

const claimMissing = { ok: false, status: 404, message: "This warranty claim was not found." } as const;

/** Staff ask the customer to pay for a claim the brand rejected: the claim's lines, by a message with a link. */
export async function askCustomerToPay(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  {
    now = new Date(),
    settings = customerUpdateSettings(getEnv()),
  }: { now?: Date; settings?: CustomerUpdateSettings } = {},
): Promise<StepResult> {
  return db.transaction(async (tx): Promise<StepResult> => {
    const [found] = await tx
      .select({ claim: warrantyClaims, booking: serviceBookings })
      .from(warrantyClaims)
      .innerJoin(serviceBookings, eq(serviceBookings.id, warrantyClaims.bookingId))
      .where(eq(warrantyClaims.bookingId, bookingId))
      .for("update", { of: warrantyClaims });
    if (!found) return claimMissing;
    const { claim, booking } = found;
    if (claim.status !== "rejected")
      return {
        ok: false,
        status: 409,
        message: "Only a claim the brand rejected can be put to the customer.",
      };
    const [asked] = await tx
      .insert(claimRebills)
      .values({
        bookingId,
        visitChargePaise: claim.visitChargePaise,
        labourPaise: claim.labourPaise,
        partsPaise: claim.partsPaise,
        gstPaise: claim.gstPaise,
        totalPaise: claim.totalPaise,
        askedAt: now,
      })
      .onConflictDoNothing()
      .returning({ bookingId: claimRebills.bookingId });
    if (!asked)
      return {
        ok: false,
        status: 409,
        message: "The customer has already been asked to pay for this claim.",
      };
    await enqueueCustomerUpdate(
      tx,
      {
        kind: "claim_rebill",
        about: "service_booking",
        subject: booking.reference,
        language: booking.language,
        phone: booking.phone,
        email: booking.email,
        // not an update the customer may opt out of: the request for their agreement to pay (decision 055)
        consent: true,
        values: [booking.reference, messageAmount(claim.totalPaise)],
      },
      settings,
      now,
    );
    await recordAudit(tx, user, {
      action: "warranty_claim.rebill_ask",
      entity: "warranty_claim",
      entityId: claim.claimNumber,
      after: { totalPaise: claim.totalPaise },
    });
    return { ok: true };
  });
}

/** The customer's yes or no, once, on their tracking page. */
export async function answerRebillAsCustomer(
  db: Database,
  { reference, phone }: { reference: string; phone: string },
  decision: "approved" | "declined",
  via: RebillDecisionRoute,
  now = new Date(),
): Promise<StepResult> {
  return db.transaction(async (tx): Promise<StepResult> => {
    const [row] = await tx
      .select({ id: serviceBookings.id })
      .from(serviceBookings)
      .where(
        and(eq(serviceBookings.reference, normaliseReference(reference)), eq(serviceBookings.phone, phone)),
      );
    if (!row) return { ok: false, status: 404, message: trackServiceMessages.code.notFound };
    const updated = await tx
      .update(claimRebills)
      .set({ status: decision, decidedAt: now, decidedVia: via })
      .where(and(eq(claimRebills.bookingId, row.id), eq(claimRebills.status, "asked")))
      .returning({ bookingId: claimRebills.bookingId });
    if (updated.length === 0)
      return { ok: false, status: 409, message: trackServiceMessages.code.rebillAnswered };
    return { ok: true };
  });
}

/**
 * Staff record the customer's payment for a bill they approved: cash, or UPI with its 12-digit UTR. The
 * customer's tax invoice is numbered in the service series in the same transaction.
 */
export async function recordRebillPayment(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  payment: { method: VisitPaymentMethod; reference: string | null },
  now = new Date(),
): Promise<StepResult> {
  const utr = payment.method === "upi" ? normaliseUtr(payment.reference ?? "") : null;
  if (payment.method === "upi" && utr === null)
    return { ok: false, status: 400, message: "Please enter the payment's 12-digit UPI reference (UTR)." };
  return db.transaction(async (tx): Promise<StepResult> => {
    const [row] = await tx
      .select({ rebill: claimRebills, claimNumber: warrantyClaims.claimNumber })
      .from(claimRebills)
      .innerJoin(warrantyClaims, eq(warrantyClaims.bookingId, claimRebills.bookingId))
      .where(eq(claimRebills.bookingId, bookingId))
      .for("update", { of: claimRebills });
    if (!row) return claimMissing;
    if (row.rebill.status !== "approved")
      return {
        ok: false,
        status: 409,
        message:
          row.rebill.status === "paid"
            ? "This payment is already recorded."
            : "Only a bill the customer approved can be paid.",
      };
    const used = utr === null ? null : await utrPaid(tx, utr);
    if (used) return { ok: false, status: 409, message: utrUsedMessage(used) };
    const invoiceNumber = await markRebillPaid(
      tx,
      bookingId,
      { method: payment.method, upiReference: utr },
      now,
    );
    await recordAudit(tx, user, {
      action: "warranty_claim.rebill_paid",
      entity: "warranty_claim",
      entityId: row.claimNumber,
      after: { method: payment.method, invoiceNumber, totalPaise: row.rebill.totalPaise },
    });
    return { ok: true };
  });
}

/**
 * An approved bill is paid: its tax invoice takes the next number of the service series, in the caller's
 * transaction, which holds the bill's row locked.
 */
export async function markRebillPaid(
  tx: Executor,
  bookingId: number,
  payment:
    | { method: VisitPaymentMethod; upiReference: string | null }
    | { method: "gateway"; gatewayPaymentId: string },
  now: Date,
): Promise<string> {
  const invoiceNumber = await nextDocumentNumber(tx, "service", now);
  await tx
    .update(claimRebills)
    .set({
      status: "paid",
      paymentMethod: payment.method,
      upiReference: "upiReference" in payment ? payment.upiReference : null,
      gatewayPaymentId: "gatewayPaymentId" in payment ? payment.gatewayPaymentId : null,
      paidAt: now,
      invoiceNumber,
    })
    .where(eq(claimRebills.bookingId, bookingId));
  return invoiceNumber;
}

type PartLine = { name: string; quantity: number; linePaise: number };

/** The lines the customer is asked for: the claim's, within Tamil Nadu (their home is the place of supply). */
const rebillLines = (claim: WarrantyClaim, parts: readonly PartLine[], appliance: string) =>
  claimInvoiceLines(claim, parts, appliance, homeStateCode);

/** A visit's bill put to the customer, as their tracking page and the claim page show it; null when none. */
export async function loadClaimRebill(db: Executor, bookingId: number): Promise<ClaimRebillView | null> {
  const [found] = await db
    .select({ rebill: claimRebills, claim: warrantyClaims, booking: serviceBookings })
    .from(claimRebills)
    .innerJoin(warrantyClaims, eq(warrantyClaims.bookingId, claimRebills.bookingId))
    .innerJoin(serviceBookings, eq(serviceBookings.id, claimRebills.bookingId))
    .where(eq(claimRebills.bookingId, bookingId));
  if (!found) return null;
  const { rebill, claim, booking } = found;
  const parts = await claimedParts(db, bookingId);
  return {
    status: rebill.status,
    reason: claim.rejectionReason ?? "",
    bill: {
      status: rebill.status === "asked" ? "sent" : rebill.status === "declined" ? "declined" : "approved",
      labourKey: claim.labourKey,
      labourItem: claim.labourItem,
      visitChargePaise: rebill.visitChargePaise,
      labourPaise: rebill.labourPaise,
      parts: parts.map(({ name, quantity, unitPricePaise }) => ({ name, quantity, unitPricePaise })),
      gstPaise: rebill.gstPaise,
      totalPaise: rebill.totalPaise,
    },
    askedAt: rebill.askedAt.toISOString(),
    decidedAt: rebill.decidedAt?.toISOString() ?? null,
    decidedVia: rebill.decidedVia,
    invoice: rebill.status === "paid" ? await rebillInvoice(db, { rebill, claim, booking }, parts) : null,
  };
}

/** The customer's tax invoice for a paid bill, in the shape of a visit's (one page and PDF for both). */
async function rebillInvoice(
  db: Executor,
  {
    rebill,
    claim,
    booking,
  }: { rebill: ClaimRebill; claim: WarrantyClaim; booking: typeof serviceBookings.$inferSelect },
  claimed: readonly (PartLine & { unitPricePaise: number })[],
): Promise<VisitInvoiceView> {
  const parts = claimed.map(({ name, quantity, linePaise }) => ({ name, quantity, linePaise }));
  const figures = rebillLines(claim, parts, booking.appliance);
  return {
    ...(await visitInvoiceShell(db, booking, rebillInvoicePdfHref)),
    invoiceNumber: rebill.invoiceNumber!,
    sac: claim.sac,
    taxLines: figures.lines,
    taxTotals: figures.totals,
    visitChargePaise: rebill.visitChargePaise,
    labourPaise: rebill.labourPaise,
    labourItem: claim.labourItem,
    labourKey: claim.labourKey,
    parts,
    partsPaise: rebill.partsPaise,
    gstPaise: rebill.gstPaise,
    totalPaise: rebill.totalPaise,
    paymentMethod: rebill.paymentMethod!,
    repairWarrantyUntil: claim.repairWarrantyUntil,
    issuedAt: rebill.paidAt!.toISOString(),
  };
}

/** The claim bills paid in [start, end), oldest first, with the lines each invoice prints: for the GST return. */
export async function rebillInvoicesIssued(db: Executor, start: Date, end: Date) {
  const rows = await db
    .select({ rebill: claimRebills, claim: warrantyClaims, appliance: serviceBookings.appliance })
    .from(claimRebills)
    .innerJoin(warrantyClaims, eq(warrantyClaims.bookingId, claimRebills.bookingId))
    .innerJoin(serviceBookings, eq(serviceBookings.id, claimRebills.bookingId))
    .where(and(gte(claimRebills.paidAt, start), lt(claimRebills.paidAt, end)))
    .orderBy(asc(claimRebills.paidAt), asc(claimRebills.bookingId));
  const parts = await partLinesOfVisits(
    db,
    rows.map((row) => row.claim.bookingId),
    { coveredOnly: true },
  );
  return rows.map(({ rebill, claim, appliance }) => ({
    number: rebill.invoiceNumber!,
    issuedAt: rebill.paidAt!,
    figures: rebillLines(
      claim,
      parts.filter((part) => part.bookingId === claim.bookingId),
      appliance,
    ),
  }));
}
