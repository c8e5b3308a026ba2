/**
 * Completing a visit, the one command for it: the technician's job card and the service desk both call
 * `completeVisit`, so a completed visit always has its service invoice, its warranty claim on the brand (or
 * both, when the warranty excludes some parts), its parts taken from stock, its status and history row, the
 * repair warranty on a known appliance and its audit row, or none of them.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import {
  appliances,
  bookingEvents,
  serviceBookings,
  spareParts,
  visitEstimates,
  visitInvoices,
  visitParts,
  warrantyClaims,
} from "../../../db/schema";
import type { VisitPaymentMethod } from "../../../db/enums";
import { getEnv, serviceSacs } from "~/lib/env.server";
import { todayInIndia } from "~/lib/india-time";
import {
  checkSerials,
  orderUnits,
  recordDeliveredUnits,
  updateSerials,
  type Executor,
} from "~/modules/appliances/appliance-records.server";
import { serialNumberMessage } from "~/modules/appliances/serial-number";
import { repairWarrantyEndDate } from "~/modules/appliances/warranty-rules";
import { recordAudit } from "~/modules/staff/audit.server";
import { recordAmcVisit } from "~/modules/amc/amc-contracts.server";
import { coverOfVisit } from "./visit-cover.server";
import { claimNumberFor } from "./warranty-claim-rules";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { canApply, refusedMessage } from "../booking/booking-lifecycle";
import { findRateItem } from "./rate-card";
import { freeStock } from "./part-orders.server";
import { partsOfVisit } from "./visit-invoice.server";
import { choosePaymentMessage, chooseWorkMessage, coveredShareOf, visitBill } from "./visit-bill";
import {
  billAsCharged,
  estimateChangedMessage,
  estimateNeededMessage,
  estimateState,
  estimateWaitingMessage,
  partsAfterDecline,
} from "./visit-estimate";
import { nextDocumentNumber } from "~/modules/gst/document-series.server";
import { storeSignature, type SignatureInput } from "~/modules/booking/visit-pictures.server";

export type CompleteInput = {
  labourKey: string;
  /** How the customer paid; not needed when a warranty visit leaves the customer nothing to pay. */
  paymentMethod: VisitPaymentMethod | null;
  /**
   * An installation's serial numbers as the job card posts them ("serial-<line>-<unit>"): every unit the
   * visit installs needs one, and completion records them on the appliance records.
   */
  serials?: Record<string, string>;
  /** The desk's notes; without them the technician's diagnosis is kept as the completion notes. */
  notes?: string | null;
  /** The customer's signature on the job card, or why there is none; the service desk completes without. */
  signature?: SignatureInput;
};

export type CompleteResult =
  | { ok: true; alreadyCompleted: boolean }
  | {
      ok: false;
      status: 400 | 404 | 409;
      message: string;
      field?: "labour" | "pay" | "estimate" | "serials";
    };

export const visitMissingMessage = "This visit is not on your list.";

function stockShortMessage(name: string, stock: number): string {
  return stock === 0
    ? `${name} is out of stock. Remove it or call the service desk.`
    : `Only ${stock} of ${name} left in stock. Lower the quantity or call the service desk.`;
}

class StockShort extends Error {}

export function serialRequiredMessage(title: string, unit: number, quantity: number): string {
  return `Please type the serial number printed on ${title}${quantity > 1 ? ` (unit ${unit})` : ""}.`;
}

/** Every installed unit's serial, checked: each is required on the installation's job card. */
async function installedSerials(
  tx: Executor,
  orderId: number,
  posted: Record<string, string>,
): Promise<{ ok: true; serials: Map<string, string | null> } | { ok: false; message: string }> {
  const units = await orderUnits(tx, orderId, { installedOnly: true });
  const blank = units.find((unit) => (posted[unit.field] ?? "").trim() === "");
  if (blank) return { ok: false, message: serialRequiredMessage(blank.title, blank.unit, blank.quantity) };
  const checked = checkSerials(units, posted);
  return checked.ok ? checked : { ok: false, message: serialNumberMessage };
}

/**
 * Completes the visit in one transaction: the service invoice (amounts from the rate card and the parts'
 * recorded prices), each part's stock taken down (never into what other visits hold, decision 058: a part
 * another visit used up refuses the whole completion), the status and its history row, the repair warranty on a known appliance, and
 * the audit row. A retry of a completed visit changes nothing. With `technicianId` (the job card) the
 * visit must be assigned to that technician; the service desk may complete any visit under way.
 */
