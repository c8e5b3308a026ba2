import crypto from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, serviceBookings, spareParts, visitInvoices, warrantyClaims } from "../../../db/schema";
import { openClaimsDesk } from "../../../tests/support/warranty-claims";
import { formDataOf } from "../../../tests/support/form-data";
import { soldAppliance, startedRepair } from "../../../tests/support/repair-bookings";
import { testBackends } from "../../../tests/support/test-database";
import { addDays, todayInIndia } from "~/lib/india-time";
import { runClaimAction } from "./claim-actions.server";
import { completeVisit } from "~/modules/field-service/complete-visit.server";
import { addVisitPart, loadJobCard } from "~/modules/field-service/job-card.server";
import { choosePaymentMessage } from "~/modules/field-service/visit-bill";
import { estimateNeededMessage, estimateWaitingMessage } from "~/modules/field-service/visit-estimate";
import { sendEstimate } from "~/modules/field-service/visit-estimates.server";
import { answeredEstimate } from "../../../tests/support/visit-estimates";
import { loadVisitInvoice } from "~/modules/field-service/visit-invoice.server";
import { findVisitAftercare } from "~/modules/field-service/visit-rating.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import {
  brandClaimTotals,
  listClaims,
  loadWarrantyClaim,
} from "~/modules/field-service/warranty-claims.server";

