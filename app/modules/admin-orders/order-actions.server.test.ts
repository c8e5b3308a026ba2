import { todayInIndia } from "~/lib/india-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog } from "../../../db/admin-schema";
import type { DatabaseHandle } from "../../../db/client.server";
import { orderEvents, orders } from "../../../db/order-schema";
import { products } from "../../../db/schema";
import { insertOrder, insertProduct } from "../../../tests/support/order-rows";
import { testBackends } from "../../../tests/support/test-database";
import type { SignedInStaff } from "../staff/guard.server";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { performOrderAction } from "./order-actions.server";

describe.each(testBackends())("staff order actions on $name", (backend) => {
  let handle: DatabaseHandle;
  let user: SignedInStaff;
  let productId: number;

  beforeAll(async () => {
    ({ handle, staff: user } = await openWithStaff(backend, { username: "priya", displayName: "Priya" }));
    productId = await insertProduct(handle.db, { stock: 5 });
  });
  afterAll(() => handle?.close());

  const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const auditFor = (id: number) =>
    handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(auditLog.id);

  it("moves an order along its lifecycle, writing an audit row for each step", async () => {
    const order = await insertOrder(handle.db, productId);
    expect(await performOrderAction(handle.db, user, order.id, { intent: "pack" })).toMatchObject({
      ok: true,
      message: "Marked as packed.",
    });

    const missing = await performOrderAction(handle.db, user, order.id, { intent: "ship", trackingId: "  " });
    expect(missing).toMatchObject({ ok: false, status: 422, field: "trackingId" });
    expect((await orderRow(order.id)).status).toBe("packed");

    const shipped = await performOrderAction(handle.db, user, order.id, {
      intent: "ship",
      trackingId: "DTDC-778899",
    });
    expect(shipped).toMatchObject({ ok: true, message: "Marked as shipped with tracking ID DTDC-778899." });
    expect(await performOrderAction(handle.db, user, order.id, { intent: "deliver" })).toMatchObject({
      ok: true,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "delivered", trackingId: "DTDC-778899" });

    const audit = await auditFor(order.id);
    expect(audit.map((row) => [row.action, row.entity, row.before?.status, row.after?.status])).toEqual([
      ["order.advance", "order", "placed", "packed"],
      ["order.advance", "order", "packed", "shipped"],
      ["order.advance", "order", "shipped", "delivered"],
    ]);
    expect(audit[1]?.after).toMatchObject({ trackingId: "DTDC-778899" });
    expect(audit[0]).toMatchObject({ userId: user.id, actor: "Priya (priya)" });
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.status)).toEqual(
      expect.arrayContaining(["packed", "shipped", "delivered"]),
    );
  });

  it("refuses a step out of order with a 409 and records nothing", async () => {
    const order = await insertOrder(handle.db, productId);
    const result = await performOrderAction(handle.db, user, order.id, { intent: "deliver" });
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(await auditFor(order.id)).toEqual([]);
  });

  it("cancels only after confirmation, and returns the stock", async () => {
    const order = await insertOrder(handle.db, productId, { quantity: 2 });
    const stockBefore = (await handle.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
    expect(await performOrderAction(handle.db, user, order.id, { intent: "cancel" })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect((await orderRow(order.id)).status).toBe("placed");
    const result = await performOrderAction(handle.db, user, order.id, {
      intent: "cancel",
      confirm: "yes",
      note: "Customer asked by phone",
    });
    expect(result).toMatchObject({ ok: true });
    expect((await orderRow(order.id)).status).toBe("cancelled");
    const stockAfter = (await handle.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
    expect(stockAfter).toBe(stockBefore + 2);
    const [audit] = await auditFor(order.id);
    expect(audit).toMatchObject({
      action: "order.cancel",
      before: { status: "placed" },
      after: { status: "cancelled" },
    });
  });

  it("records a payment only with its UTR and amount; a fully paid order takes no more", async () => {
    const order = await insertOrder(handle.db, productId, { paymentMethod: "upi" });
    const today = todayInIndia();
    const payment = (reference: string, amount = String(order.totalPaise / 100)) => ({
      intent: "record-payment",
      payment: { channel: "upi", amount, reference, receivedOn: today },
    });
    const missing = await performOrderAction(handle.db, user, order.id, payment(""));
    expect(missing).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(missing.ok ? null : missing.paymentErrors?.reference).toMatch(/12-digit UTR/);
    const tooMuch = await performOrderAction(handle.db, user, order.id, payment("123456789012", "99999999"));
    expect(tooMuch.ok ? null : tooMuch.paymentErrors?.amount).toBe(
      "That is more than twice what is due: check the amount.",
    );
    expect(await performOrderAction(handle.db, user, order.id, payment("1234 5678 9012"))).toMatchObject({
      ok: true,
      message: "Payment recorded: paid in full.",
    });
    expect(await performOrderAction(handle.db, user, order.id, payment("123456789099"))).toMatchObject({
      ok: false,
      status: 409,
    });
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    const audit = await auditFor(order.id);
    expect(audit.map((row) => [row.action, row.before?.paymentStatus, row.after?.paymentStatus])).toEqual([
      ["order.payment_received", "pending", "paid"],
    ]);
    expect(audit[0]?.after).toMatchObject({ payment: { channel: "upi", reference: "123456789012" } });
  });

  it("records a cash order confirmed by phone, once, and only while it waits for it", async () => {
    const now = new Date();
    const waiting = await insertOrder(handle.db, productId, {
      confirmBy: new Date(now.getTime() + 12 * 60 * 60_000),
      phoneVerifiedAt: null,
    });
    const confirm = () =>
      performOrderAction(handle.db, user, waiting.id, { intent: "confirm-by-phone" }, now);
    const confirmed = await confirm();
    expect(confirmed.ok && confirmed.message).toMatch(/^Confirmed by phone\./);
    expect(await orderRow(waiting.id)).toMatchObject({ codConfirmedAt: now, phoneVerifiedAt: now });
    expect(await confirm()).toMatchObject({ ok: false, status: 409 });
    const [audit] = await auditFor(waiting.id);
    expect(audit).toMatchObject({ action: "order.confirmed_by_phone", userId: user.id });

    // an order that never waited has nothing to confirm
    const plain = await insertOrder(handle.db, productId);
    expect(
      await performOrderAction(handle.db, user, plain.id, { intent: "confirm-by-phone" }, now),
    ).toMatchObject({ ok: false, status: 409 });
    expect((await orderRow(plain.id)).codConfirmedAt).toBeNull();
  });

  it("answers 400 for an unknown action and 404 for a missing order", async () => {
    const order = await insertOrder(handle.db, productId);
    expect(await performOrderAction(handle.db, user, order.id, { intent: "launch" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await performOrderAction(handle.db, user, 999_999, { intent: "pack" })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("rolls the change back when the audit row cannot be written", async () => {
    const order = await insertOrder(handle.db, productId);
    const ghost: SignedInStaff = { ...user, id: 987_654 };
    await expect(performOrderAction(handle.db, ghost, order.id, { intent: "pack" })).rejects.toThrow();
    expect((await orderRow(order.id)).status).toBe("placed");
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.status)).not.toContain("packed");
  });
});