export async function completeVisit(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  { labourKey, paymentMethod, serials, notes = null, signature }: CompleteInput,
  { now = new Date(), technicianId }: { now?: Date; technicianId?: number } = {},
): Promise<CompleteResult> {
  try {
    return await db.transaction(async (tx): Promise<CompleteResult> => {
      const [row] = await tx
        .select()
        .from(serviceBookings)
        .where(
          technicianId === undefined
            ? eq(serviceBookings.id, bookingId)
            : and(eq(serviceBookings.id, bookingId), eq(serviceBookings.technicianId, technicianId)),
        )
        .for("update");
      if (!row) return { ok: false, status: 404, message: visitMissingMessage };
      if (row.status === "completed") return { ok: true, alreadyCompleted: true };
      if (!canApply("complete", row.status)) {
        return { ok: false, status: 409, message: refusedMessage("complete", row.status) };
      }
      const labour = findRateItem(row.kind, row.appliance, labourKey);
      if (labour === undefined)
        return { ok: false, status: 400, message: chooseWorkMessage, field: "labour" };
      const proposed = await partsOfVisit(tx, row.id);
      const { claimed, rework, amc } = await coverOfVisit(tx, row, { lock: true });
      const input = {
        kind: row.kind,
        labourPaise: labour?.labourPaise ?? 0,
        parts: proposed,
        claim: claimed !== null,
        rework,
        amc,
      };
      // work the customer pays for is billed only once they approved its estimate (decision 048)
      const [estimate] = await tx
        .select()
        .from(visitEstimates)
        .where(eq(visitEstimates.bookingId, row.id))
        .for("update");
      const state = estimateState(visitBill(input), labour?.key ?? null, estimate ?? null);
      if (state === "to-send")
        return { ok: false, status: 409, message: estimateNeededMessage, field: "estimate" };
      if (state === "changed")
        return { ok: false, status: 409, message: estimateChangedMessage, field: "estimate" };
      if (state === "sent")
        return { ok: false, status: 409, message: estimateWaitingMessage, field: "estimate" };
      const declined = state === "declined";
      const parts = declined ? partsAfterDecline(proposed, input) : proposed;
      const bill = billAsCharged(input, state);
      const covered = coveredShareOf(bill);
      const customerPays = covered === null || bill.totalPaise > 0;
      if (customerPays && paymentMethod === null)
        return { ok: false, status: 400, message: choosePaymentMessage, field: "pay" };
      const installed =
        row.kind === "installation" && row.orderId !== null && serials !== undefined
          ? await installedSerials(tx, row.orderId, serials)
          : null;
      if (installed && !installed.ok)
        return { ok: false, status: 400, message: installed.message, field: "serials" };

      const needed = new Map<number, { name: string; quantity: number }>();
      for (const part of parts) {
        const entry = needed.get(part.partId) ?? { name: part.name, quantity: 0 };
        entry.quantity += part.quantity;
        needed.set(part.partId, entry);
      }
      // the parts' rows are locked first, so what other visits hold is read after any completion before us
      const stocked = needed.size
        ? await tx
            .select({ id: spareParts.id, stock: spareParts.stock })
            .from(spareParts)
            .where(inArray(spareParts.id, [...needed.keys()]))
            .orderBy(asc(spareParts.id))
            .for("update")
        : [];
      const free = await freeStock(tx, row.id, stocked);
      for (const [partId, { name, quantity }] of needed) {
        const left = free.get(partId) ?? 0;
        if (quantity > left) throw new StockShort(stockShortMessage(name, left));
        await tx
          .update(spareParts)
          .set({ stock: sql`${spareParts.stock} - ${quantity}`, updatedAt: now })
          .where(eq(spareParts.id, partId));
      }

      if (declined) {
        // the customer said no to these parts: they were not fitted, so they leave the visit
        const kept = new Set(parts.map((part) => part.id));
        const dropped = proposed.filter((part) => !kept.has(part.id)).map((part) => part.id);
        if (dropped.length > 0) await tx.delete(visitParts).where(inArray(visitParts.id, dropped));
      }

      const repairWarrantyUntil =
        row.kind === "repair" && row.applianceId !== null ? repairWarrantyEndDate(todayInIndia(now)) : null;
      const sac = serviceSacs(getEnv())[row.kind];
      if (bill.claim && claimed && repairWarrantyUntil) {
        await tx.insert(warrantyClaims).values({
          bookingId: row.id,
          claimNumber: claimNumberFor(row.reference),
          brandSlug: claimed.brandSlug,
          applianceId: row.applianceId,
          visitChargePaise: bill.claim.visitChargePaise,
          labourPaise: bill.claim.labourPaise,
          labourKey: labour?.key ?? null,
          labourItem: labour?.label ?? null,
          sac,
          partsPaise: bill.claim.partsPaise,
          gstPaise: bill.claim.gstPaise,
          totalPaise: bill.claim.totalPaise,
          customerApprovedAt: customerPays ? (estimate?.decidedAt ?? null) : null,
          repairWarrantyUntil,
          raisedAt: now,
          updatedAt: now,
        });
      }
      if (bill.amc && amc) await recordAmcVisit(tx, amc.id, row.id, bill.amc, now);
      if (customerPays && paymentMethod !== null) {
        await tx.insert(visitInvoices).values({
          bookingId: row.id,
          // the series is locked from here until the visit's transaction ends
          invoiceNumber: await nextDocumentNumber(tx, "service", now),
          visitChargePaise: bill.visitChargePaise,
          labourPaise: bill.labourPaise,
          labourItem: covered || declined ? null : (labour?.label ?? null),
          labourKey: covered || declined ? null : (labour?.key ?? null),
          sac,
          partsPaise: bill.partsPaise,
          gstPaise: bill.gstPaise,
          totalPaise: bill.totalPaise,
          paymentMethod,
          repairWarrantyUntil,
          createdAt: now,
        });
      }
      await tx
        .update(serviceBookings)
        .set({
          status: "completed",
          completedAt: now,
          visitChargePaise: bill.visitChargePaise,
          partsUsed:
            parts.length > 0 ? parts.map((part) => `${part.name} × ${part.quantity}`).join(", ") : null,
          completionNotes: notes ?? row.diagnosis,
          updatedAt: now,
        })
        .where(eq(serviceBookings.id, row.id));
      await tx
        .insert(bookingEvents)
        .values({ bookingId: row.id, status: "completed", message: { code: "completed" }, at: now });
      if (signature) await storeSignature(tx, row.id, signature, now);
      if (installed?.ok && row.orderId !== null) {
        // the installed units are recorded now if delivery did not record them, then given their serials
        await recordDeliveredUnits(tx, row.orderId, installed.serials, now);
        const units = await orderUnits(tx, row.orderId, { installedOnly: true });
        await updateSerials(tx, row.orderId, units, installed.serials, now);
      }
      if (repairWarrantyUntil && row.applianceId !== null) {
        await tx
          .update(appliances)
          .set({ repairWarrantyUntil, updatedAt: now })
          .where(eq(appliances.id, row.applianceId));
      }
      await recordAudit(tx, user, {
        action: "booking.complete",
        entity: "booking",
        entityId: row.id,
        before: { status: row.status },
        after: {
          status: "completed",
          totalPaise: bill.totalPaise,
          paymentMethod: customerPays ? paymentMethod : null,
          ...(estimate ? { estimate: state } : {}),
          repairWarrantyUntil,
          ...(bill.claim ? { claimTotalPaise: bill.claim.totalPaise } : {}),
          ...(bill.amc && amc ? { amc: amc.contractNumber, amcCoveredPaise: bill.amc.totalPaise } : {}),
          // a repeat repair's recorded reason for charging less: what our repair warranty bore
          ...(bill.rework && rework
            ? { reworkOf: rework.reference, reworkCoveredPaise: bill.rework.totalPaise }
            : {}),
          ...(installed?.ok ? { serials: Object.fromEntries(installed.serials) } : {}),
          ...(signature
            ? { signature: "drawn" in signature ? "signed" : `not signed: ${signature.unsignedReason}` }
            : {}),
        },
      });
      return { ok: true, alreadyCompleted: false };
    });
  } catch (error) {
    if (error instanceof StockShort) return { ok: false, status: 409, message: error.message };
    throw error;
  }
}
