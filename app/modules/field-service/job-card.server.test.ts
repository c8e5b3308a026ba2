import crypto from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import {
  appliances,
  auditLog,
  bookingEvents,
  serviceBookings,
  spareParts,
  technicians,
  visitInvoices,
  orderLines,
} from "../../../db/schema";
import { insertOrder, insertProduct } from "../../../tests/support/order-rows";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { assignedVisit } from "../../../tests/support/repair-bookings";
import { testBackends } from "../../../tests/support/test-database";
import { addDays, todayInIndia } from "~/lib/india-time";
import { repairWarrantyEndDate } from "~/modules/appliances/warranty-rules";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import {
  addVisitPart,
  codeLimitMessage,
  listJobs,
  loadJobCard,
  removeVisitPart,
  saveDiagnosis,
  startVisit,
  technicianForUser,
  wrongCodeMessage,
} from "./job-card.server";
import { completeVisit, visitMissingMessage } from "./complete-visit.server";
import { notStartedMessage } from "./job-lock.server";
import { seedSparePartsIfEmpty } from "./spare-parts.server";
import { changeBookingAsStaff } from "../booking/staff-booking-change.server";
import { visitCharge } from "../booking/service-rules";
import { findVisitAftercare, rateVisit } from "./visit-rating.server";
import { answeredEstimate } from "../../../tests/support/visit-estimates";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe.each(testBackends())("the technician's job card on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let tech: SignedInStaff;
  let techId: number;
  let otherTechId: number;

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
    tech = await addStaffUser(handle.db, { role: "technician", password: null });
    const rows = await handle.db
      .insert(technicians)
      .values([{ name: "Senthil", staffUserId: tech.id }, { name: "Karthik" }])
      .returning();
    [techId, otherTechId] = rows.map((row) => row.id) as [number, number];
  });
  afterAll(() => handle?.close());

  const visit = (overrides: Partial<typeof serviceBookings.$inferInsert> = {}) =>
    assignedVisit(handle.db, techId, overrides);

  async function part(stock: number, pricePaise = 45_000) {
    const [row] = await handle.db
      .insert(spareParts)
      .values({ name: `Part ${crypto.randomUUID()}`, appliance: "ac", pricePaise, stock })
      .returning();
    return row!;
  }

  async function started(overrides: Partial<typeof serviceBookings.$inferInsert> = {}) {
    const row = await visit(overrides);
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });
    return row;
  }

  const stockOf = async (id: number) =>
    (await handle.db.select().from(spareParts).where(eq(spareParts.id, id)))[0]!.stock;

  /**
   * An appliance sold by the shop, by default one whose own warranty has ended (a repair starts the repair
   * warranty); its id.
   */
  async function soldAppliance(
    { purchaseDate, warrantyUntil } = { purchaseDate: "2020-01-01", warrantyUntil: "2020-12-31" },
  ): Promise<number> {
    const productId = await insertProduct(handle.db, { title: "Split AC" });
    const order = await insertOrder(handle.db, productId);
    const [line] = await handle.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    const [unit] = await handle.db
      .insert(appliances)
      .values({
        orderId: order.id,
        orderLineId: line!.id,
        unit: 1,
        productId,
        purchaseDate,
        warrantyUntil,
      })
      .returning();
    return unit!.id;
  }

  it("finds the technician of a sign-in and lists today's and tomorrow's visits in slot order", async () => {
    expect(await technicianForUser(handle.db, tech.id)).toEqual({ id: techId, name: "Senthil" });
    expect(await technicianForUser(handle.db, owner.id)).toBeNull();
    const today = todayInIndia();
    const evening = await visit({ slot: "evening" });
    const morning = await visit({ slot: "morning" });
    const tomorrow = await visit({ date: addDays(today, 1), slot: "morning" });
    await visit({ date: addDays(today, 2) });
    await visit({ status: "cancelled" });
    await visit({ technicianId: otherTechId });
    const jobs = await listJobs(handle.db, techId);
    const ids = jobs.map((job) => job.id);
    expect(ids.indexOf(morning.id)).toBeLessThan(ids.indexOf(evening.id));
    expect(ids.indexOf(evening.id)).toBeLessThan(ids.indexOf(tomorrow.id));
    expect(jobs.every((job) => job.date === today || job.date === addDays(today, 1))).toBe(true);
    expect(jobs.every((job) => job.status !== "cancelled")).toBe(true);
    const job = jobs.find((entry) => entry.id === morning.id)!;
    expect(job).toMatchObject({
      kindText: "Repair",
      applianceText: "Air Conditioner, Voltas",
      warrantyText: "Warranty not known",
    });
    expect(job.mapsUrl).toBe(
      "https://www.google.com/maps/search/?api=1&query=3%2F14%2C%20Sathy%20Road%2C%20Veerappanchatram%2C%20638004",
    );
  });

  it("reads the warranty from the appliance record, else from the booking's coverage", async () => {
    const applianceId = await soldAppliance({ purchaseDate: "2026-03-12", warrantyUntil: "2099-03-11" });
    const known = await visit({ applianceId });
    const covered = await visit({ coverage: "chargeable" });
    const cards = await Promise.all([known, covered].map((row) => loadJobCard(handle.db, techId, row.id)));
    expect(cards[0]?.warrantyText).toBe("In warranty until 11 Mar 2099");
    expect(cards[1]?.warrantyText).toBe("Out of warranty: chargeable");
  });

  it("puts a visit on the technician's list when the desk assigns them", async () => {
    const row = await visit({ status: "confirmed", technicianId: null, technicianName: null });
    const assigned = await changeBookingAsStaff(
      handle.db,
      owner,
      row.id,
      { action: "assign", technicianId: techId },
      {
        now: new Date(),
        capacity: 4,
      },
    );
    expect(assigned).toMatchObject({
      ok: true,
      booking: { technicianId: techId, technicianName: "Senthil" },
    });
    expect((await listJobs(handle.db, techId)).map((job) => job.id)).toContain(row.id);
  });

  it("shows a job card only to the assigned technician", async () => {
    const row = await visit({ technicianId: otherTechId });
    expect(await loadJobCard(handle.db, techId, row.id)).toBeNull();
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({
      ok: false,
      status: 404,
      message: visitMissingMessage,
    });
  });

  it("refuses a wrong code, starts with the right one (status, time, history, audit) and throttles guessing", async () => {
    const row = await visit();
    const wrong = row.visitCode === "0000" ? "1111" : "0000";
    expect(await startVisit(handle.db, tech, techId, row.id, wrong)).toEqual({
      ok: false,
      status: 400,
      message: wrongCodeMessage,
    });
    expect((await loadJobCard(handle.db, techId, row.id))?.status).toBe("technician_assigned");
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });
    const card = await loadJobCard(handle.db, techId, row.id);
    expect(card?.status).toBe("in_progress");
    expect(card?.startedAt).not.toBeNull();
    const events = await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(events.map((event) => event.status)).toContain("in_progress");
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audits.map((entry) => entry.action)).toContain("booking.start");
    // a retried start of a started visit is fine
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });

    const guessed = await visit();
    const bad = guessed.visitCode === "0000" ? "1111" : "0000";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await startVisit(handle.db, tech, techId, guessed.id, bad)).ok).toBe(false);
    }
    expect(await startVisit(handle.db, tech, techId, guessed.id, guessed.visitCode)).toEqual({
      ok: false,
      status: 429,
      message: codeLimitMessage,
    });
  });

  it("keeps the diagnosis, and adds a part once per request key", async () => {
    const row = await visit();
    const capacitor = await part(3);
    const key = crypto.randomUUID();
    expect(
      await addVisitPart(handle.db, techId, row.id, { partId: capacitor.id, quantity: 1, requestKey: key }),
    ).toEqual({
      ok: false,
      status: 409,
      message: notStartedMessage,
    });
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });
    expect(await saveDiagnosis(handle.db, techId, row.id, "Run capacitor swollen")).toEqual({ ok: true });
    const first = await addVisitPart(handle.db, techId, row.id, {
      partId: capacitor.id,
      quantity: 1,
      requestKey: key,
    });
    const retried = await addVisitPart(handle.db, techId, row.id, {
      partId: capacitor.id,
      quantity: 1,
      requestKey: key,
    });
    expect(first).toEqual({ ok: true, duplicate: false });
    expect(retried).toEqual({ ok: true, duplicate: true });
    const card = await loadJobCard(handle.db, techId, row.id);
    expect(card?.diagnosis).toBe("Run capacitor swollen");
    expect(card?.parts).toEqual([
      expect.objectContaining({ name: capacitor.name, quantity: 1, unitPricePaise: 45_000 }),
    ]);
    expect(card?.partChoices.find((choice) => choice.id === capacitor.id)?.free).toBe(3);
    // more than the store holds may be added, for the visit to wait for it (decision 058); the stock itself
    // only moves on completion
    const more = await addVisitPart(handle.db, techId, row.id, {
      partId: capacitor.id,
      quantity: 3,
      requestKey: crypto.randomUUID(),
    });
    expect(more).toEqual({ ok: true, duplicate: false });
    expect(await stockOf(capacitor.id)).toBe(3);
    for (const line of (await loadJobCard(handle.db, techId, row.id))!.parts)
      expect(await removeVisitPart(handle.db, techId, row.id, line.id)).toEqual({ ok: true });
    expect((await loadJobCard(handle.db, techId, row.id))?.parts).toEqual([]);
  });

  it("the desk's completion is the job card's: the same invoice, stock taken and repair warranty", async () => {
    const capacitor = await part(10, 45_000);
    async function complete(by: "job card" | "desk") {
      const applianceId = await soldAppliance();
      const row = await started({ applianceId });
      await addVisitPart(handle.db, techId, row.id, {
        partId: capacitor.id,
        quantity: 2,
        requestKey: crypto.randomUUID(),
      });
      const stockBefore = await stockOf(capacitor.id);
      const input = { labourKey: "ac-capacitor", paymentMethod: "upi" } as const;
      await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, input.labourKey);
      const done =
        by === "job card"
          ? await completeVisit(handle.db, tech, row.id, input, { technicianId: techId })
          : await completeVisit(handle.db, owner, row.id, input);
      expect(done, by).toEqual({ ok: true, alreadyCompleted: false });
      const [invoice] = await handle.db
        .select()
        .from(visitInvoices)
        .where(eq(visitInvoices.bookingId, row.id));
      const [unit] = await handle.db.select().from(appliances).where(eq(appliances.id, applianceId));
      const [booking] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, row.id));
      const { bookingId: _booking, invoiceNumber, createdAt: _at, ...amounts } = invoice!;
      expect(invoiceNumber).toMatch(/^KHS\/\d{2}-\d{2}\/\d{6}$/);
      return {
        amounts,
        stockTaken: stockBefore - (await stockOf(capacitor.id)),
        repairWarrantyUntil: unit?.repairWarrantyUntil,
        status: booking?.status,
        partsUsed: booking?.partsUsed,
      };
    }
    const byCard = await complete("job card");
    const byDesk = await complete("desk");
    expect(byDesk).toEqual(byCard);
    expect(byDesk).toMatchObject({
      amounts: { labourPaise: 60_000, partsPaise: 90_000, totalPaise: 1_77_000, paymentMethod: "upi" },
      stockTaken: 2,
      repairWarrantyUntil: repairWarrantyEndDate(todayInIndia()),
      status: "completed",
    });
  });

  it("the desk may complete any visit under way, but not one that has not started", async () => {
    const row = await visit({ technicianId: otherTechId });
    const early = await completeVisit(handle.db, owner, row.id, { labourKey: "none", paymentMethod: "cash" });
    expect(early).toMatchObject({ ok: false, status: 409 });
    const mine = await started();
    const refused = await completeVisit(handle.db, owner, mine.id, {
      labourKey: "not-on-the-card",
      paymentMethod: "cash",
    });
    expect(refused).toMatchObject({ ok: false, status: 400, field: "labour" });
    expect(
      await completeVisit(handle.db, owner, 99_999_999, { labourKey: "none", paymentMethod: "cash" }),
    ).toEqual({
      ok: false,
      status: 404,
      message: visitMissingMessage,
    });
  });

  it("completes once: invoice from the database's prices, stock down, repair warranty, history, audit", async () => {
    const applianceId = await soldAppliance();
    const row = await started({ applianceId });
    const capacitor = await part(5, 45_000);
    await addVisitPart(handle.db, techId, row.id, {
      partId: capacitor.id,
      quantity: 2,
      requestKey: crypto.randomUUID(),
    });
    await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, "ac-capacitor");

    const done = await completeVisit(
      handle.db,
      tech,
      row.id,
      {
        labourKey: "ac-capacitor",
        paymentMethod: "upi",
      },
      { technicianId: techId },
    );
    expect(done).toEqual({ ok: true, alreadyCompleted: false });
    const today = todayInIndia();
    const [invoice] = await handle.db.select().from(visitInvoices).where(eq(visitInvoices.bookingId, row.id));
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(/^KHS\/\d{2}-\d{2}\/\d{6}$/) as unknown,
      visitChargePaise: 0,
      labourPaise: 60_000,
      labourItem: "Capacitor or sensor replacement",
      labourKey: "ac-capacitor",
      partsPaise: 90_000,
      gstPaise: 27_000,
      totalPaise: 1_77_000,
      paymentMethod: "upi",
      repairWarrantyUntil: repairWarrantyEndDate(today),
    });
    expect(await stockOf(capacitor.id)).toBe(3);
    const [applianceRow] = await handle.db.select().from(appliances).where(eq(appliances.id, applianceId));
    expect(applianceRow?.repairWarrantyUntil).toBe(repairWarrantyEndDate(today));
    const card = await loadJobCard(handle.db, techId, row.id);
    expect(card?.status).toBe("completed");
    expect(card?.invoice?.parts).toEqual([{ name: capacitor.name, quantity: 2, linePaise: 90_000 }]);
    // a full tax invoice: the dealer and the customer, labour under the repair SAC, parts under the AC parts'
    // HSN, CGST = SGST, and the lines add up to what was paid
    expect(card?.invoice).toMatchObject({
      sac: "998715",
      partsHsn: "841590",
      seller: { name: "Kaveri Home Appliances", gstinSample: true },
      customer: { name: row.name, phone: row.phone, pincode: row.pincode },
    });
    const { taxLines, taxTotals, totalPaise } = card!.invoice!;
    expect(taxLines.map((line) => [line.code.kind, line.code.value, line.amountPaise])).toEqual([
      ["SAC", "998715", 70_800],
      ["HSN", "841590", 1_06_200],
    ]);
    expect(taxTotals).toMatchObject({ cgstPaise: 13_500, sgstPaise: 13_500, taxPaise: 27_000 });
    expect(taxTotals.taxablePaise + taxTotals.taxPaise).toBe(totalPaise);
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audits.map((entry) => entry.action)).toContain("booking.complete");

    // the retry changes nothing
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        {
          labourKey: "ac-capacitor",
          paymentMethod: "cash",
        },
        { technicianId: techId },
      ),
    ).toEqual({
      ok: true,
      alreadyCompleted: true,
    });
    expect(await stockOf(capacitor.id)).toBe(3);
    expect(
      await handle.db.select().from(visitInvoices).where(eq(visitInvoices.bookingId, row.id)),
    ).toHaveLength(1);
    const completions = await handle.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row.id));
    expect(completions.filter((event) => event.status === "completed")).toHaveLength(1);
    // parts cannot change after completion
    expect((await removeVisitPart(handle.db, techId, row.id, card!.parts[0]!.id)).ok).toBe(false);
  });

  it("charges the visit charge for an inspection, and refuses a job from another appliance's card", async () => {
    const row = await started();
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        {
          labourKey: "tv-backlight",
          paymentMethod: "cash",
        },
        { technicianId: techId },
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        { labourKey: "none", paymentMethod: "cash" },
        { technicianId: techId },
      ),
    ).toEqual({
      ok: true,
      alreadyCompleted: false,
    });
    const [invoice] = await handle.db.select().from(visitInvoices).where(eq(visitInvoices.bookingId, row.id));
    expect(invoice).toMatchObject({
      visitChargePaise: visitCharge.paise,
      totalPaise: visitCharge.paise,
      repairWarrantyUntil: null,
    });
  });

  it("collects nothing for an installation without parts: it was paid with the order", async () => {
    const productId = await insertProduct(handle.db, { title: "Split AC 1.5 Ton" });
    const order = await insertOrder(handle.db, productId);
    const row = await started({ kind: "installation", orderId: order.id });
    const card = await loadJobCard(handle.db, techId, row.id);
    expect(card?.kindText).toBe("Installation");
    expect(card?.rateCard).toEqual([]);
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        { labourKey: "ac-pcb", paymentMethod: "cash" },
        { technicianId: techId },
      ),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await completeVisit(
        handle.db,
        tech,
        row.id,
        { labourKey: "none", paymentMethod: "cash" },
        { technicianId: techId },
      ),
    ).toEqual({
      ok: true,
      alreadyCompleted: false,
    });
    const invoice = (await loadJobCard(handle.db, techId, row.id))?.invoice;
    expect(invoice).toMatchObject({
      kind: "installation",
      visitChargePaise: 0,
      labourPaise: 0,
      totalPaise: 0,
    });
  });

  it("refuses a completion whose part ran out, writing nothing", async () => {
    const row = await started();
    const pcb = await part(1, 3_20_000);
    await addVisitPart(handle.db, techId, row.id, {
      partId: pcb.id,
      quantity: 1,
      requestKey: crypto.randomUUID(),
    });
    await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, "ac-pcb");
    await handle.db.update(spareParts).set({ stock: 0 }).where(eq(spareParts.id, pcb.id));
    const refused = await completeVisit(
      handle.db,
      tech,
      row.id,
      {
        labourKey: "ac-pcb",
        paymentMethod: "cash",
      },
      { technicianId: techId },
    );
    expect(refused).toEqual({
      ok: false,
      status: 409,
      message: `${pcb.name} is out of stock. Remove it or call the service desk.`,
    });
    expect(
      await handle.db.select().from(visitInvoices).where(eq(visitInvoices.bookingId, row.id)),
    ).toHaveLength(0);
    expect((await loadJobCard(handle.db, techId, row.id))?.status).toBe("in_progress");
  });

  it("lets only one of two visits completing at once take the last unit of a part; stock never goes below zero", async () => {
    const last = await part(1, 1_15_000);
    const [a, b] = [await started(), await started()];
    for (const row of [a, b]) {
      await addVisitPart(handle.db, techId, row.id, {
        partId: last.id,
        quantity: 1,
        requestKey: crypto.randomUUID(),
      });
      await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, "ac-general-service");
    }
    const complete = (id: number) =>
      completeVisit(
        handle.db,
        tech,
        id,
        { labourKey: "ac-general-service", paymentMethod: "cash" },
        { technicianId: techId },
      );

    let results;
    if (backend.name === "postgres") {
      // hold the part's row so both completions are waiting on it at the same moment, then let them race
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const holder = handle.db.transaction(async (tx) => {
        await tx.select().from(spareParts).where(eq(spareParts.id, last.id)).for("update");
        locked();
        await gate;
      });
      await holding;
      const racing = Promise.all([complete(a.id), complete(b.id)]);
      await expect
        .poll(async () => {
          return rowsOf<{ n: number }>(
            await handle.db.execute(
              sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
            ),
          )[0]!.n;
        })
        .toBe(2);
      release();
      await holder;
      results = await racing;
    } else {
      results = await Promise.all([complete(a.id), complete(b.id)]);
    }
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      {
        ok: false,
        status: 409,
        message: `${last.name} is out of stock. Remove it or call the service desk.`,
      },
    ]);
    expect(await stockOf(last.id)).toBe(0);
    const invoices = await handle.db
      .select()
      .from(visitInvoices)
      .where(sql`${visitInvoices.bookingId} IN (${a.id}, ${b.id})`);
    expect(invoices).toHaveLength(1);
  });

  it("shows the customer the code before completion, then the invoice, and takes one rating", async () => {
    const row = await visit();
    const pair = { reference: row.reference, phone: row.phone };
    expect(await findVisitAftercare(handle.db, pair)).toEqual({
      visitCode: row.visitCode,
      invoice: null,
      claim: null,
      amc: null,
      rework: null,
      rating: null,
      canRate: false,
      estimate: null,
      rebill: null,
    });
    expect((await rateVisit(handle.db, pair, { stars: 5, comment: null })).ok).toBe(false);
    await startVisit(handle.db, tech, techId, row.id, row.visitCode);
    await answeredEstimate(handle.db, { user: tech, id: techId }, row.id, "ac-gas-refill");
    await completeVisit(
      handle.db,
      tech,
      row.id,
      {
        labourKey: "ac-gas-refill",
        paymentMethod: "cash",
      },
      { technicianId: techId },
    );
    const after = await findVisitAftercare(handle.db, pair);
    expect(after?.visitCode).toBeNull();
    expect(after?.invoice?.totalPaise).toBe(1_77_000);
    expect(after?.canRate).toBe(true);
    expect(await rateVisit(handle.db, pair, { stars: 4, comment: "Quick and tidy" })).toEqual({ ok: true });
    expect(await rateVisit(handle.db, pair, { stars: 1, comment: null })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect((await findVisitAftercare(handle.db, pair))?.rating).toEqual({
      stars: 4,
      comment: "Quick and tidy",
    });
    expect(
      await rateVisit(handle.db, { ...pair, phone: "9000000000" }, { stars: 3, comment: null }),
    ).toMatchObject({ status: 404 });
  });

  it("seeds the starter parts list only into an empty table", async () => {
    const fresh = await backend.open();
    try {
      expect(await seedSparePartsIfEmpty(fresh.db)).toBe(true);
      const count = (await fresh.db.select().from(spareParts)).length;
      expect(count).toBeGreaterThan(5);
      expect(await seedSparePartsIfEmpty(fresh.db)).toBe(false);
      expect((await fresh.db.select().from(spareParts)).length).toBe(count);
    } finally {
      await fresh.close();
    }
  });
});
