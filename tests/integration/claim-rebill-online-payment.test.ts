// A rejected warranty claim's bill, approved by the customer, paid online through a local Razorpay that
// checks the documented requests and signatures, on PGlite and PostgreSQL: one gateway order per bill, the
// signed way back and the webhook issue the customer's invoice once, and money for a bill already paid to
// staff pays nothing. The tracking page offers the form, and the way back lands on it.
import crypto from "node:crypto";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { claimRebills, gatewayOrders, outbox } from "../../db/schema";
import { getEnv, signingSecret } from "~/lib/env.server";
import { runClaimAction } from "~/modules/admin-claims/claim-actions.server";
import {
  answerRebillAsCustomer,
  askCustomerToPay,
  loadClaimRebill,
} from "~/modules/field-service/claim-rebill.server";
import { rebillCheckout } from "~/modules/field-service/claim-rebill-online.server";
import type { CheckoutForm } from "~/modules/payments/gateway";
import { trackingPath } from "~/modules/notify/tracking-link.server";
import { handleGatewayEvent, paymentReturn } from "~/modules/payment-settlement/payment-settlement.server";
import type { GatewayEvent } from "~/modules/payments/gateway";
import { razorpayGateway } from "~/modules/payments/razorpay.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { formDataOf } from "../support/form-data";
import {
  payOnGatewayPage,
  razorpayEnv,
  razorpayTestAccount,
  startLocalRazorpay,
  type LocalRazorpay,
} from "../support/local-razorpay";
import { repoRoot } from "../support/server-process";
import { testBackends } from "../support/test-database";
import { claimedRepair, openClaimsDesk, type Crew } from "../support/warranty-claims";

let local: LocalRazorpay;
beforeAll(async () => {
  local = await startLocalRazorpay();
  // the shop's own gateway for the tracking page's form, read once by this file's process
  Object.assign(process.env, razorpayEnv(local.url));
});
afterAll(() => local.close());

const signingKey = "s".repeat(32);
const dealer = "dealer@example.test";
const settings = { sms: true, whatsapp: false, email: false, origin: "https://shop.example" };

type TrackPage = {
  loader(args: { request: Request; params: object; context: unknown }): Promise<{
    data: { rebillCheckout: CheckoutForm | null; paymentOutcome: string | null };
  }>;
};