describe.each(testBackends())("warranty claims on brands, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let tech: SignedInStaff;
  let techId: number;

  beforeAll(async () => {
    ({
      handle,
      owner,
      crew: { technician: tech, technicianId: techId },
    } = await openClaimsDesk(backend));
  });
  afterAll(() => handle?.close());

  /** A unit the shop sold; in the manufacturer's warranty unless told otherwise. */
  const soldUnit = (warrantyUntil = addDays(todayInIndia(), 200)) =>
    soldAppliance(handle.db, { warrantyUntil });

  /** A repair of the appliance, started by the technician. */
  const startedRepairOf = (applianceId: number | null) =>
    startedRepair(
      handle.db,
      { technician: tech, technicianId: techId },
      { applianceId, coverage: applianceId === null ? null : "in_warranty" },
    );

  async function addPart(bookingId: number, pricePaise: number, warrantyExcluded = false) {
    const [part] = await handle.db
      .insert(spareParts)
      .values({ name: `Part ${crypto.randomUUID()}`, appliance: "ac", pricePaise, stock: 5 })
      .returning();
    const added = await addVisitPart(handle.db, techId, bookingId, {
      partId: part!.id,
      quantity: 1,
      requestKey: crypto.randomUUID(),
      warrantyExcluded,
    });
    expect(added).toMatchObject({ ok: true });
    return part!;
  }

  const claimOf = async (bookingId: number) =>
    (await handle.db.select().from(warrantyClaims).where(eq(warrantyClaims.bookingId, bookingId)))[0];

  it("bills a repair in the brand's warranty to the brand: the customer pays nothing and gets no invoice", async () => {
    const row = await startedRepairOf(await soldUnit());
    const part = await addPart(row.id, 1_60_000);
    const card = await loadJobCard(handle.db, techId, row.id);
    expect(card?.warrantyBrand).toBe("Test Brand");

    const done = await completeVisit(
      handle.db,
      tech,
      row.id,
      { labourKey: "ac-gas-refill", paymentMethod: null },
      { technicianId: techId },
    );
    expect(done).toEqual({ ok: true, alreadyCompleted: false });
    // ₹1,500 labour + ₹1,600 part, 18% GST on each (₹270 + ₹288); the visit charge is waived as work went ahead
    expect(await claimOf(row.id)).toMatchObject({
      claimNumber: `WC-${row.reference.slice(4)}`,
      brandSlug: "test-brand",
      status: "raised",
      visitChargePaise: 0,
      labourPaise: 1_50_000,
      partsPaise: 1_60_000,
      gstPaise: 55_800,
      totalPaise: 3_65_800,
      customerApprovedAt: null,
    });
    expect(await handle.db.select().from(visitInvoices).where(eq(visitInvoices.bookingId, row.id))).toEqual(
      [],
    );
    expect((await handle.db.select().from(spareParts).where(eq(spareParts.id, part.id)))[0]?.stock).toBe(4);
    const [booking] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, row.id));
    expect(booking?.status).toBe("completed");

    const claim = await loadWarrantyClaim(handle.db, row.id);
    expect(claim?.taxLines.map((line) => line.amountPaise)).toEqual([1_77_000, 1_88_800]);
    expect(claim?.parts).toEqual([expect.objectContaining({ name: part.name, defectiveReturned: null })]);
    const aftercare = await findVisitAftercare(handle.db, { reference: row.reference, phone: row.phone });
    expect(aftercare).toMatchObject({ invoice: null, claim: { brandName: "Test Brand" } });
    expect(aftercare?.claim?.repairWarrantyUntil).toBe(addDays(todayInIndia(), 89));
  });

  it("bills the customer only for parts the warranty excludes, once they agree and pay", async () => {
    const row = await startedRepairOf(await soldUnit());
    const covered = await addPart(row.id, 1_60_000);
    const excluded = await addPart(row.id, 43_735, true);
    const input = { labourKey: "ac-gas-refill", paymentMethod: "cash" as const };
    const complete = () => completeVisit(handle.db, tech, row.id, input, { technicianId: techId });
    expect(await complete()).toEqual({
      ok: false,
      status: 409,
      message: estimateNeededMessage,
      field: "estimate",
    });
    expect(await sendEstimate(handle.db, tech, techId, row.id, input.labourKey)).toEqual({ ok: true });
    expect(await complete()).toMatchObject({ ok: false, status: 409, message: estimateWaitingMessage });
    await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, input.labourKey);
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        { ...input, paymentMethod: null },
        { technicianId: techId },
      ),
    ).toMatchObject({ ok: false, field: "pay", message: choosePaymentMessage });
    expect(await claimOf(row.id)).toBeUndefined();

    const done = await complete();
    expect(done).toMatchObject({ ok: true });
    const invoice = await loadVisitInvoice(handle.db, row.id);
    // ₹437.35 + 9% + 9% (₹39.36 each)
    expect(invoice).toMatchObject({
      visitChargePaise: 0,
      labourPaise: 0,
      labourItem: null,
      partsPaise: 43_735,
      gstPaise: 7_872,
      totalPaise: 51_607,
    });
    expect(invoice?.parts.map((line) => line.name)).toEqual([excluded.name]);
    const claim = await loadWarrantyClaim(handle.db, row.id);
    expect(claim?.parts.map((line) => line.name)).toEqual([covered.name]);
    expect(claim?.totalPaise).toBe(3_65_800);
    expect(claim?.customerApprovedAt).not.toBeNull();
  });

  it("fits only what the brand covers when the customer declines the excluded parts: they pay nothing", async () => {
    const row = await startedRepairOf(await soldUnit());
    const covered = await addPart(row.id, 1_60_000);
    const excluded = await addPart(row.id, 43_735, true);
    await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, "ac-gas-refill", "declined");
    const done = await completeVisit(
      handle.db,
      tech,
      row.id,
      { labourKey: "ac-gas-refill", paymentMethod: null },
      { technicianId: techId },
    );
    expect(done).toMatchObject({ ok: true });
    expect(await loadVisitInvoice(handle.db, row.id)).toBeNull();
    const claim = await loadWarrantyClaim(handle.db, row.id);
    expect(claim?.parts.map((line) => line.name)).toEqual([covered.name]);
    expect(claim).toMatchObject({ totalPaise: 3_65_800, customerApprovedAt: null });
    const stock = async (id: number) =>
      (await handle.db.select().from(spareParts).where(eq(spareParts.id, id)))[0]?.stock;
    expect([await stock(covered.id), await stock(excluded.id)]).toEqual([4, 5]);
  });

  it("claims the visit charge from the brand when the technician only inspected", async () => {
    const row = await startedRepairOf(await soldUnit());
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        { labourKey: "none", paymentMethod: null },
        { technicianId: techId },
      ),
    ).toMatchObject({ ok: true });
    expect(await claimOf(row.id)).toMatchObject({
      visitChargePaise: 29_900,
      labourPaise: 0,
      partsPaise: 0,
      gstPaise: 0,
      totalPaise: 29_900,
    });
  });

  it("raises no claim once the brand's warranty has ended: the customer pays the whole bill", async () => {
    const row = await startedRepairOf(await soldUnit(addDays(todayInIndia(), -1)));
    await addPart(row.id, 1_60_000, true);
    expect((await loadJobCard(handle.db, techId, row.id))?.warrantyBrand).toBeNull();
    await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, "ac-gas-refill");
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        { labourKey: "ac-gas-refill", paymentMethod: null },
        { technicianId: techId },
      ),
    ).toMatchObject({ ok: false, field: "pay" });
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        { labourKey: "ac-gas-refill", paymentMethod: "upi" },
        { technicianId: techId },
      ),
    ).toMatchObject({ ok: true });
    expect(await claimOf(row.id)).toBeUndefined();
    expect(await loadVisitInvoice(handle.db, row.id)).toMatchObject({
      labourPaise: 1_50_000,
      partsPaise: 1_60_000,
      totalPaise: 3_65_800,
    });
  });

  it("records the brand's number, decision and payment in order, each audited", async () => {
    const row = await startedRepairOf(await soldUnit());
    await addPart(row.id, 80_000);
    await completeVisit(
      handle.db,
      tech,
      row.id,
      { labourKey: "none", paymentMethod: null },
      { technicianId: techId },
    );
    const run = (values: Record<string, string>) =>
      runClaimAction(handle.db, owner, row.id, formDataOf(values));

    expect(await run({ intent: "paid", paidAmount: "944", paidOn: todayInIndia() })).toMatchObject({
      status: 409,
      result: { ok: false, message: "Only an approved claim can be marked paid; this one is raised." },
    });
    expect(await run({ intent: "reference", brandReference: "x" })).toMatchObject({
      status: 400,
      result: { field: "brandReference" },
    });
    expect(await run({ intent: "reference", brandReference: "SRN/2026/4471" })).toMatchObject({
      status: 200,
    });
    expect(await run({ intent: "reject", reason: "  " })).toMatchObject({
      status: 400,
      result: { field: "reason" },
    });
    expect(await run({ intent: "reject", reason: "Serial number not on the brand's records" })).toMatchObject(
      { status: 200 },
    );
    expect(await claimOf(row.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Serial number not on the brand's records",
    });
    // the brand may reverse a rejection once the dealer sends proof
    expect(await run({ intent: "approve" })).toMatchObject({ status: 200 });
    expect(await run({ intent: "part-returned", part: "999999999", returned: "yes" })).toMatchObject({
      status: 404,
    });
    const claimPart = (await loadWarrantyClaim(handle.db, row.id))!.parts[0]!;
    expect(await run({ intent: "part-returned", part: String(claimPart.id), returned: "yes" })).toMatchObject(
      { status: 200 },
    );
    expect(await run({ intent: "paid", paidAmount: "abc", paidOn: todayInIndia() })).toMatchObject({
      status: 400,
      result: { field: "paidAmount" },
    });
    expect(
      await run({ intent: "paid", paidAmount: "944", paidOn: addDays(todayInIndia(), 1) }),
    ).toMatchObject({ status: 400, result: { field: "paidOn" } });
    expect(await run({ intent: "paid", paidAmount: "₹900.50", paidOn: todayInIndia() })).toMatchObject({
      status: 200,
    });
    expect(await run({ intent: "reject", reason: "Too late" })).toMatchObject({ status: 409 });
    expect(await run({ intent: "nonsense" })).toMatchObject({ status: 400 });

    const claim = await loadWarrantyClaim(handle.db, row.id);
    expect(claim).toMatchObject({
      status: "paid",
      brandReference: "SRN/2026/4471",
      paidPaise: 90_050,
      paidOn: todayInIndia(),
      rejectionReason: null,
    });
    expect(claim?.parts[0]?.defectiveReturned).toBe(true);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, claim!.claimNumber));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "warranty_claim.approve",
      "warranty_claim.paid",
      "warranty_claim.part_returned",
      "warranty_claim.reference",
      "warranty_claim.reject",
    ]);
  });

  it("lets one of two racing decisions win and refuses the other", async () => {
    const row = await startedRepairOf(await soldUnit());
    await completeVisit(
      handle.db,
      tech,
      row.id,
      { labourKey: "none", paymentMethod: null },
      { technicianId: techId },
    );
    await runClaimAction(handle.db, owner, row.id, formDataOf({ intent: "approve" }));
    const outcomes = await Promise.all([
      runClaimAction(
        handle.db,
        owner,
        row.id,
        formDataOf({ intent: "paid", paidAmount: "299", paidOn: todayInIndia() }),
      ),
      runClaimAction(
        handle.db,
        owner,
        row.id,
        formDataOf({ intent: "paid", paidAmount: "250", paidOn: todayInIndia() }),
      ),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409]);
    expect([29_900, 25_000]).toContain((await claimOf(row.id))?.paidPaise);
  });

  it("sums each brand's open, paid and rejected claims with the age of the oldest open one", async () => {
    const totals = await brandClaimTotals(handle.db, new Date(Date.now() + 3 * 86_400_000));
    const brand = totals.find((entry) => entry.brandSlug === "test-brand");
    const claims = await handle.db.select().from(warrantyClaims);
    const open = claims.filter((claim) => claim.status === "raised" || claim.status === "approved");
    expect(brand).toMatchObject({
      brandName: "Test Brand",
      openCount: open.length,
      openPaise: open.reduce((sum, claim) => sum + claim.totalPaise, 0),
      paidCount: claims.filter((claim) => claim.status === "paid").length,
      oldestOpenDays: 3,
    });
    const raised = await listClaims(handle.db, { brand: "test-brand", status: "raised" });
    expect(raised.length).toBe(claims.filter((claim) => claim.status === "raised").length);
    expect(raised.every((row) => row.status === "raised" && row.ageDays === 0)).toBe(true);
    expect(await listClaims(handle.db, { brand: "no-such-brand" })).toEqual([]);
  });
});
