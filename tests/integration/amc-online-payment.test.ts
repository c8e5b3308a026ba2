// A maintenance contract paid online through a local Razorpay that checks the documented requests and
// signatures, on PGlite and PostgreSQL: one gateway order per contract, the signed way back and the
// webhook start the cover once (even at once), and money that cannot pay a contract pays nothing.
import crypto from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { amcContracts, gatewayEvents, gatewayOrders, outbox, type AmcContract } from "../../db/schema";
import { addDays, todayInIndia } from "~/lib/india-time";
import { cancelAmc, recordAmcPayment } from "~/modules/amc/amc-contracts.server";
import { contractCheckout } from "~/modules/amc/amc-online-payment.server";
import type { CheckoutForm } from "~/modules/payments/gateway";
import { handleGatewayEvent, paymentReturn } from "~/modules/payment-settlement/payment-settlement.server";
import type { GatewayEvent } from "~/modules/payments/gateway";
import { razorpayGateway } from "~/modules/payments/razorpay.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { boughtContract } from "../support/amc-contracts";
import {
  payOnGatewayPage,
  razorpayTestAccount,
  startLocalRazorpay,
  type LocalRazorpay,
} from "../support/local-razorpay";
import { soldAppliance } from "../support/repair-bookings";
import { openWithStaff } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

let local: LocalRazorpay;
beforeAll(async () => {
  local = await startLocalRazorpay();
});
afterAll(() => local.close());

const signingKey = "s".repeat(32);
const dealer = "dealer@example.test";

