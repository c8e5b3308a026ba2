import crypto from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, spareParts, technicians, visitParts } from "../../../db/schema";
import { assignedVisit, soldAppliance, startedRepair } from "../../../tests/support/repair-bookings";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { addDays, todayInIndia } from "~/lib/india-time";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { completeVisit } from "./complete-visit.server";
import { addVisitPart, loadJobCard } from "./job-card.server";
import { markRework, reworkCandidate } from "./repair-rework.server";
import { approveEstimateWithCode, loadEstimate, sendEstimate } from "./visit-estimates.server";
import { loadVisitInvoice } from "./visit-invoice.server";
import { findVisitAftercare } from "./visit-rating.server";

const settings = { sms: true, whatsapp: false, email: false, origin: "https://shop.example" };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(testBackends())("repeat repairs under our repair warranty, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let crew: { technician: SignedInStaff; technicianId: number };

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
    const technician = await addStaffUser(handle.db, { role: "technician", password: null });
    const [row] = await handle.db
      .insert(technicians)
      .values({ name: "Senthil", staffUserId: technician.id })
      .returning();
    crew = { technician, technicianId: row!.id };
  });
  afterAll(() => handle?.close());

  async function part(pricePaise: number) {
    const [row] = await handle.db
      .insert(spareParts)
      .values({ name: `Part ${crypto.randomUUID().slice(0, 8)}`, appliance: "ac", pricePaise, stock: 10 })
      .returning();
    return row!;
  }

  /** An appliance out of the brand's warranty that we repaired `completedDaysAgo`, replacing `replaced`. */
  async function repairedAppliance(completedDaysAgo: number, replaced: number) {
    const applianceId = await soldAppliance(handle.db, { warrantyUntil: addDays(todayInIndia(), -400) });
    const first = await assignedVisit(handle.db, crew.technicianId, {
      applianceId,
      status: "completed",
      createdAt: daysAgo(completedDaysAgo + 2),
      completedAt: daysAgo(completedDaysAgo),
    });
    await handle.db.insert(visitParts).values({
      bookingId: first.id,
      partId: replaced,
      quantity: 1,
      unitPricePaise: 45_000,
      requestKey: crypto.randomUUID(),
    });
    return { applianceId, first };
  }

  const addPart = (bookingId: number, partId: number) =>
    addVisitPart(handle.db, crew.technicianId, bookingId, {
      partId,
      quantity: 1,
      requestKey: crypto.randomUUID(),
    });

  it("makes the visit charge, labour and the part replaced before free; the customer pays for a new part", async () => {
    const capacitor = await part(45_000);
    const relay = await part(20_000);
    const { applianceId, first } = await repairedAppliance(20, capacitor.id);
    const visit = await startedRepair(handle.db, crew, { applianceId, updatesConsent: true });
    expect(await reworkCandidate(handle.db, visit)).toMatchObject({
      id: first.id,
      reference: first.reference,
    });

    expect(await markRework(handle.db, owner, visit.id, true)).toMatchObject({ ok: true });
    const card = await loadJobCard(handle.db, crew.technicianId, visit.id);
    expect(card?.rework).toEqual({ reference: first.reference, partIds: [capacitor.id] });
    expect(card?.amc).toBeNull();

    await addPart(visit.id, capacitor.id);
    await addPart(visit.id, relay.id);
    const labour = "ac-capacitor";
    expect(
      await sendEstimate(handle.db, crew.technician, crew.technicianId, visit.id, labour, { settings }),
    ).toEqual({
      ok: true,
    });
    // the customer is asked to approve only the new relay: ₹200 and 18% GST
    const estimate = await loadEstimate(handle.db, visit.id);
    expect(estimate).toMatchObject({
      labourPaise: 0,
      partsPaise: 20_000,
      gstPaise: 3_600,
      totalPaise: 23_600,
    });
    // marked before the estimate: it can no longer be taken back once the customer was asked
    expect(await markRework(handle.db, owner, visit.id, false)).toMatchObject({ ok: false, status: 409 });
    expect(
      await approveEstimateWithCode(
        handle.db,
        crew.technician,
        crew.technicianId,
        visit.id,
        estimate!.approvalCode,
      ),
    ).toEqual({ ok: true });
    expect(
      await completeVisit(
        handle.db,
        crew.technician,
        visit.id,
        { labourKey: labour, paymentMethod: "cash" },
        { technicianId: crew.technicianId },
      ),
    ).toMatchObject({ ok: true });

    const invoice = await loadVisitInvoice(handle.db, visit.id);
    expect(invoice).toMatchObject({
      visitChargePaise: 0,
      labourPaise: 0,
      partsPaise: 20_000,
      totalPaise: 23_600,
    });
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "booking.complete"), eq(auditLog.entityId, String(visit.id))));
    expect(audit?.after).toMatchObject({
      reworkOf: first.reference,
      reworkCoveredPaise: 60_000 + 45_000 + 18_900,
    });
    const aftercare = await findVisitAftercare(handle.db, { reference: visit.reference, phone: visit.phone });
    expect(aftercare?.rework).toMatchObject({ reference: first.reference });
    expect(aftercare?.rework?.repairWarrantyUntil).not.toBeNull();
    // done: the mark stays as it was billed
    expect(await markRework(handle.db, owner, visit.id, false)).toMatchObject({ ok: false, status: 409 });
  });

  it("completes a repeat repair that needs nothing new with nothing to pay, and unmarks one on request", async () => {
    const capacitor = await part(45_000);
    const { applianceId, first } = await repairedAppliance(5, capacitor.id);
    const visit = await startedRepair(handle.db, crew, { applianceId });
    expect(await markRework(handle.db, owner, visit.id, true)).toMatchObject({ ok: true });
    expect(await markRework(handle.db, owner, visit.id, true)).toMatchObject({
      ok: true,
      message: `Already a repeat of ${first.reference}.`,
    });
    expect(await markRework(handle.db, owner, visit.id, false)).toMatchObject({ ok: true });
    expect((await loadJobCard(handle.db, crew.technicianId, visit.id))?.rework).toBeNull();
    expect(await markRework(handle.db, owner, visit.id, true)).toMatchObject({ ok: true });
    await addPart(visit.id, capacitor.id);
    expect(
      await completeVisit(
        handle.db,
        crew.technician,
        visit.id,
        { labourKey: "ac-capacitor", paymentMethod: null },
        { technicianId: crew.technicianId },
      ),
    ).toMatchObject({ ok: true, alreadyCompleted: false });
    expect(await loadVisitInvoice(handle.db, visit.id)).toBeNull();
  });

  it("refuses a repeat when the repair warranty had ended, under the brand's warranty, or for another appliance", async () => {
    const capacitor = await part(45_000);
    // completed 100 days ago: its 90-day repair warranty ended before this visit was booked
    const old = await repairedAppliance(100, capacitor.id);
    const late = await startedRepair(handle.db, crew, { applianceId: old.applianceId });
    expect(await reworkCandidate(handle.db, late)).toBeNull();
    expect(await markRework(handle.db, owner, late.id, true)).toMatchObject({ ok: false, status: 409 });

    const inWarranty = await soldAppliance(handle.db, { warrantyUntil: addDays(todayInIndia(), 100) });
    await assignedVisit(handle.db, crew.technicianId, {
      applianceId: inWarranty,
      status: "completed",
      createdAt: daysAgo(12),
      completedAt: daysAgo(10),
    });
    const claimed = await startedRepair(handle.db, crew, { applianceId: inWarranty });
    expect(await markRework(handle.db, owner, claimed.id, true)).toMatchObject({
      ok: false,
      status: 409,
      message: "The brand's warranty covers this visit: it is a warranty claim, not a repeat repair.",
    });

    const unknown = await startedRepair(handle.db, crew, {});
    expect(await markRework(handle.db, owner, unknown.id, true)).toMatchObject({ ok: false, status: 409 });
    expect(await markRework(handle.db, owner, 999_999, true)).toMatchObject({ ok: false, status: 404 });
  });

  it("lets two desks marking the same visit at once leave one mark and one audit row each way", async () => {
    const capacitor = await part(45_000);
    const { applianceId } = await repairedAppliance(3, capacitor.id);
    const visit = await startedRepair(handle.db, crew, { applianceId });
    const results = await Promise.all([
      markRework(handle.db, owner, visit.id, true),
      markRework(handle.db, owner, visit.id, true),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "booking.rework"), eq(auditLog.entityId, String(visit.id))));
    expect(audits).toHaveLength(1);
  });
});
