import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, claimRebills, outbox, serviceBookings } from "../../../db/schema";
import { formDataOf } from "../../../tests/support/form-data";
import { claimedRepair, openClaimsDesk, type Crew } from "../../../tests/support/warranty-claims";
import { repoRoot } from "../../../tests/support/server-process";
import { testBackends } from "../../../tests/support/test-database";
import { boughtContract } from "../../../tests/support/amc-contracts";
import { soldAppliance } from "../../../tests/support/repair-bookings";
import { recordAmcPayment } from "~/modules/amc/amc-contracts.server";
import { textIn } from "~/i18n/text";
import { getEnv, signingSecret } from "~/lib/env.server";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";
import { trackingPath } from "~/modules/notify/tracking-link.server";
import { erasedText, erasePersonalData, exportPersonalData } from "~/modules/account/personal-data.server";
import { anonymisePastTaxRetention } from "~/modules/account/tax-retention.server";
import { monthDocuments } from "~/modules/admin-gst/gstr1-documents.server";
import {
  answerRebillAsCustomer,
  askCustomerToPay,
  loadClaimRebill,
} from "~/modules/field-service/claim-rebill.server";
import { findVisitAftercare } from "~/modules/field-service/visit-rating.server";
import { loadWarrantyClaim } from "~/modules/field-service/warranty-claims.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { runClaimAction } from "./claim-actions.server";

const settings = { sms: true, whatsapp: false, email: false, origin: "https://shop.example" };
const paidOn = new Date("2026-11-21T05:00:00Z");

