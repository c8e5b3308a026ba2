import crypto from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { amcContracts, amcVisits, auditLog, spareParts, technicians, visitInvoices } from "../../db/schema";
import { addStaffUser, openWithStaff } from "../support/staff-accounts";
import { boughtContract } from "../support/amc-contracts";
import { soldAppliance, startedRepair } from "../support/repair-bookings";
import { testBackends } from "../support/test-database";
import { addDays, todayInIndia } from "~/lib/india-time";
import { monthDocuments } from "~/modules/admin-gst/gstr1-documents.server";
import { completeVisit } from "~/modules/field-service/complete-visit.server";
import { addVisitPart, loadJobCard } from "~/modules/field-service/job-card.server";
import { findVisitAftercare } from "~/modules/field-service/visit-rating.server";
import { estimateNeededMessage } from "~/modules/field-service/visit-estimate";
import { warrantyEndDate } from "~/modules/appliances/warranty-rules";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import {
  amcBoard,
  amcOffer,
  buyAmc,
  cancelAmc,
  customerContract,
  plansForCategory,
  recordAmcPayment,
} from "~/modules/amc/amc-contracts.server";
import { amcNumberPattern } from "~/modules/amc/amc-rules";
import { savePlan } from "~/modules/amc/amc-plans.server";
import { amcMessages } from "~/modules/amc/texts/en/amc-messages";