describe.each(testBackends())("maintenance contracts paid online, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  const gateway = () => razorpayGateway({ ...razorpayTestAccount, apiUrl: local.url });
  const now = new Date();

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
  });
  afterAll(() => handle?.close());

  const contractRow = async (id: number) =>
    (await handle.db.select().from(amcContracts).where(eq(amcContracts.id, id)))[0]!;

  async function waitingContract(): Promise<AmcContract> {
    const applianceId = await soldAppliance(handle.db, { warrantyUntil: addDays(todayInIndia(), -30) });
    return boughtContract(handle.db, { applianceId });
  }

  function checkout(row: AmcContract): Promise<CheckoutForm> {
    return contractCheckout(handle.db, gateway(), row, {
      publicUrl: "http://shop.test",
      signingKey,
      payeeName: "Kaveri Home Appliances",
      locale: "ta",
      now,
    });
  }

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

  it("makes one gateway order for the contract's price, and starts the cover once the payment is captured", async () => {
    const row = await waitingContract();
    const [first, second] = await Promise.all([checkout(row), checkout(row)]);
    expect(first).toEqual(second);
    if (first.state !== "ready") throw new Error("no payment form");
    const made = await handle.db.select().from(gatewayOrders).where(eq(gatewayOrders.amcContractId, row.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ orderId: null, amountPaise: row.pricePaise, currency: "INR" });
    expect(local.orders.get(made[0]!.gatewayOrderId)).toMatchObject({
      amount: row.pricePaise,
      receipt: row.contractNumber,
    });
    const field = Object.fromEntries(first.fields);
    expect(field).toMatchObject({
      key_id: razorpayTestAccount.keyId,
      amount: String(row.pricePaise),
      description: `Maintenance contract ${row.contractNumber}`,
      "prefill[contact]": `+91${row.phone}`,
    });
    expect(field["prefill[email]"]).toBeUndefined();
    expect(new URL(field.callback_url!).searchParams.get("lang")).toBe("ta");

    const { payment, ref, fields } = await payOnGatewayPage(local, first);
    // leaving the page, then a forged return: nothing is paid
    expect(await comeBack(ref, {}, true)).toEqual({
      kind: "amc",
      number: row.contractNumber,
      accessToken: row.accessToken,
      outcome: "cancelled",
    });
    expect(await comeBack(ref, { ...fields, razorpay_signature: "0".repeat(64) })).toMatchObject({
      outcome: "unconfirmed",
    });
    expect(await comeBack(`${ref}x`, fields)).toBeNull();
    // authorised by the bank, not yet captured
    expect(await comeBack(ref, fields)).toMatchObject({ outcome: "processing" });
    expect((await contractRow(row.id)).status).toBe("pending");

    local.capture(payment.id);
    expect(await comeBack(ref, fields)).toMatchObject({ outcome: "paid" });
    const paid = await contractRow(row.id);
    expect(paid).toMatchObject({
      status: "active",
      paymentMethod: "gateway",
      paymentReference: payment.id,
      startsOn: todayInIndia(now),
    });
    expect(paid.invoiceNumber).toMatch(/^KHS\/\d{2}-\d{2}\/\d+$/);
    expect(paid.taxablePaise! + paid.gstPaise!).toBe(row.pricePaise);

    // the webhook for the same payment, and the page opened again, change nothing
    const event = captured(payment.id, payment.order_id, row.pricePaise);
    expect(await handleGatewayEvent(handle.db, gateway(), event)).toBe("duplicate");
    expect((await contractRow(row.id)).invoiceNumber).toBe(paid.invoiceNumber);
    expect(await comeBack(ref, fields)).toMatchObject({ outcome: "paid" });
    // staff cannot record a second payment for it
    expect(
      await recordAmcPayment(handle.db, owner, row.id, { method: "upi", reference: "512345678901" }),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it("starts the cover once when the webhook and the customer's return arrive at the same moment", async () => {
    const row = await waitingContract();
    const { payment, ref, fields } = await payOnGatewayPage(local, await checkout(row));
    local.capture(payment.id);
    const event = captured(payment.id, payment.order_id, row.pricePaise);
    const [fromWebhook, again, fromReturn] = await Promise.all([
      handleGatewayEvent(handle.db, gateway(), event),
      handleGatewayEvent(handle.db, gateway(), { ...event, id: `${event.id}-again` }),
      comeBack(ref, fields),
    ]);
    expect([fromWebhook, again].filter((outcome) => outcome === "paid").length).toBeLessThanOrEqual(1);
    expect(fromReturn).toMatchObject({ outcome: "paid" });
    const paid = await contractRow(row.id);
    expect(paid).toMatchObject({ status: "active", paymentReference: payment.id });
    const recorded = await handle.db
      .select({ outcome: gatewayEvents.outcome })
      .from(gatewayEvents)
      .where(eq(gatewayEvents.eventId, event.id));
    expect(recorded).toHaveLength(1);
  });

  it("pays nothing for a wrong amount, and tells the dealer to refund money for a contract no longer waiting", async () => {
    const row = await waitingContract();
    const { payment } = await payOnGatewayPage(local, await checkout(row));
    local.capture(payment.id);
    expect(await handleGatewayEvent(handle.db, gateway(), captured(payment.id, payment.order_id, 100))).toBe(
      "amount-mismatch",
    );
    expect((await contractRow(row.id)).status).toBe("pending");

    // staff cancelled it while the customer was on the payment page
    expect(await cancelAmc(handle.db, owner, row.id)).toMatchObject({ ok: true });
    expect(
      await handleGatewayEvent(handle.db, gateway(), captured(payment.id, payment.order_id, row.pricePaise), {
        notifyTo: dealer,
      }),
    ).toBe("refund-due");
    expect(await contractRow(row.id)).toMatchObject({ status: "cancelled", invoiceNumber: null });

    // paid at the counter by UPI, then online as well
    const twice = await waitingContract();
    const online = await payOnGatewayPage(local, await checkout(twice));
    local.capture(online.payment.id);
    expect(
      await recordAmcPayment(handle.db, owner, twice.id, { method: "upi", reference: "612345678901" }),
    ).toMatchObject({ ok: true });
    expect(
      await handleGatewayEvent(
        handle.db,
        gateway(),
        captured(online.payment.id, online.payment.order_id, twice.pricePaise),
        { notifyTo: dealer },
      ),
    ).toBe("refund-due");
    expect(await contractRow(twice.id)).toMatchObject({
      paymentMethod: "upi",
      paymentReference: "612345678901",
    });

    const mails = await handle.db.select().from(outbox).where(eq(outbox.recipient, dealer));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `Payment received for cancelled contract ${row.contractNumber}: refund it`,
        `Payment received for already paid contract ${twice.contractNumber}: refund it`,
      ]),
    );
  });

  it("offers no form while the gateway cannot be reached, and keeps a contract's gateway order its own", async () => {
    const row = await waitingContract();
    const down = razorpayGateway({ ...razorpayTestAccount, apiUrl: local.url }, { timeoutMs: 50 });
    local.state.delayMs = 300;
    try {
      expect(
        await contractCheckout(handle.db, down, row, {
          publicUrl: "http://shop.test",
          signingKey,
          payeeName: "Kaveri",
          locale: "en",
          now,
        }),
      ).toEqual({ state: "unavailable" });
    } finally {
      local.state.delayMs = 0;
    }
    expect(
      await handle.db.select().from(gatewayOrders).where(eq(gatewayOrders.amcContractId, row.id)),
    ).toEqual([]);
    // a gateway order pays exactly one thing
    await expect(
      handle.db.insert(gatewayOrders).values({
        provider: "razorpay",
        gatewayOrderId: "order_Neither000001",
        amountPaise: 100,
        currency: "INR",
      }),
    ).rejects.toThrow();
  });
});
