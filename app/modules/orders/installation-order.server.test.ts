import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { bookingEvents, bookingSlots, orders, products, serviceBookings } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { firstInstallationDay } from "../../../tests/support/installation-visit";
import { testBackends } from "../../../tests/support/test-database";
import { addDays } from "~/lib/india-time";
import { effectiveUnitPricePaise } from "~/lib/money";

import { checkoutSchema } from "./checkout.schema";
import { advanceOrder, cancelOrder } from "./order-lifecycle.server";
import { placeOrder, type PlaceOrderRequest } from "./place-order.server";

const notifyTo = "orders@example.test";
const pincode = "638011";
const splitAcCharge = 149_900;

const customer = checkoutSchema.parse({
  name: "Meena Sundaram",
  email: "meena@example.test",
  phone: "98430 11111",
  address: "14, Perundurai Road, Near Collectorate",
  city: "Erode",
  state: "Tamil Nadu",
  pincode,
  paymentMethod: "cod",
  agreeTerms: "on",
});

let keyCounter = 0;
function request(
  lines: PlaceOrderRequest["lines"],
  installation: PlaceOrderRequest["installation"],
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest {
  keyCounter += 1;
  return {
    idempotencyKey: `install-${keyCounter}-${Date.now()}`,
    customer,
    lines,
    // a visit given is our technicians'; none given leaves the choice unmade
    installationBy: installation ? "dealer" : undefined,
    installation,
    ...overrides,
  };
}

describe.each(testBackends())("orders with an installation visit on $name", (backend) => {
  let handle: DatabaseHandle;
  // each test books its own weekday, so the slot counts start from nothing
  let day = 0;
  function nextDate(): string {
    let date = addDays(firstInstallationDay(pincode), day);
    day += 1;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) {
      date = addDays(date, 1);
      day += 1;
    }
    return date;
  }

  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  beforeEach(async () => {
    await handle.db
      .update(products)
      .set({ stock: 50, hidden: false })
      .where(inArray(products.id, [4, 5, 12]));
  });

  async function product(id: number) {
    const [row] = await handle.db.select().from(products).where(eq(products.id, id));
    return row!;
  }
  async function visitsOn(date: string) {
    return handle.db.select().from(serviceBookings).where(eq(serviceBookings.date, date));
  }
  async function placeOn(date: string, slot: "morning" | "afternoon" | "evening") {
    const [row] = await handle.db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.date, date), eq(bookingSlots.slot, slot)));
    return row?.booked ?? 0;
  }

  it("adds the split AC's installation charge to the total and books the visit with the order", async () => {
    const ac = await product(4);
    expect(ac).toMatchObject({ installation: "installation", installationChargePaise: splitAcCharge });
    const date = nextDate();
    const result = await placeOrder(
      handle.db,
      request([{ productId: 4, quantity: 1 }], { date, slot: "morning" }),
      { notifyTo, slotCapacity: 4 },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.refusal));
    const unit = effectiveUnitPricePaise(ac);
    expect(result.order.installationChargePaise).toBe(splitAcCharge);
    expect(result.order.totalPaise).toBe(unit + splitAcCharge);
    expect(result.order.installation).toMatchObject({
      kindText: "Installation",
      issue: `Installation of ${ac.title}`,
      issueMessage: { code: "installationOf", titles: ac.title },
      date,
      status: "requested",
      statusText: "Requested",
    });
    expect(result.order.installation?.reference).toMatch(/^SRV-[A-Z0-9]{8}$/);

    const [order] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, result.order.orderNumber));
    expect(order).toMatchObject({ installationChargePaise: splitAcCharge, totalPaise: unit + splitAcCharge });
    const [visit] = await visitsOn(date);
    expect(visit).toMatchObject({
      kind: "installation",
      orderId: order!.id,
      name: "Meena Sundaram",
      phone: "9843011111",
      pincode,
      appliance: "ac",
      brand: "lg",
      slot: "morning",
      status: "requested",
    });
    expect(visit!.address).toContain("14, Perundurai Road");
    const events = await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, visit!.id));
    expect(events).toHaveLength(1);
    expect(await placeOn(date, "morning")).toBe(1);
  });

  it("charges each unit's installation and books one visit; a product without installation adds nothing", async () => {
    const [ac, fan] = [await product(4), await product(12)];
    expect(fan.installation).toBe("none");
    const date = nextDate();
    const result = await placeOrder(
      handle.db,
      request(
        [
          { productId: 4, quantity: 2 },
          { productId: 12, quantity: 1 },
        ],
        { date, slot: "evening" },
      ),
      { notifyTo, slotCapacity: 4 },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.refusal));
    expect(result.order.totalPaise).toBe(
      2 * effectiveUnitPricePaise(ac) + effectiveUnitPricePaise(fan) + 2 * splitAcCharge,
    );
    expect(await visitsOn(date)).toHaveLength(1);

    const fanOnly = await placeOrder(handle.db, request([{ productId: 12, quantity: 1 }], undefined), {
      notifyTo,
    });
    if (!fanOnly.ok) throw new Error(JSON.stringify(fanOnly.refusal));
    expect(fanOnly.order).toMatchObject({ installationChargePaise: 0, installation: null });
    expect(fanOnly.order.totalPaise).toBe(effectiveUnitPricePaise(fan));
  });

  it("requires a visit within the window for such a cart, and writes nothing without one", async () => {
    const before = (await product(4)).stock;
    const unchosen = await placeOrder(handle.db, request([{ productId: 4, quantity: 1 }], undefined), {
      notifyTo,
    });
    expect(unchosen).toMatchObject({
      ok: false,
      status: 422,
      field: "installBy",
      refusal: { code: "installByRequired" },
    });
    const missing = await placeOrder(
      handle.db,
      request([{ productId: 4, quantity: 1 }], undefined, { installationBy: "dealer" }),
      { notifyTo },
    );
    expect(missing).toMatchObject({
      ok: false,
      status: 422,
      field: "installDate",
      refusal: { code: "installDateRequired" },
    });
    const early = await placeOrder(
      handle.db,
      request([{ productId: 4, quantity: 1 }], {
        date: addDays(firstInstallationDay(pincode), -3),
        slot: "morning",
      }),
      { notifyTo },
    );
    expect(early).toMatchObject({ ok: false, status: 422, field: "installDate" });
    const noSlot = await placeOrder(
      handle.db,
      request([{ productId: 4, quantity: 1 }], { date: nextDate(), slot: "emergency" }),
      { notifyTo },
    );
    expect(noSlot).toMatchObject({ ok: false, status: 422, field: "installSlot" });
    expect((await product(4)).stock).toBe(before);
  });

  it.each(["brand", "none"] as const)(
    "places the order without a visit and without the charge when the customer chose %s",
    async (by) => {
      const ac = await product(4);
      const before = ac.stock;
      const result = await placeOrder(
        handle.db,
        request([{ productId: 4, quantity: 1 }], undefined, { installationBy: by }),
        { notifyTo },
      );
      if (!result.ok) throw new Error(JSON.stringify(result.refusal));
      expect(result.order).toMatchObject({
        installationBy: by,
        installationChargePaise: 0,
        installation: null,
        totalPaise: effectiveUnitPricePaise(ac),
      });
      const [stored] = await handle.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, result.order.orderNumber));
      expect(stored).toMatchObject({ installationBy: by, installationChargePaise: 0 });
      const visits = await handle.db
        .select()
        .from(serviceBookings)
        .where(eq(serviceBookings.orderId, stored!.id));
      expect(visits).toEqual([]);
      expect((await product(4)).stock).toBe(before - 1);
      // a day and slot sent along with another choice books nothing and charges nothing
      const stray = await placeOrder(
        handle.db,
        request(
          [{ productId: 4, quantity: 1 }],
          { date: nextDate(), slot: "morning" },
          { installationBy: by },
        ),
        { notifyTo },
      );
      if (!stray.ok) throw new Error(JSON.stringify(stray.refusal));
      expect(stray.order).toMatchObject({ installationChargePaise: 0, installation: null });
    },
  );

  it("stores no choice for an order that needs no installation, whatever was posted", async () => {
    const result = await placeOrder(
      handle.db,
      request([{ productId: 12, quantity: 1 }], undefined, { installationBy: "brand" }),
      { notifyTo },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.refusal));
    expect(result.order.installationBy).toBeNull();
  });

  it("places nothing when the slot is full: no order, no visit, no stock taken, no place", async () => {
    const date = nextDate();
    await handle.db.insert(bookingSlots).values({ date, slot: "afternoon", capacity: 2, booked: 2 });
    const before = (await product(4)).stock;
    const countBefore = (await handle.db.select({ id: orders.id }).from(orders)).length;
    const result = await placeOrder(
      handle.db,
      request([{ productId: 4, quantity: 1 }], { date, slot: "afternoon" }),
      { notifyTo, slotCapacity: 4 },
    );
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      field: "installSlot",
      refusal: { code: "installSlotFull" },
    });
    expect((await handle.db.select({ id: orders.id }).from(orders)).length).toBe(countBefore);
    expect(await visitsOn(date)).toHaveLength(0);
    expect((await product(4)).stock).toBe(before);
    expect(await placeOn(date, "afternoon")).toBe(2);

    // another slot the same day goes through
    const other = await placeOrder(
      handle.db,
      request([{ productId: 4, quantity: 1 }], { date, slot: "morning" }),
      { notifyTo, slotCapacity: 4 },
    );
    expect(other.ok).toBe(true);
  });

  it("answers a retried submit with the same order and visit, taking the place once", async () => {
    const date = nextDate();
    const first = request([{ productId: 5, quantity: 1 }], { date, slot: "morning" });
    const results = await Promise.all([
      placeOrder(handle.db, first, { notifyTo, slotCapacity: 4 }),
      placeOrder(handle.db, first, { notifyTo, slotCapacity: 4 }),
      placeOrder(handle.db, first, { notifyTo, slotCapacity: 4 }),
    ]);
    const numbers = new Set(
      results.map((result) => (result.ok ? result.order.orderNumber : result.refusal.code)),
    );
    expect(numbers.size).toBe(1);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(1);
    expect(await visitsOn(date)).toHaveLength(1);
    expect(await placeOn(date, "morning")).toBe(1);
  });

  it("gives the last place of a slot to exactly one of two checkouts at once", async () => {
    const date = nextDate();
    await handle.db.insert(bookingSlots).values({ date, slot: "evening", capacity: 4, booked: 3 });
    // two different split ACs, so the checkouts meet only at the slot
    const results = await Promise.all([
      placeOrder(handle.db, request([{ productId: 4, quantity: 1 }], { date, slot: "evening" }), {
        notifyTo,
        slotCapacity: 4,
      }),
      placeOrder(handle.db, request([{ productId: 5, quantity: 1 }], { date, slot: "evening" }), {
        notifyTo,
        slotCapacity: 4,
      }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toEqual([
      { ok: false, status: 409, refusal: { code: "installSlotFull" }, field: "installSlot" },
    ]);
    const visits = await visitsOn(date);
    expect(visits).toHaveLength(1);
    const ordered = await handle.db.select().from(orders).where(eq(orders.id, visits[0]!.orderId!));
    expect(ordered).toHaveLength(1);
    expect(await placeOn(date, "evening")).toBe(4);
  });

  it("leaves the visit open when the order is delivered, and cancels it with the order", async () => {
    const date = nextDate();
    const delivered = await placeOrder(
      handle.db,
      request([{ productId: 4, quantity: 1 }], { date, slot: "morning" }),
      { notifyTo, slotCapacity: 4 },
    );
    if (!delivered.ok) throw new Error(JSON.stringify(delivered.refusal));
    const [row] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, delivered.order.orderNumber));
    for (const [to, trackingId] of [
      ["packed", undefined],
      ["shipped", "DTDC-123456789"],
      ["delivered", undefined],
    ] as const) {
      expect(await advanceOrder(handle.db, row!.id, to, { trackingId })).toEqual({ ok: true });
    }
    const [open] = await visitsOn(date);
    expect(open).toMatchObject({ status: "requested", cancelledAt: null });
    expect(await placeOn(date, "morning")).toBe(1);

    const cancelled = await placeOrder(
      handle.db,
      request([{ productId: 5, quantity: 1 }], { date, slot: "evening" }),
      { notifyTo, slotCapacity: 4 },
    );
    if (!cancelled.ok) throw new Error(JSON.stringify(cancelled.refusal));
    const [other] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, cancelled.order.orderNumber));
    expect(await placeOn(date, "evening")).toBe(1);
    expect(await cancelOrder(handle.db, other!.id, { by: "staff" })).toEqual({ ok: true });
    const visit = (await visitsOn(date)).find((candidate) => candidate.orderId === other!.id);
    expect(visit?.status).toBe("cancelled");
    expect(await placeOn(date, "evening")).toBe(0);
  });
});