describe.each(testBackends())("a rejected claim's bill paid online, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let crew: Crew;
  const gateway = () => razorpayGateway({ ...razorpayTestAccount, apiUrl: local.url });
  const now = new Date();

  beforeAll(async () => {
    ({ handle, owner, crew } = await openClaimsDesk(backend));
  });
  afterAll(() => handle?.close());

  const billOf = async (bookingId: number) =>
    (await handle.db.select().from(claimRebills).where(eq(claimRebills.bookingId, bookingId)))[0]!;

  /** A claim LG rejected, put to the customer, who agreed to pay its ₹3,658. */
  async function approvedBill() {
    const claimed = await claimedRepair(handle.db, crew, 1_60_000);
    const rejected = await runClaimAction(
      handle.db,
      owner,
      claimed.bookingId,
      formDataOf({ intent: "reject", reason: "Physical damage to the indoor unit" }),
      now,
    );
    expect(rejected).toMatchObject({ status: 200 });
    expect(await askCustomerToPay(handle.db, owner, claimed.bookingId, { settings })).toEqual({ ok: true });
    return claimed;
  }

  const checkout = (reference: string) =>
    rebillCheckout(handle.db, gateway(), reference, {
      publicUrl: "http://shop.test",
      signingKey,
      payeeName: "Kaveri Home Appliances",
      locale: "ta",
      now,
    });

  const comeBack = (ref: string, fields: Record<string, string>, cancelled = false) =>
    paymentReturn(handle.db, gateway(), { ref, cancelled, fields }, { signingKey, now, notifyTo: dealer });

  function captured(paymentId: string, gatewayOrderId: string, amountPaise: number): GatewayEvent {
    return {
      id: `evt_${crypto.randomBytes(6).toString("hex")}`,
      kind: "payment.captured",
      refund: null,
      payment: {
        id: paymentId,
        orderId: gatewayOrderId,
        amountPaise,
        currency: "INR",
        status: "captured",
        method: "upi",
        createdAt: now,
      },
    };
  }

  it("offers no form before the customer agrees; then one gateway order for the bill, paid once with its invoice", async () => {
    const { bookingId, pair } = await approvedBill();
    expect(await checkout(pair.reference)).toBeNull();
    expect(await answerRebillAsCustomer(handle.db, pair, "approved", "link")).toEqual({ ok: true });

    const [first, second] = await Promise.all([checkout(pair.reference), checkout(pair.reference)]);
    expect(first).toEqual(second);
    const made = await handle.db
      .select()
      .from(gatewayOrders)
      .where(eq(gatewayOrders.claimRebillId, bookingId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      orderId: null,
      amcContractId: null,
      amountPaise: 3_65_800,
      currency: "INR",
    });
    expect(local.orders.get(made[0]!.gatewayOrderId)).toMatchObject({
      amount: 3_65_800,
      receipt: pair.reference,
    });
    const field = Object.fromEntries(first?.state === "ready" ? first.fields : []);
    expect(field).toMatchObject({
      key_id: razorpayTestAccount.keyId,
      amount: "365800",
      description: `Repair ${pair.reference}`,
      "prefill[contact]": `+91${pair.phone}`,
    });
    expect(new URL(field.callback_url!).searchParams.get("lang")).toBe("ta");

    const { payment, ref, fields } = await payOnGatewayPage(local, first);
    expect(await comeBack(ref, {}, true)).toEqual({
      kind: "service",
      number: pair.reference,
      accessToken: "",
      outcome: "cancelled",
    });
    expect(await comeBack(ref, { ...fields, razorpay_signature: "0".repeat(64) })).toMatchObject({
      outcome: "unconfirmed",
    });
    expect(await comeBack(ref, fields)).toMatchObject({ outcome: "processing" });
    expect((await billOf(bookingId)).status).toBe("approved");

    local.capture(payment.id);
    expect(await comeBack(ref, fields)).toMatchObject({ kind: "service", outcome: "paid" });
    const paid = await billOf(bookingId);
    expect(paid).toMatchObject({ status: "paid", paymentMethod: "gateway", gatewayPaymentId: payment.id });
    expect(paid.invoiceNumber).toMatch(/^KHS\/\d{2}-\d{2}\/\d{6}$/);
    expect((await loadClaimRebill(handle.db, bookingId))?.invoice).toMatchObject({
      invoiceNumber: paid.invoiceNumber,
      paymentMethod: "gateway",
      totalPaise: 3_65_800,
    });
    // the webhook for the same payment changes nothing; no form is offered for a paid bill
    expect(
      await handleGatewayEvent(handle.db, gateway(), captured(payment.id, payment.order_id, 3_65_800)),
    ).toBe("duplicate");
    expect((await billOf(bookingId)).invoiceNumber).toBe(paid.invoiceNumber);
    expect(await checkout(pair.reference)).toBeNull();
    // staff cannot record a second payment for it
    expect(
      await runClaimAction(
        handle.db,
        owner,
        bookingId,
        formDataOf({ intent: "rebill-paid", method: "cash" }),
        now,
      ),
    ).toMatchObject({ status: 409 });
  });

  it("issues one invoice when the webhook and the customer's return arrive at once", async () => {
    const { bookingId, pair } = await approvedBill();
    expect(await answerRebillAsCustomer(handle.db, pair, "approved", "link")).toEqual({ ok: true });
    const { payment, ref, fields } = await payOnGatewayPage(local, await checkout(pair.reference));
    local.capture(payment.id);
    const event = captured(payment.id, payment.order_id, 3_65_800);
    const [fromWebhook, fromReturn] = await Promise.all([
      handleGatewayEvent(handle.db, gateway(), event),
      comeBack(ref, fields),
    ]);
    expect(["paid", "duplicate"]).toContain(fromWebhook);
    expect(fromReturn).toMatchObject({ outcome: "paid" });
    expect(await billOf(bookingId)).toMatchObject({ status: "paid", gatewayPaymentId: payment.id });
  });

  it("pays nothing for a wrong amount, and tells the dealer to refund money for a bill already paid in cash", async () => {
    const { bookingId, pair } = await approvedBill();
    expect(await answerRebillAsCustomer(handle.db, pair, "approved", "link")).toEqual({ ok: true });
    const { payment } = await payOnGatewayPage(local, await checkout(pair.reference));
    local.capture(payment.id);
    expect(await handleGatewayEvent(handle.db, gateway(), captured(payment.id, payment.order_id, 100))).toBe(
      "amount-mismatch",
    );
    expect((await billOf(bookingId)).status).toBe("approved");

    // the technician took cash while the customer was on the payment page
    expect(
      await runClaimAction(
        handle.db,
        owner,
        bookingId,
        formDataOf({ intent: "rebill-paid", method: "cash" }),
        now,
      ),
    ).toMatchObject({ status: 200 });
    expect(
      await handleGatewayEvent(handle.db, gateway(), captured(payment.id, payment.order_id, 3_65_800), {
        notifyTo: dealer,
      }),
    ).toBe("refund-due");
    expect(await billOf(bookingId)).toMatchObject({ paymentMethod: "cash", gatewayPaymentId: null });
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.recipient, dealer));
    expect(mail?.subject).toBe(`Payment received for the already paid bill of ${pair.reference}: refund it`);
    expect(mail?.body).toContain(payment.id);
  });

  it("shows the form on the tracking page opened from its link, and the payment's outcome on coming back", async () => {
    const { pair } = await approvedBill();
    expect(await answerRebillAsCustomer(handle.db, pair, "approved", "link")).toEqual({ ok: true });
    const page = (await import(path.join(repoRoot, "app/routes/store/track-service.tsx"))) as TrackPage;
    const target = trackingPath("booking", pair.reference, "en", {
      key: signingSecret(getEnv()),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const open = (query = "") =>
      page.loader({
        request: new Request(`http://127.0.0.1${target}${query}`),
        params: {},
        context: { db: handle.db, clientAddress: "10.9.8.7" },
      });
    const opened = await open();
    expect(opened.data.rebillCheckout).toMatchObject({
      state: "ready",
      action: `${local.url}/v1/checkout/embedded`,
    });
    expect(opened.data.paymentOutcome).toBeNull();
    expect((await open("&payment=failed")).data.paymentOutcome).toBe("failed");
    expect((await open("&payment=nonsense")).data.paymentOutcome).toBeNull();

    // leaving the gateway's page lands on the tracking page, opened without the phone, saying so
    const fields = Object.fromEntries(
      opened.data.rebillCheckout?.state === "ready" ? opened.data.rebillCheckout.fields : [],
    );
    const back = new URL(`${fields.callback_url!}&cancelled=1`);
    const returning = (await import(path.join(repoRoot, "app/routes/resources/payment-return.ts"))) as {
      loader(args: { request: Request; params: object; context: unknown }): Promise<Response>;
    };
    const landed = await returning.loader({
      request: new Request(`http://127.0.0.1${back.pathname}${back.search}`),
      params: {},
      context: { db: handle.db, clientAddress: "10.9.8.7" },
    });
    expect(landed.status).toBe(303);
    const location = new URL(landed.headers.get("Location")!, "http://127.0.0.1");
    expect(location.pathname).toBe("/track-service");
    expect(location.searchParams.get("payment")).toBe("cancelled");
    expect(
      (
        await page.loader({
          request: new Request(`http://127.0.0.1${location.pathname}${location.search}`),
          params: {},
          context: { db: handle.db, clientAddress: "10.9.8.7" },
        })
      ).data,
    ).toMatchObject({ paymentOutcome: "cancelled", rebillCheckout: { state: "ready" } });
  });
});