describe.each(testBackends())("annual maintenance contracts, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let visitor: { technician: SignedInStaff; technicianId: number };
  let utr = 400000000000;
  const nextUtr = () => String((utr += 1));
  const lapsed = addDays(todayInIndia(), -30);

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
    const technician = await addStaffUser(handle.db, { role: "technician", password: null });
    const [row] = await handle.db
      .insert(technicians)
      .values({ name: "Senthil", staffUserId: technician.id })
      .returning();
    visitor = { technician, technicianId: row!.id };
  });
  afterAll(() => handle?.close());

  async function plan(partsCovered: boolean, visitsIncluded = 2): Promise<number> {
    await savePlan(handle.db, owner, null, {
      category: "ac",
      name: `Test plan ${partsCovered ? "with" : "without"} parts, ${visitsIncluded} visits`,
      pricePaise: 1_49_900,
      months: 12,
      visitsIncluded,
      partsCovered,
      active: true,
    });
    const plans = await plansForCategory(handle.db, "ac");
    return plans.find(
      (found) =>
        found.visitsIncluded === visitsIncluded &&
        found.partsCovered === partsCovered &&
        found.name.startsWith("Test"),
    )!.id;
  }

  /** An appliance out of warranty with a paid contract on the plan. */
  async function covered(planId: number) {
    const applianceId = await soldAppliance(handle.db, { warrantyUntil: lapsed });
    const row = await boughtContract(handle.db, { applianceId, planId, remindersConsent: true });
    expect(
      await recordAmcPayment(handle.db, owner, row.id, { method: "upi", reference: nextUtr() }),
    ).toMatchObject({ ok: true });
    const { contractNumber, accessToken } = row;
    return { applianceId, contractId: row.id, contractNumber, accessToken };
  }

  it("sells the category's plans, starts the cover on payment and numbers its tax invoice", async () => {
    const seeded = await plansForCategory(handle.db, "ac");
    expect(seeded.map((found) => found.name)).toEqual(
      expect.arrayContaining(["AC care: two services a year", "AC complete care, parts included"]),
    );
    const applianceId = await soldAppliance(handle.db, { warrantyUntil: lapsed });
    const offer = await amcOffer(handle.db, applianceId, new Date());
    expect(offer?.refusal).toBeNull();
    const planId = seeded[0]!.id;
    const bought = await buyAmc(handle.db, { applianceId, planId, remindersConsent: false, language: "ta" });
    if (!bought.ok) throw new Error(bought.message);
    expect(bought.contractNumber).toMatch(amcNumberPattern);
    // a second plan for the same appliance waits until the first is paid or cancelled
    expect(await buyAmc(handle.db, { applianceId, planId, remindersConsent: false, language: "en" })).toEqual(
      {
        ok: false,
        status: 409,
        message: amcMessages.code.pending,
      },
    );
    const pending = await customerContract(handle.db, bought.contractNumber, bought.accessToken);
    expect(pending).toMatchObject({ status: "pending", pricePaise: seeded[0]!.pricePaise, invoice: null });
    expect(pending?.upi?.link).toContain(`tr=${bought.contractNumber}`);
    expect(await customerContract(handle.db, bought.contractNumber, "not-the-token")).toBeNull();
    // without the payment page (an action that only needs the contract) no way to pay is made
    expect(await customerContract(handle.db, bought.contractNumber, bought.accessToken, null)).toMatchObject({
      status: "pending",
      upi: null,
      online: null,
    });

    const [row] = await handle.db
      .select()
      .from(amcContracts)
      .where(eq(amcContracts.contractNumber, bought.contractNumber));
    expect(
      await recordAmcPayment(handle.db, owner, row!.id, { method: "upi", reference: "12345" }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    const reference = nextUtr();
    expect(await recordAmcPayment(handle.db, owner, row!.id, { method: "upi", reference })).toMatchObject({
      ok: true,
    });
    expect(
      await recordAmcPayment(handle.db, owner, row!.id, { method: "cash", reference: null }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    const today = todayInIndia();
    const paid = await customerContract(handle.db, bought.contractNumber, bought.accessToken);
    expect(paid).toMatchObject({
      status: "active",
      startsOn: today,
      endsOn: warrantyEndDate(today, 12),
      upi: null,
    });
    expect(paid?.invoice).toMatchObject({ totalPaise: seeded[0]!.pricePaise });
    expect(paid?.invoice?.number).toMatch(/^KHS\//);
    // the GST is inside the price: taxable value + CGST + SGST is exactly what was paid
    const tax = paid!.invoice!.tax;
    expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise).toBe(seeded[0]!.pricePaise);
    expect(tax.cgstPaise).toBe(tax.sgstPaise);

    // the same UTR cannot pay another contract
    const other = await soldAppliance(handle.db, { warrantyUntil: lapsed });
    const secondRow = await boughtContract(handle.db, { applianceId: other, planId });
    expect(
      await recordAmcPayment(handle.db, owner, secondRow.id, { method: "upi", reference }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await cancelAmc(handle.db, owner, secondRow.id)).toMatchObject({ ok: true });
    expect(await cancelAmc(handle.db, owner, row!.id)).toMatchObject({ ok: false, status: 409 });

    // a running plan is renewed only in its last 30 days
    expect(
      await buyAmc(handle.db, { applianceId, planId, remindersConsent: false, language: "en" }),
    ).toMatchObject({
      ok: false,
      message: amcMessages.code.running,
    });
    const month = today.slice(0, 7);
    const documents = await monthDocuments(handle.db, month);
    expect(documents.find((document) => document.number === paid!.invoice!.number)).toMatchObject({
      valuePaise: seeded[0]!.pricePaise,
      lines: [{ service: true, quantity: 1, ratePct: 18 }],
    });
    const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entity, "amc_contract"));
    expect(audits.map((audit) => audit.action)).toEqual(expect.arrayContaining(["amc.paid", "amc.cancel"]));
  });

  it("lets two customers' submits for one appliance make one contract", async () => {
    const planId = await plan(false);
    const applianceId = await soldAppliance(handle.db, { warrantyUntil: lapsed });
    const input = { applianceId, planId, remindersConsent: false, language: "en" as const };
    const results = await Promise.all([buyAmc(handle.db, input), buyAmc(handle.db, input)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(
      await handle.db.select().from(amcContracts).where(eq(amcContracts.applianceId, applianceId)),
    ).toHaveLength(1);
  });

  it("records one payment when two staff record it at once", async () => {
    const planId = await plan(false);
    const applianceId = await soldAppliance(handle.db, { warrantyUntil: lapsed });
    const row = await boughtContract(handle.db, { applianceId, planId });
    const results = await Promise.all([
      recordAmcPayment(handle.db, owner, row.id, { method: "cash", reference: null }),
      recordAmcPayment(handle.db, owner, row.id, { method: "cash", reference: null }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("pays the visit and labour of a covered repair: the customer pays nothing and gets no invoice", async () => {
    const { applianceId, contractNumber, accessToken } = await covered(await plan(false));
    const visit = await startedRepair(handle.db, visitor, { applianceId });
    const card = await loadJobCard(handle.db, visitor.technicianId, visit.id);
    expect(card?.amc).toMatchObject({ contractNumber, partsCovered: false });
    expect(card?.warrantyBrand).toBeNull();
    const done = await completeVisit(
      handle.db,
      visitor.technician,
      visit.id,
      { labourKey: "ac-general-service", paymentMethod: null },
      { technicianId: visitor.technicianId },
    );
    expect(done).toEqual({ ok: true, alreadyCompleted: false });
    expect(
      await handle.db.select().from(visitInvoices).where(eq(visitInvoices.bookingId, visit.id)),
    ).toHaveLength(0);
    const [use] = await handle.db.select().from(amcVisits).where(eq(amcVisits.bookingId, visit.id));
    expect(use).toMatchObject({ labourPaise: 50_000, gstPaise: 9_000, totalPaise: 59_000, partsPaise: 0 });
    const aftercare = await findVisitAftercare(handle.db, { reference: visit.reference, phone: visit.phone });
    expect(aftercare?.amc).toMatchObject({ contractNumber });
    expect(aftercare?.invoice).toBeNull();
    expect((await customerContract(handle.db, contractNumber, accessToken))?.visitsUsed).toBe(1);
    // the desk's board shows the same, for every contract in one query
    const onBoard = (await amcBoard(handle.db)).find((row) => row.contractNumber === contractNumber);
    expect(onBoard).toMatchObject({
      visitsUsed: 1,
      applianceTitle: "Test Refrigerator 260 L",
      status: "active",
    });
  });

  it("bills the customer, after their estimate, for parts a plan without parts leaves out", async () => {
    const { applianceId } = await covered(await plan(false));
    const visit = await startedRepair(handle.db, visitor, { applianceId });
    const [part] = await handle.db
      .insert(spareParts)
      .values({ name: "Fan capacitor 2.5 µF", appliance: "ac", pricePaise: 45_000, stock: 5 })
      .returning();
    expect(
      await addVisitPart(handle.db, visitor.technicianId, visit.id, {
        partId: part!.id,
        quantity: 1,
        requestKey: crypto.randomUUID(),
        warrantyExcluded: false,
      }),
    ).toMatchObject({ ok: true });
    const refused = await completeVisit(
      handle.db,
      visitor.technician,
      visit.id,
      { labourKey: "ac-capacitor", paymentMethod: "cash" },
      { technicianId: visitor.technicianId },
    );
    expect(refused).toMatchObject({ ok: false, status: 409, message: estimateNeededMessage });
  });

  it("stops paying once the plan's visits are used, and leaves an in-warranty repair to the brand", async () => {
    const { applianceId } = await covered(await plan(true, 1));
    const first = await startedRepair(handle.db, visitor, { applianceId });
    expect(
      await completeVisit(
        handle.db,
        visitor.technician,
        first.id,
        { labourKey: "none", paymentMethod: null },
        { technicianId: visitor.technicianId },
      ),
    ).toMatchObject({ ok: true });
    const second = await startedRepair(handle.db, visitor, { applianceId });
    expect((await loadJobCard(handle.db, visitor.technicianId, second.id))?.amc).toBeNull();
    expect(
      await completeVisit(
        handle.db,
        visitor.technician,
        second.id,
        { labourKey: "none", paymentMethod: null },
        { technicianId: visitor.technicianId },
      ),
    ).toMatchObject({ ok: false, status: 400 });

    const inWarranty = await soldAppliance(handle.db, { warrantyUntil: addDays(todayInIndia(), 100) });
    const planId = await plan(true);
    const row = await boughtContract(handle.db, { applianceId: inWarranty, planId });
    await recordAmcPayment(handle.db, owner, row.id, { method: "cash", reference: null });
    const claimVisit = await startedRepair(handle.db, visitor, { applianceId: inWarranty });
    const card = await loadJobCard(handle.db, visitor.technicianId, claimVisit.id);
    expect(card?.warrantyBrand).not.toBeNull();
    expect(card?.amc).toBeNull();
  });
});
