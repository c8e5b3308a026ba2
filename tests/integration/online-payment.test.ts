// Online payments against a local Razorpay that checks the documented requests and signatures, on PGlite and
// PostgreSQL: the client's requests and answers, a timeout, forged returns and events, and the order side
// (a capture pays once, however often or concurrently it is reported; a wrong amount pays nothing; unpaid
// orders expire and give their stock back; refunds never exceed what was paid, even when asked at once).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { gatewayOrders, orderEvents, orders, outbox, payments, products, refunds } from "../../db/schema";
import { expireUnpaidOnlineOrders, onlineCheckout } from "../../app/modules/orders/online-payment.server";
import { handleGatewayEvent } from "../../app/modules/payment-settlement/payment-settlement.server";
import { recordRefund, refundDue, sendGatewayRefund } from "../../app/modules/orders/refunds.server";
import { cancelOrder } from "../../app/modules/orders/order-lifecycle.server";
import { GatewayError, type GatewayEvent } from "../../app/modules/payments/gateway";
import { razorpayGateway } from "../../app/modules/payments/razorpay.server";
import { startLocalRazorpay, razorpayTestAccount, type LocalRazorpay } from "../support/local-razorpay";
import { insertOrder, insertProduct } from "../support/order-rows";
import { testBackends } from "../support/test-database";

let local: LocalRazorpay;
beforeAll(async () => {
  local = await startLocalRazorpay();
});
afterAll(() => local.close());

const account = () => ({ ...razorpayTestAccount, apiUrl: local.url });

describe("the Razorpay client against the local gateway", () => {
  it("makes the order with the amount in paise and our number as receipt, and refuses wrong keys", async () => {
    const gateway = razorpayGateway(account());
    const made = await gateway.createOrder({ amountPaise: 429_900, receipt: "ORD-261127-ABC123", notes: {} });
    expect(made).toMatchObject({ amountPaise: 429_900, currency: "INR" });
    expect(local.orders.get(made.id)).toMatchObject({ amount: 429_900, receipt: "ORD-261127-ABC123" });
    const wrong = razorpayGateway({ ...account(), keySecret: "not-the-secret-at-all" });
    await expect(wrong.createOrder({ amountPaise: 100, receipt: "x", notes: {} })).rejects.toMatchObject({
      kind: "refused",
    });
    expect(local.refused.at(-1)).toMatch(/api key provided is invalid/);
  });

  it("gives up on a gateway that does not answer in time", async () => {
    local.state.delayMs = 500;
    try {
      const gateway = razorpayGateway(account(), { timeoutMs: 100 });
      const error: unknown = await gateway
        .createOrder({ amountPaise: 100, receipt: "x", notes: {} })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({ kind: "timeout" });
    } finally {
      local.state.delayMs = 0;
    }
  });

  it("believes a return or an event only when its signature holds", async () => {
    const gateway = razorpayGateway(account());
    const good = { razorpay_order_id: "order_ABCDEF123", razorpay_payment_id: "pay_XYZ123456" };
    const crypto = await import("node:crypto");
    const signature = crypto
      .createHmac("sha256", razorpayTestAccount.keySecret)
      .update(`${good.razorpay_order_id}|${good.razorpay_payment_id}`)
      .digest("hex");
    expect(gateway.verifiedReturn({ ...good, razorpay_signature: signature })).toEqual({
      gatewayOrderId: good.razorpay_order_id,
      paymentId: good.razorpay_payment_id,
    });
    expect(gateway.verifiedReturn({ ...good, razorpay_signature: signature.replace(/.$/, "0") })).toBeNull();
    expect(
      gateway.verifiedReturn({
        ...good,
        razorpay_payment_id: "pay_OTHER12345",
        razorpay_signature: signature,
      }),
    ).toBeNull();
    expect(gateway.verifiedReturn({ "error[code]": "BAD_REQUEST_ERROR" })).toBe("failed");

    const raw = JSON.stringify({ event: "payment.failed", payload: {} });
    const signed = (secret: string) =>
      new Headers({
        "X-Razorpay-Signature": crypto.createHmac("sha256", secret).update(raw).digest("hex"),
        "X-Razorpay-Event-Id": "evt_1",
      });
    expect(gateway.verifiedEvent(raw, signed(razorpayTestAccount.webhookSecret))).toMatchObject({
      id: "evt_1",
      kind: "payment.failed",
    });
    expect(gateway.verifiedEvent(raw, signed("another-secret"))).toBeNull();
    expect(gateway.verifiedEvent(`${raw} `, signed(razorpayTestAccount.webhookSecret))).toBeNull();
  });
});

