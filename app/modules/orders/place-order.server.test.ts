import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { orderEvents, orderLines, orders, outbox, products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";
import { todayInIndia } from "~/lib/india-time";
import { effectiveUnitPricePaise } from "~/lib/money";
import {
  addBusinessDays,
  deliveryWindows,
  estimatedDeliveryDate,
  processingDays,
} from "~/modules/orders/delivery-estimate";

import { checkoutSchema, type CheckoutInput } from "./checkout.schema";
import { orderNumberPattern } from "./order-number";
import { fiscalYearOf } from "~/modules/gst/document-number";
import { invoiceFigures } from "./invoice-lines";
import { placeOrder, type PlaceOrderRequest } from "./place-order.server";

const notifyTo = "orders@example.test";

/** The number part of an invoice number of the series ("KHA/26-27/000123" -> 123). */
const serial = (number: string) => Number(number.slice(-6));

function customer(overrides: Partial<CheckoutInput> = {}) {
  return checkoutSchema.parse({
    name: "Meena Sundaram",
    email: "meena@example.test",
    phone: "+91 98430 11111",
    address: "14, Perundurai Road, Near Collectorate",
    city: "Erode",
    state: "Tamil Nadu",
    pincode: "638011",
    paymentMethod: "cod",
    agreeTerms: "on",
    ...overrides,
  });
}

let keyCounter = 0;
function request(lines: PlaceOrderRequest["lines"], overrides: Partial<PlaceOrderRequest> = {}) {
  keyCounter += 1;
  return { idempotencyKey: `key-${keyCounter}-${Date.now()}`, customer: customer(), lines, ...overrides };
}

describe.each(testBackends())("placing orders on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  async function setProduct(id: number, values: Partial<typeof products.$inferInsert>) {
    await handle.db.update(products).set(values).where(eq(products.id, id));
  }
  async function stockOf(id: number) {
    const [row] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    return row?.stock;
  }
  async function ordersWithKey(key: string) {
    return handle.db.select().from(orders).where(eq(orders.idempotencyKey, key));
  }

  beforeEach(async () => {
    await setProduct(1, {
      stock: 50,
      pricePaise: 3_209_300,
      mrpPaise: 4_790_000,
      discountPct: 33,
      hidden: false,
      installation: "none",
    });
    await setProduct(2, { stock: 50, hidden: false, installation: "none" });
  });

  it("prices every line from the database and stores the order, lines, event and notification", async () => {
    const [product] = await handle.db.select().from(products).where(eq(products.id, 2));
    const result = await placeOrder(
      handle.db,
      request([
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 2 },
        { productId: 1, quantity: 2 },
      ]),
      { notifyTo },
    );
    expect(result.ok).toBe(true);
    if (!result.ok || !product) return;
    const { order } = result;
    expect(result.created).toBe(true);
    expect(order.orderNumber).toMatch(orderNumberPattern);
    expect(result.accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(order.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    const unit2 = effectiveUnitPricePaise(product);
    expect(order.totalPaise).toBe(3 * 3_209_300 + 2 * unit2);
    expect(order.discountPaise).toBe(3 * (4_790_000 - 3_209_300) + 2 * ((product.mrpPaise ?? unit2) - unit2));
    expect(order.status).toBe("placed");
    expect(order.paymentStatus).toBe("pending");
    expect(order.shipping.phone).toBe("9843011111");
    expect(order.events.map((event) => event.status)).toEqual(["placed"]);
    expect(order.upi).toBeUndefined();
    // the date checkout promised for this pincode (Erode, non-metro), counted from the order's India date
    expect(order.estimatedDelivery).toBe(estimatedDeliveryDate(new Date(order.placedAt), "638011"));
    expect(order.estimatedDelivery).toBe(
      addBusinessDays(todayInIndia(new Date(order.placedAt)), processingDays.max + deliveryWindows.other.max),
    );
    expect(await stockOf(1)).toBe(47);
    expect(await stockOf(2)).toBe(48);

    const [row] = await handle.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    const note = (await handle.db.select().from(outbox).where(eq(outbox.kind, "order"))).find((candidate) =>
      candidate.subject.includes(order.orderNumber),
    );
    expect(note?.recipient).toBe(notifyTo);
    expect(note?.body).toContain("Meena Sundaram");
    expect(note?.body).toContain("14, Perundurai Road");
    expect(note?.body).toContain("x 3");
    expect(note?.body).toContain("Cash on delivery");
    expect(row?.accessToken).toBe(result.accessToken);
  });

  it("charges the price in the database when it changed after the shopper loaded the page", async () => {
    await setProduct(1, { pricePaise: 4_000_000, mrpPaise: 5_000_000, discountPct: 20 });
    const result = await placeOrder(handle.db, request([{ productId: 1, quantity: 2 }]), { notifyTo });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.lines[0]).toMatchObject({
      unitPricePaise: 4_000_000,
      mrpPaise: 5_000_000,
      lineTotalPaise: 8_000_000,
    });
    expect(result.order.totalPaise).toBe(8_000_000);
    expect(result.order.discountPaise).toBe(2_000_000);
  });

  it("ignores a price or total smuggled into the request", async () => {
    const tampered = {
      ...request([{ productId: 1, quantity: 1, pricePaise: 100 } as never]),
      totalPaise: 100,
    } as PlaceOrderRequest;
    const result = await placeOrder(handle.db, tampered, { notifyTo });
    expect(result.ok && result.order.totalPaise).toBe(3_209_300);
  });

  it("refuses empty carts, bad quantities, unknown and hidden products with 422", async () => {
    const refused = async (req: PlaceOrderRequest) => {
      const result = await placeOrder(handle.db, req, { notifyTo });
      expect(result.ok).toBe(false);
      return result.ok ? null : result;
    };
    expect((await refused(request([])))?.status).toBe(422);
    expect((await refused(request([{ productId: 1, quantity: 0 }])))?.refusal).toEqual({ code: "quantity" });
    expect((await refused(request([{ productId: 1, quantity: 11 }])))?.status).toBe(422);
    expect((await refused(request([{ productId: 1, quantity: 1.5 }])))?.status).toBe(422);
    const merged = await refused(
      request([
        { productId: 1, quantity: 6 },
        { productId: 1, quantity: 5 },
      ]),
    );
    expect(merged).toMatchObject({ status: 422, productId: 1 });
    expect((await refused(request([{ productId: 999_999, quantity: 1 }])))?.status).toBe(422);
    expect((await refused(request([{ productId: -1, quantity: 1 }])))?.status).toBe(422);
    await setProduct(2, { hidden: true });
    const hidden = await refused(request([{ productId: 2, quantity: 1 }]));
    expect(hidden).toMatchObject({ status: 422, productId: 2 });
    expect(hidden?.refusal).toMatchObject({ code: "hidden" });
    expect(
      (await refused(request([{ productId: 1, quantity: 1 }], { idempotencyKey: "bad key!" })))?.status,
    ).toBe(422);
    expect(await stockOf(1)).toBe(50);
  });

  it("says which product is out of stock or how many are left, with 409", async () => {
    await setProduct(2, { stock: 0 });
    const [product] = await handle.db.select().from(products).where(eq(products.id, 2));
    const out = await placeOrder(handle.db, request([{ productId: 2, quantity: 1 }]), { notifyTo });
    expect(out).toEqual({
      ok: false,
      status: 409,
      refusal: { code: "outOfStock", title: product?.title },
      productId: 2,
    });
    await setProduct(2, { stock: 2 });
    const few = await placeOrder(
      handle.db,
      request([
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 3 },
      ]),
      { notifyTo },
    );
    expect(few).toMatchObject({ ok: false, status: 409, productId: 2 });
    expect(few.ok ? null : few.refusal).toMatchObject({ code: "onlyLeft", stock: 2 });
    expect(await stockOf(1)).toBe(50);
    expect(await stockOf(2)).toBe(2);
  });

  it("makes one order and one stock decrement from 20 concurrent submits with one key", async () => {
    const req = request([{ productId: 1, quantity: 2 }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(handle.db, structuredClone(req), { notifyTo })),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const numbers = new Set(results.map((result) => (result.ok ? result.order.orderNumber : "")));
    expect(numbers.size).toBe(1);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => (result.ok ? result.accessToken : ""))).size).toBe(1);
    expect(await ordersWithKey(req.idempotencyKey)).toHaveLength(1);
    expect(await stockOf(1)).toBe(48);
    const retried = await placeOrder(handle.db, structuredClone(req), { notifyTo });
    expect(retried).toMatchObject({ ok: true, created: false });
    expect(await stockOf(1)).toBe(48);
  });

  it("refuses the same key with a different cart or customer with 422", async () => {
    const req = request([{ productId: 1, quantity: 1 }]);
    expect((await placeOrder(handle.db, req, { notifyTo })).ok).toBe(true);
    const otherCart = await placeOrder(
      handle.db,
      { ...req, lines: [{ productId: 1, quantity: 2 }] },
      { notifyTo },
    );
    expect(otherCart).toEqual({ ok: false, status: 422, refusal: { code: "keyReused" } });
    const otherAddress = await placeOrder(
      handle.db,
      { ...req, customer: customer({ address: "99, Another Street, Somewhere Else" }) },
      { notifyTo },
    );
    expect(otherAddress).toMatchObject({ ok: false, status: 422 });
    // the same cart written differently is the same request
    const split = await placeOrder(
      handle.db,
      { ...req, lines: [{ productId: 1, quantity: 1 }] },
      { notifyTo },
    );
    expect(split).toMatchObject({ ok: true, created: false });
    expect(await ordersWithKey(req.idempotencyKey)).toHaveLength(1);
    expect(await stockOf(1)).toBe(49);
  });

  it("sells the last 10 units to exactly 10 of 100 racing shoppers", async () => {
    await setProduct(3, { stock: 10, hidden: false, installation: "none" });
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        placeOrder(handle.db, request([{ productId: 3, quantity: 1 }]), { notifyTo }),
      ),
    );
    const won = results.filter((result) => result.ok);
    const lost = results.filter((result) => !result.ok);
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(90);
    for (const result of lost) {
      expect(result).toMatchObject({ status: 409, productId: 3 });
      expect(result.ok ? null : result.refusal).toMatchObject({ code: "outOfStock" });
    }
    expect(await stockOf(3)).toBe(0);
    const [sold] = await handle.db
      .select({ total: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.productId, 3));
    expect(sold?.total).toBe(10);
  });

  it("gives 50 concurrent orders 50 different order numbers", async () => {
    await Promise.all(
      [4, 5, 6].map((id) => setProduct(id, { stock: 100, hidden: false, installation: "none" })),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        placeOrder(handle.db, request([{ productId: 4 + (index % 3), quantity: 1 }]), { notifyTo }),
      ),
    );
    const placed = results.map((result) => (result.ok ? result.order.orderNumber : "failed"));
    expect(placed).not.toContain("failed");
    expect(new Set(placed).size).toBe(50);
    for (const number of placed) expect(number).toMatch(orderNumberPattern);
    // and 50 consecutive invoice numbers of the goods series, none missing, none twice
    const invoices = results.map((result) => (result.ok ? serial(result.order.invoiceNumber) : 0));
    const first = Math.min(...invoices);
    expect(invoices.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
  });

  it("gives three orders placed in a row consecutive invoice numbers, and a refused order none", async () => {
    const place = (productId: number, quantity = 1) =>
      placeOrder(handle.db, request([{ productId, quantity }]), { notifyTo });
    const first = await place(1);
    const refused = await place(2, 51);
    const second = await place(2);
    const third = await place(1);
    expect(refused.ok).toBe(false);
    const numbers = [first, second, third].map((result) => (result.ok ? result.order.invoiceNumber : ""));
    for (const number of numbers) expect(number).toMatch(/^KHA\/\d{2}-\d{2}\/\d{6}$/);
    const [a, b, c] = numbers.map(serial);
    expect([b! - a!, c! - b!]).toEqual([1, 1]);
  });

  it("keeps each line's HSN code and rate, the place of supply and a business buyer's GSTIN", async () => {
    await setProduct(9, { hsnCode: "84185000", gstRatePct: 5 });
    const result = await placeOrder(
      handle.db,
      request(
        [
          { productId: 9, quantity: 2 },
          { productId: 1, quantity: 1 },
        ],
        {
          customer: customer({
            address: "12, MG Road, Shanthala Nagar",
            city: "Bengaluru",
            state: "Karnataka",
            pincode: "560001",
            gstin: " 29aagcb7383j1z4 ",
            businessName: "Bengaluru Cool Traders",
          }),
        },
      ),
      { notifyTo },
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    // a later change to the product does not change what was invoiced
    await setProduct(9, { hsnCode: "841810", gstRatePct: 18 });
    const [row] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, result.order.orderNumber));
    expect(row).toMatchObject({
      placeOfSupply: "29",
      buyerGstin: "29AAGCB7383J1Z4",
      buyerBusinessName: "Bengaluru Cool Traders",
      installationSac: "998736",
    });
    const lines = await handle.db
      .select({ productId: orderLines.productId, hsnCode: orderLines.hsnCode, rate: orderLines.gstRatePct })
      .from(orderLines)
      .where(eq(orderLines.orderId, row!.id));
    expect(lines.sort((a, b) => a.productId - b.productId)).toEqual([
      { productId: 1, hsnCode: "852872", rate: 18 },
      { productId: 9, hsnCode: "84185000", rate: 5 },
    ]);
    const figures = invoiceFigures(result.order);
    expect(figures.supply).toBe("inter");
    expect(figures.totals.igstPaise).toBeGreaterThan(0);
    expect(figures.totals.taxablePaise + figures.totals.taxPaise).toBe(result.order.totalPaise);
    expect(result.order.tax.buyer).toEqual({ gstin: "29AAGCB7383J1Z4", name: "Bengaluru Cool Traders" });

    const erode = await placeOrder(handle.db, request([{ productId: 1, quantity: 1 }]), { notifyTo });
    if (!erode.ok) throw new Error(JSON.stringify(erode));
    expect(erode.order.tax).toEqual({ placeOfSupply: "33", buyer: null, installationSac: "998736" });
    expect(invoiceFigures(erode.order).supply).toBe("intra");
  });

  it("leaves the goods series without a gap or a repeat across every order placed here", async () => {
    const rows = await handle.db.select({ number: orders.invoiceNumber }).from(orders);
    const serials = rows
      .map((row) => row.number)
      .filter((number) => number.startsWith(`KHA/${fiscalYearOf(new Date()).slice(2)}/`))
      .map(serial)
      .sort((a, b) => a - b);
    expect(serials.length).toBeGreaterThan(60);
    expect(serials).toEqual(Array.from({ length: serials.length }, (_, index) => index + 1));
  });

  it("shows the UPI link and QR code while a UPI order waits for its payment", async () => {
    const result = await placeOrder(
      handle.db,
      request([{ productId: 1, quantity: 1 }], { customer: customer({ paymentMethod: "upi" }) }),
      { notifyTo },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.upi?.link).toContain(`am=32093.00`);
    expect(result.order.upi?.link).toContain(`tn=${result.order.orderNumber}`);
    expect(result.order.upi?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, result.order.orderNumber));
    const events = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? 0));
    expect(events).toHaveLength(1);
  });
});
