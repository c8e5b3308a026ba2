import crypto from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import {
  auditLog,
  bookingEvents,
  outbox,
  spareParts,
  technicians,
  visitEstimates,
  visitParts,
} from "../../../db/schema";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { startedRepair } from "../../../tests/support/repair-bookings";
import { testBackends } from "../../../tests/support/test-database";
import { visitCharge } from "~/modules/booking/service-rules";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { completeVisit } from "./complete-visit.server";
import { addVisitPart, loadJobCard } from "./job-card.server";
import {
  estimateChangedMessage,
  estimateNeededMessage,
  estimateNothingMessage,
  estimateNotSentMessage,
  estimateWaitingMessage,
  estimateWrongCodeMessage,
} from "./visit-estimate";
import {
  answerEstimateAsCustomer,
  approveEstimateWithCode,
  declineEstimateOnSite,
  loadEstimate,
  sendEstimate,
} from "./visit-estimates.server";
import { loadVisitInvoice } from "./visit-invoice.server";
import { findVisitAftercare } from "./visit-rating.server";

const settings = { sms: true, whatsapp: false, email: false, origin: "https://shop.example" };

describe.each(testBackends())("estimates before billed work, on $name", (backend) => {
  let handle: DatabaseHandle;
  let tech: SignedInStaff;
  let techId: number;

  beforeAll(async () => {
    ({ handle } = await openWithStaff(backend, { role: "owner" }));
    tech = await addStaffUser(handle.db, { role: "technician", password: null });
    const [row] = await handle.db
      .insert(technicians)
      .values({ name: "Senthil", staffUserId: tech.id })
      .returning();
    techId = row!.id;
  });
  afterAll(() => handle?.close());

  /** A chargeable AC repair under way, with a ₹437.35 part on the job card. */
  async function repairWithPart() {
    const row = await startedRepair(
      handle.db,
      { technician: tech, technicianId: techId },
      { updatesConsent: true },
    );
    const [part] = await handle.db
      .insert(spareParts)
      .values({ name: `Capacitor ${crypto.randomUUID()}`, appliance: "ac", pricePaise: 43_735, stock: 5 })
      .returning();
    await addVisitPart(handle.db, techId, row.id, {
      partId: part!.id,
      quantity: 1,
      requestKey: crypto.randomUUID(),
    });
    return { row, part: part! };
  }

  const complete = (bookingId: number, labourKey = "ac-capacitor") =>
    completeVisit(handle.db, tech, bookingId, { labourKey, paymentMethod: "cash" }, { technicianId: techId });

  it("sends the customer's share of the work with a code, and bills it once they approve with that code", async () => {
    const { row } = await repairWithPart();
    expect(await complete(row.id)).toEqual({
      ok: false,
      status: 409,
      message: estimateNeededMessage,
      field: "estimate",
    });
    expect(await sendEstimate(handle.db, tech, techId, row.id, "ac-capacitor", { settings })).toEqual({
      ok: true,
    });
    const estimate = await loadEstimate(handle.db, row.id);
    // ₹600 labour + ₹437.35 part, 18% GST on each (₹108 + ₹78.72)
    expect(estimate).toMatchObject({
      status: "sent",
      labourKey: "ac-capacitor",
      labourPaise: 60_000,
      partsPaise: 43_735,
      gstPaise: 18_672,
      totalPaise: 1_22_407,
      decidedVia: null,
    });
    expect(estimate?.approvalCode).toMatch(/^\d{4}$/);
    const [message] = await handle.db.select().from(outbox).where(eq(outbox.template, "estimate_sent"));
    expect(message?.body).toContain(`estimate for your repair ${row.reference}: Rs.1224.07`);
    expect(message?.body).toContain(`code ${estimate?.approvalCode}`);
    expect((await loadJobCard(handle.db, techId, row.id))?.estimate).toMatchObject({ status: "sent" });
    const pair = { reference: row.reference, phone: row.phone };
    expect((await findVisitAftercare(handle.db, pair))?.estimate).toMatchObject({
      status: "sent",
      totalPaise: 1_22_407,
    });

    // the same work again re-sends the same code
    await sendEstimate(handle.db, tech, techId, row.id, "ac-capacitor", { settings });
    expect((await loadEstimate(handle.db, row.id))?.approvalCode).toBe(estimate?.approvalCode);
    expect(await complete(row.id)).toMatchObject({ ok: false, message: estimateWaitingMessage });

    const wrong = estimate?.approvalCode === "0000" ? "1111" : "0000";
    expect(await approveEstimateWithCode(handle.db, tech, techId, row.id, wrong)).toEqual({
      ok: false,
      status: 400,
      message: estimateWrongCodeMessage,
    });
    expect(
      await approveEstimateWithCode(handle.db, tech, techId, row.id, estimate?.approvalCode ?? ""),
    ).toEqual({ ok: true });
    expect(await declineEstimateOnSite(handle.db, tech, techId, row.id)).toMatchObject({
      status: 409,
      message: estimateNotSentMessage,
    });
    expect((await findVisitAftercare(handle.db, pair))?.estimate).toMatchObject({ status: "approved" });

    // other work than approved needs its own estimate
    expect(await complete(row.id, "ac-gas-refill")).toMatchObject({ message: estimateChangedMessage });
    expect(await complete(row.id)).toEqual({ ok: true, alreadyCompleted: false });
    expect(await loadVisitInvoice(handle.db, row.id)).toMatchObject({
      labourPaise: 60_000,
      partsPaise: 43_735,
      totalPaise: 1_22_407,
    });
    const events = await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(events.map((event) => event.message?.code)).toEqual([
      "started",
      "estimateSent",
      "estimateSent",
      "estimateApproved",
      "completed",
    ]);
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["booking.estimate", "booking.estimate-answer", "booking.complete"]),
    );
  });

  it("bills only the visit charge when the customer declines on their page: the parts stay in stock", async () => {
    const { row, part } = await repairWithPart();
    await sendEstimate(handle.db, tech, techId, row.id, "ac-capacitor", { settings });
    const pair = { reference: row.reference, phone: row.phone };
    expect(await answerEstimateAsCustomer(handle.db, pair, "declined")).toEqual({ ok: true });
    expect(await answerEstimateAsCustomer(handle.db, pair, "approved")).toEqual({
      ok: false,
      status: 409,
      message: trackServiceMessages.code.estimateAnswered,
    });
    expect(
      await answerEstimateAsCustomer(handle.db, { ...pair, phone: "9000000000" }, "approved"),
    ).toMatchObject({ status: 404 });
    expect((await loadEstimate(handle.db, row.id))?.decidedVia).toBe("link");

    expect(await complete(row.id)).toEqual({ ok: true, alreadyCompleted: false });
    expect(await loadVisitInvoice(handle.db, row.id)).toMatchObject({
      visitChargePaise: visitCharge.paise,
      labourPaise: 0,
      labourItem: null,
      partsPaise: 0,
      totalPaise: visitCharge.paise,
      parts: [],
    });
    expect(await handle.db.select().from(visitParts).where(eq(visitParts.bookingId, row.id))).toEqual([]);
    const [stock] = await handle.db.select().from(spareParts).where(eq(spareParts.id, part.id));
    expect(stock?.stock).toBe(5);
  });

  it("has nothing to estimate when the customer pays for no work", async () => {
    const { row } = await repairWithPart();
    const [line] = await handle.db.select().from(visitParts).where(eq(visitParts.bookingId, row.id));
    await handle.db.delete(visitParts).where(eq(visitParts.id, line!.id));
    expect(await sendEstimate(handle.db, tech, techId, row.id, "none", { settings })).toEqual({
      ok: false,
      status: 409,
      message: estimateNothingMessage,
    });
    expect(await complete(row.id, "none")).toEqual({ ok: true, alreadyCompleted: false });
  });

  it("lets one of a customer's racing answers win", async () => {
    const { row } = await repairWithPart();
    await sendEstimate(handle.db, tech, techId, row.id, "ac-capacitor", { settings });
    const pair = { reference: row.reference, phone: row.phone };
    const answers = await Promise.all([
      answerEstimateAsCustomer(handle.db, pair, "approved"),
      answerEstimateAsCustomer(handle.db, pair, "declined"),
      declineEstimateOnSite(handle.db, tech, techId, row.id),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const [stored] = await handle.db
      .select()
      .from(visitEstimates)
      .where(eq(visitEstimates.bookingId, row.id));
    const answerEvents = (
      await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id))
    ).filter((event) => event.message?.code.startsWith("estimate") && event.message.code !== "estimateSent");
    expect(answerEvents).toHaveLength(1);
    expect(stored?.status).not.toBe("sent");
  });
});