describe.each(testBackends())("online payments on $name", (backend) => {
  let handle: DatabaseHandle;
  let productId: number;
  const gateway = () => razorpayGateway(account());
  const now = new Date();

  beforeAll(async () => {
    handle = await backend.open();
    productId = await insertProduct(handle.db, { stock: 50 });
  });
  afterAll(() => handle?.close());

  async function onlineOrder(placedAt = now) {
    const order = await insertOrder(handle.db, productId, {
      paymentMethod: "card",
      placedAt,
      totalPaise: 429_900,
    });
    const checkout = await onlineCheckout(handle.db, gateway(), order, {
      publicUrl: "http://shop.test",
      signingKey: "k".repeat(32),
      payeeName: "Kaveri",
      locale: "en",
      now: placedAt,
    });
    expect(checkout.state).toBe("ready");
    const [made] = await handle.db.select().from(gatewayOrders).where(eq(gatewayOrders.orderId, order.id));
    return { order, gatewayOrderId: made!.gatewayOrderId };
  }

  function capture(gatewayOrderId: string, amountPaise = 429_900, id = `evt_${Math.random()}`): GatewayEvent {
    const paymentId = `pay_${gatewayOrderId.slice(6)}`;
    return {
      id,
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

  const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = (id: number) => handle.db.select().from(payments).where(eq(payments.orderId, id));

  it("pays once for a capture reported many times, even at once; a wrong amount pays nothing", async () => {
    const { order, gatewayOrderId } = await onlineOrder();
    expect(await handleGatewayEvent(handle.db, gateway(), capture(gatewayOrderId, 100))).toBe(
      "amount-mismatch",
    );
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");

    const event = capture(gatewayOrderId);
    const outcomes = await Promise.all([
      handleGatewayEvent(handle.db, gateway(), event),
      handleGatewayEvent(handle.db, gateway(), { ...event, id: `${event.id}-again` }),
      handleGatewayEvent(handle.db, gateway(), event),
    ]);
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await handleGatewayEvent(handle.db, gateway(), event)).toBe("duplicate");
  });

  it("cancels an online order unpaid after 60 minutes and puts its stock back; a paid one stays", async () => {
    const hourAgo = new Date(now.getTime() - 61 * 60_000);
    const unpaid = await onlineOrder(hourAgo);
    const paid = await onlineOrder(hourAgo);
    await handleGatewayEvent(handle.db, gateway(), capture(paid.gatewayOrderId));
    const fresh = await onlineOrder(now);
    const stock = async () =>
      (await handle.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
    const before = await stock();
    expect(await expireUnpaidOnlineOrders(handle.db, now)).toBeGreaterThanOrEqual(1);
    expect(await stock()).toBe(before + 1);
    expect((await orderRow(unpaid.order.id)).status).toBe("cancelled");
    expect((await orderRow(paid.order.id)).status).toBe("placed");
    expect((await orderRow(fresh.order.id)).status).toBe("placed");
    const [event] = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, unpaid.order.id))
      .orderBy(orderEvents.id);
    expect(event).toBeDefined();
    const cancelled = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, unpaid.order.id));
    expect(cancelled.at(-1)?.message).toEqual({ code: "cancelled", by: "expiry", refundDuePaise: null });

    // money that arrives after all is recorded, stays due back, and the dealer is told to refund it
    const late = await handleGatewayEvent(handle.db, gateway(), capture(unpaid.gatewayOrderId), {
      notifyTo: "dealer@example.test",
    });
    expect(late).toBe("paid");
    expect((await orderRow(unpaid.order.id)).status).toBe("cancelled");
    expect(await refundDue(handle.db, await orderRow(unpaid.order.id))).toBe(429_900);
    const mails = await handle.db.select().from(outbox).where(eq(outbox.recipient, "dealer@example.test"));
    expect(mails.map((mail) => mail.subject)).toContain(
      `Payment received for cancelled order ${unpaid.order.orderNumber}: refund it`,
    );
  });

  it("refunds at most what was paid, partly or in full, even when two refunds are asked at once", async () => {
    const { order, gatewayOrderId } = await onlineOrder();
    const event = capture(gatewayOrderId);
    await handleGatewayEvent(handle.db, gateway(), event);
    expect(await refundDue(handle.db, await orderRow(order.id))).toBe(0);
    expect(await recordRefund(handle.db, order.id, { channel: "gateway", amountPaise: 100 })).toMatchObject({
      ok: false,
      status: 409,
    });
    await cancelOrder(handle.db, order.id, { by: "staff", now });
    expect(await refundDue(handle.db, await orderRow(order.id))).toBe(429_900);
    const both = await Promise.all([
      recordRefund(handle.db, order.id, {
        channel: "bank",
        amountPaise: 300_000,
        reference: "NEFT0001",
        refundedOn: "2026-01-02",
      }),
      recordRefund(handle.db, order.id, {
        channel: "upi",
        amountPaise: 300_000,
        reference: "123456789012",
        refundedOn: "2026-01-02",
      }),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(await refundDue(handle.db, await orderRow(order.id))).toBe(129_900);
    const rows = await handle.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((row) => [row.status, row.amountPaise])).toEqual([["processed", 300_000]]);
  });

  it("asks the gateway for a refund with one idempotency key, however often it is sent", async () => {
    const before = local.refunds.size;
    const { order, gatewayOrderId } = await onlineOrder();
    const paymentId = `pay_${gatewayOrderId.slice(6)}`;
    local.payments.set(paymentId, {
      id: paymentId,
      order_id: gatewayOrderId,
      amount: 429_900,
      currency: "INR",
      status: "captured",
      method: "card",
      created_at: Math.floor(now.getTime() / 1000),
    });
    await handleGatewayEvent(handle.db, gateway(), capture(gatewayOrderId));
    await cancelOrder(handle.db, order.id, { by: "staff", now });
    const recorded = await recordRefund(handle.db, order.id, { channel: "gateway", amountPaise: 200_000 });
    if (!recorded.ok) throw new Error(recorded.message);
    local.state.delayMs = 300;
    const timedOut = await sendGatewayRefund(
      handle.db,
      razorpayGateway(account(), { timeoutMs: 50 }),
      recorded.refund.id,
    );
    local.state.delayMs = 0;
    expect(timedOut).toMatchObject({ ok: false, status: 502 });
    const sent = await sendGatewayRefund(handle.db, gateway(), recorded.refund.id);
    expect(sent.ok && sent.refund.status).toBe("pending");
    expect(sent.ok ? sent.refund.reference : null).toMatch(/^rfnd_/);
    // the timed-out request reached the gateway too: one refund there, not two
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(local.refunds.size - before).toBe(1);
    expect(local.refused.filter((line) => line.includes("refund"))).toEqual([]);

    // a refund the gateway could not make is due again, and the dealer is told
    const reference = sent.ok ? (sent.refund.reference ?? "") : "";
    const failed = await handleGatewayEvent(
      handle.db,
      gateway(),
      {
        id: `evt_failed_${reference}`,
        kind: "refund.failed",
        payment: null,
        refund: { id: reference, paymentId, amountPaise: 200_000, status: "failed" },
      },
      { notifyTo: "dealer@example.test" },
    );
    expect(failed).toBe("refund-failed");
    expect(await refundDue(handle.db, await orderRow(order.id))).toBe(429_900);
    const mails = await handle.db.select().from(outbox).where(eq(outbox.recipient, "dealer@example.test"));
    expect(mails.map((mail) => mail.subject)).toContain(`Refund failed for order ${order.orderNumber}`);
  });
});