describe.each(testBackends())(
  "a rejected claim billed to the customer with their approval, on $name",
  (backend) => {
    let handle: DatabaseHandle;
    let owner: SignedInStaff;
    let crew: Crew;

    beforeAll(async () => {
      ({ handle, owner, crew } = await openClaimsDesk(backend));
    });
    afterAll(() => handle?.close());

    const run = (bookingId: number, values: Record<string, string>, now = new Date()) =>
      runClaimAction(handle.db, owner, bookingId, formDataOf(values), now);

    /** A claim for ₹1,500 of labour and a ₹1,600 part (₹3,658 with GST), rejected by the brand. */
    async function rejectedClaim() {
      const claimed = await claimedRepair(handle.db, crew, 1_60_000);
      expect(await run(claimed.bookingId, { intent: "rebill-ask" })).toMatchObject({
        status: 409,
        result: { message: "Only a claim the brand rejected can be put to the customer." },
      });
      expect(
        await run(claimed.bookingId, { intent: "reject", reason: "Physical damage to the indoor unit" }),
      ).toMatchObject({ status: 200 });
      return claimed;
    }

    it("asks once by a message with the link; the customer's yes lets staff take payment and issue the invoice", async () => {
      const { bookingId, pair, partName } = await rejectedClaim();
      expect(await askCustomerToPay(handle.db, owner, bookingId, { settings })).toEqual({ ok: true });
      expect(await askCustomerToPay(handle.db, owner, bookingId, { settings })).toMatchObject({
        ok: false,
        status: 409,
      });
      const [message] = await handle.db.select().from(outbox).where(eq(outbox.template, "claim_rebill"));
      expect(message?.body).toContain(
        `the manufacturer did not accept the warranty claim for your repair ${pair.reference}. Pay Rs.3658 for it only if you agree`,
      );
      expect(message?.recipient).toBe(pair.phone);

      const aftercare = await findVisitAftercare(handle.db, pair);
      // no longer "covered by the warranty" once the customer is asked to pay
      expect(aftercare?.claim).toBeNull();
      expect(aftercare?.rebill).toMatchObject({
        status: "asked",
        reason: "Physical damage to the indoor unit",
        bill: {
          status: "sent",
          visitChargePaise: 0,
          labourPaise: 1_50_000,
          parts: [{ name: partName, quantity: 1, unitPricePaise: 1_60_000 }],
          gstPaise: 55_800,
          totalPaise: 3_65_800,
        },
        invoice: null,
      });

      // nothing is paid before the customer agrees, and the brand's late approval no longer fits
      expect(await run(bookingId, { intent: "rebill-paid", method: "cash" })).toMatchObject({
        status: 409,
        result: { message: "Only a bill the customer approved can be paid." },
      });
      expect(await run(bookingId, { intent: "approve" })).toMatchObject({
        status: 409,
        result: {
          message: "The customer has been asked to pay for this claim: it can no longer be approved.",
        },
      });

      expect(await answerRebillAsCustomer(handle.db, pair, "approved", "link")).toEqual({ ok: true });
      expect(await answerRebillAsCustomer(handle.db, pair, "declined", "link")).toMatchObject({
        ok: false,
        status: 409,
      });
      expect(await run(bookingId, { intent: "rebill-paid", method: "upi", utr: "12345" })).toMatchObject({
        status: 400,
        result: { field: "utr" },
      });
      expect(await run(bookingId, { intent: "rebill-paid", method: "card" })).toMatchObject({
        status: 400,
        result: { field: "method" },
      });
      expect(
        await run(bookingId, { intent: "rebill-paid", method: "upi", utr: "6123 4567 8901" }, paidOn),
      ).toMatchObject({ status: 200 });
      expect(await run(bookingId, { intent: "rebill-paid", method: "cash" })).toMatchObject({
        status: 409,
        result: { message: "This payment is already recorded." },
      });

      const rebill = await loadClaimRebill(handle.db, bookingId);
      expect(rebill).toMatchObject({ status: "paid", decidedVia: "link", bill: { status: "approved" } });
      expect(rebill?.invoice).toMatchObject({
        invoiceNumber: expect.stringMatching(/^KHS\/26-27\/\d{6}$/) as unknown,
        paymentMethod: "upi",
        labourPaise: 1_50_000,
        partsPaise: 1_60_000,
        gstPaise: 55_800,
        totalPaise: 3_65_800,
        taxTotals: {
          taxablePaise: 3_10_000,
          cgstPaise: 27_900,
          sgstPaise: 27_900,
          igstPaise: 0,
          taxPaise: 55_800,
        },
        customer: { phone: pair.phone },
      });
      expect((await findVisitAftercare(handle.db, pair))?.rebill?.invoice?.invoiceNumber).toBe(
        rebill?.invoice?.invoiceNumber,
      );
      const documents = await monthDocuments(handle.db, "2026-11");
      expect(documents).toContainEqual(
        expect.objectContaining({
          number: rebill?.invoice?.invoiceNumber,
          date: "2026-11-21",
          buyerGstin: null,
          placeOfSupply: "33",
          valuePaise: 3_65_800,
        }),
      );
      const audit = await handle.db.select({ action: auditLog.action }).from(auditLog);
      expect(audit.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(["warranty_claim.rebill_ask", "warranty_claim.rebill_paid"]),
      );
    });

    it("bills nothing after the customer declines; the brand may still approve later", async () => {
      const { bookingId, pair } = await rejectedClaim();
      expect(await run(bookingId, { intent: "rebill-ask" })).toMatchObject({ status: 200 });
      expect(
        await answerRebillAsCustomer(handle.db, { ...pair, phone: "9000000000" }, "declined", "link"),
      ).toMatchObject({ ok: false, status: 404 });
      expect(await answerRebillAsCustomer(handle.db, pair, "declined", "account")).toEqual({ ok: true });
      expect(await run(bookingId, { intent: "rebill-paid", method: "cash" })).toMatchObject({ status: 409 });
      const [row] = await handle.db.select().from(claimRebills).where(eq(claimRebills.bookingId, bookingId));
      expect(row).toMatchObject({ status: "declined", decidedVia: "account", invoiceNumber: null });
      expect((await findVisitAftercare(handle.db, pair))?.rebill?.bill.status).toBe("declined");
      // the dealer sent the brand proof: its approval is invoiced to it as any other
      expect(await run(bookingId, { intent: "approve" })).toMatchObject({ status: 200 });
      expect(await loadWarrantyClaim(handle.db, bookingId)).toMatchObject({ status: "approved" });
    });

    it("keeps the customer's data while the bill is open, and the name its invoice shows until GST retention ends", async () => {
      const { bookingId, pair } = await rejectedClaim();
      expect(await askCustomerToPay(handle.db, owner, bookingId, { settings })).toEqual({ ok: true });
      expect(await erasePersonalData(handle.db, pair.phone)).toEqual({ ok: false, open: true });
      expect(await answerRebillAsCustomer(handle.db, pair, "approved", "link")).toEqual({ ok: true });
      expect(await erasePersonalData(handle.db, pair.phone)).toEqual({ ok: false, open: true });
      const exported = await exportPersonalData(handle.db, pair.phone);
      expect(
        exported.serviceBookings.find((booking) => booking.reference === pair.reference)?.claimBill,
      ).toEqual({ status: "approved", invoiceNumber: null });
      expect(await run(bookingId, { intent: "rebill-paid", method: "cash" })).toMatchObject({ status: 200 });
      expect(await erasePersonalData(handle.db, pair.phone)).toMatchObject({ ok: true });
      const name = async () =>
        (await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, bookingId)))[0]?.name;
      expect(await name()).not.toBe(erasedText);
      await anonymisePastTaxRetention(handle.db, new Date(Date.now() + 9 * 365 * 86_400_000));
      expect(await name()).toBe(erasedText);
    });

    it("takes the customer's yes on the tracking page only with the message's link", async () => {
      const { bookingId, pair } = await rejectedClaim();
      expect(await askCustomerToPay(handle.db, owner, bookingId, { settings })).toEqual({ ok: true });
      const page = (await import(path.join(repoRoot, "app/routes/store/track-service.tsx"))) as {
        action(args: { request: Request; params: object; context: unknown }): Promise<{
          data: { notice: string | null; changeMessage: string | null };
          init?: ResponseInit | null;
        }>;
      };
      const post = (fields: Record<string, string>) =>
        page.action({
          request: new Request("http://127.0.0.1/track-service", {
            method: "POST",
            body: new URLSearchParams({ intent: "rebill-approve", ...pair, ...fields }),
          }),
          params: {},
          context: { db: handle.db, clientAddress: "10.9.8.7" },
        });
      // the reference and number alone are known to whoever booked: not proof enough to agree to pay
      const unproved = await post({});
      expect(unproved.init?.status).toBe(403);
      expect(unproved.data.changeMessage).toBe(trackServiceMessages.code.rebillFromLink);
      const target = trackingPath("booking", pair.reference, "en", {
        key: signingSecret(getEnv()),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const linked = await post({ t: new URL(target, "http://shop.test").searchParams.get("t")! });
      expect(linked.data.notice).toBe(textIn(trackServiceText, "en").rebillApproved);
      expect((await loadClaimRebill(handle.db, bookingId))?.decidedVia).toBe("link");
    });

    it("refuses a UTR that already paid another bill, and lets one of two racing payments win", async () => {
      const first = await rejectedClaim();
      const second = await rejectedClaim();
      for (const claim of [first, second]) {
        expect(await askCustomerToPay(handle.db, owner, claim.bookingId, { settings })).toEqual({ ok: true });
        expect(await answerRebillAsCustomer(handle.db, claim.pair, "approved", "link")).toEqual({ ok: true });
      }
      const utr = "712345678901";
      expect(await run(first.bookingId, { intent: "rebill-paid", method: "upi", utr })).toMatchObject({
        status: 200,
      });
      expect(await run(second.bookingId, { intent: "rebill-paid", method: "upi", utr })).toMatchObject({
        status: 409,
        result: { message: `That UTR already paid the claim bill of ${first.pair.reference}.` },
      });
      // nor does it pay a maintenance contract
      const contract = await boughtContract(handle.db, {
        applianceId: await soldAppliance(handle.db, { warrantyUntil: "2026-01-31" }),
      });
      expect(
        await recordAmcPayment(handle.db, owner, contract.id, { method: "upi", reference: utr }),
      ).toEqual({
        ok: false,
        status: 409,
        message: `That UTR already paid the claim bill of ${first.pair.reference}.`,
      });
      const outcomes = await Promise.all([
        run(second.bookingId, { intent: "rebill-paid", method: "cash" }),
        run(second.bookingId, { intent: "rebill-paid", method: "cash" }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409]);
    });
  },
);
