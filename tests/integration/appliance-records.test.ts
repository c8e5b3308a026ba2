import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog } from "../../db/admin-schema";
import { appliances } from "../../db/appliance-schema";
import type { DatabaseHandle } from "../../db/client.server";
import { orderLines, orders } from "../../db/order-schema";
import { outbox, serviceBookings } from "../../db/schema";
import { insertOrder, insertProduct } from "../support/order-rows";
import { openWithStaff } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";
import { addDays, formatDate, formatLongDate, todayInIndia } from "~/lib/india-time";
import { performOrderAction } from "~/modules/admin-orders/order-actions.server";
import { saveOrderSerials } from "~/modules/admin-orders/order-serials.server";
import { bookingSchema } from "~/modules/booking/booking.schema";
import { createBooking, findBooking } from "~/modules/booking/booking.server";
import { isSunday } from "~/modules/booking/booking-slots";
import {
  linkBookingAppliance,
  unlinkBookingAppliance,
} from "~/modules/booking/booking-appliance-link.server";
import { repairApplianceFromToken, repairForAppliance } from "~/modules/booking/repair-for-appliance.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { recordDeliveredUnits } from "~/modules/appliances/appliance-records.server";
import { searchAppliances } from "~/modules/appliances/my-appliances.server";
import { lookUpMyAppliances } from "~/modules/orders/my-appliances-lookup.server";
import { normaliseOrderNumber } from "~/modules/orders/order-number";
import { signRepairLink } from "~/modules/appliances/repair-link.server";
import { serialNumberMessage } from "~/modules/appliances/serial-number";
import { warrantyEndDate } from "~/modules/appliances/warranty-rules";

const signingKey = "s".repeat(40);

function weekdayAhead(days: number): string {
  let date = addDays(todayInIndia(), days);
  while (isSunday(date)) date = addDays(date, 1);
  return date;
}

describe.each(testBackends())("appliance records on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  let productId: number;

  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { username: "meena", displayName: "Meena" }));
    productId = await insertProduct(handle.db, {
      title: "LG 260 L Frost Free Refrigerator",
      brandSlug: "test-brand",
      category: "refrigerator",
      warrantyMonths: 12,
      warrantyNote: "10 years on the compressor",
    });
  });
  afterAll(() => handle?.close());

  /** An order of `quantity` units, moved along to shipped. */
  async function shippedOrder(quantity = 1) {
    const order = await insertOrder(handle.db, productId, { quantity });
    await handle.db.update(orders).set({ status: "shipped" }).where(eq(orders.id, order.id));
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return { order, lineId: line!.id };
  }

  const unitsOf = (orderId: number) =>
    handle.db.select().from(appliances).where(eq(appliances.orderId, orderId)).orderBy(appliances.unit);

  it("makes one appliance record per delivered unit, with the serials given, in the delivery's transaction", async () => {
    const { order, lineId } = await shippedOrder(2);
    const now = new Date();
    const result = await performOrderAction(handle.db, staff, order.id, {
      intent: "deliver",
      serials: { [`serial-${lineId}-1`]: " ab 12345 ", [`serial-${lineId}-2`]: "" },
    });
    expect(result).toMatchObject({ ok: true, message: "Marked as delivered." });
    const today = todayInIndia(now);
    const rows = await unitsOf(order.id);
    expect(rows.map((row) => [row.unit, row.serialNumber, row.purchaseDate, row.warrantyUntil])).toEqual([
      [1, "AB 12345", today, warrantyEndDate(today, 12)],
      [2, null, today, warrantyEndDate(today, 12)],
    ]);
    expect(rows[0]!.warrantyNote).toBe("10 years on the compressor");
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, "order.advance")));
    expect(audit?.after).toMatchObject({
      status: "delivered",
      serials: { [`serial-${lineId}-1`]: "AB 12345" },
    });

    // Delivering again is refused, and recording the units again (a retry) never duplicates them.
    expect(await performOrderAction(handle.db, staff, order.id, { intent: "deliver" })).toMatchObject({
      ok: false,
      status: 409,
    });
    await recordDeliveredUnits(handle.db, order.id, new Map(), new Date(now.getTime() + 86_400_000 * 3));
    const again = await unitsOf(order.id);
    expect(again).toHaveLength(2);
    expect(again[0]).toMatchObject({ serialNumber: "AB 12345", purchaseDate: today });
  });

  it("refuses a bad serial number with a message on its field, and the order stays shipped", async () => {
    const { order, lineId } = await shippedOrder();
    const result = await performOrderAction(handle.db, staff, order.id, {
      intent: "deliver",
      serials: { [`serial-${lineId}-1`]: "<script>" },
    });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      serialErrors: { [`serial-${lineId}-1`]: serialNumberMessage },
    });
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("shipped");
    expect(await unitsOf(order.id)).toHaveLength(0);
  });

  it("lets staff add or correct serial numbers later, audited; not before delivery", async () => {
    const { order, lineId } = await shippedOrder();
    const field = `serial-${lineId}-1`;
    expect(await saveOrderSerials(handle.db, staff, order.id, { [field]: "X1" })).toMatchObject({
      ok: false,
      status: 409,
    });
    await performOrderAction(handle.db, staff, order.id, { intent: "deliver" });
    expect(await saveOrderSerials(handle.db, staff, order.id, { [field]: "sn-778899" })).toMatchObject({
      ok: true,
      message: "Serial number saved.",
    });
    expect((await unitsOf(order.id))[0]?.serialNumber).toBe("SN-778899");
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, "order.serials")));
    expect(audits.map((row) => [row.before, row.after])).toEqual([
      [{ [field]: null }, { [field]: "SN-778899" }],
    ]);
    expect(await saveOrderSerials(handle.db, staff, order.id, { [field]: "SN-778899" })).toMatchObject({
      ok: true,
      message: "No serial number changed.",
    });
  });

  it("finds an order's appliances by order number and phone only, with warranty text and invoice link", async () => {
    const { order, lineId } = await shippedOrder();
    const options = { now: new Date(), signingKey };
    const before = await lookUpMyAppliances(handle.db, order.orderNumber, order.phone, options);
    expect(before).toMatchObject({ status: "shipped", appliances: [] });
    await performOrderAction(handle.db, staff, order.id, {
      intent: "deliver",
      serials: { [`serial-${lineId}-1`]: "RF2026X" },
    });
    expect(await lookUpMyAppliances(handle.db, order.orderNumber, "9000000000", options)).toBeNull();
    const found = await lookUpMyAppliances(handle.db, order.orderNumber.toLowerCase(), order.phone, options);
    expect(found?.invoiceHref).toBe(`/invoice?order=${order.orderNumber}&token=${order.accessToken}`);
    expect(found?.appliances).toHaveLength(1);
    const [appliance] = found!.appliances;
    expect(appliance).toMatchObject({
      title: "Test Refrigerator 260 L",
      serialNumber: "RF2026X",
      covered: true,
      warrantyText: `In warranty until ${formatDate(warrantyEndDate(todayInIndia(), 12))}`,
    });
    expect(appliance?.repairHref).toMatch(/^\/book-service\?appliance=/);
  });

  it("books a repair from a signed link with the appliance and its coverage; a bad link gives nothing", async () => {
    const { order, lineId } = await shippedOrder();
    await performOrderAction(handle.db, staff, order.id, {
      intent: "deliver",
      serials: { [`serial-${lineId}-1`]: "RF-555" },
    });
    const [record] = await unitsOf(order.id);
    const now = new Date();
    const token = signRepairLink(record!.id, new Date(now.getTime() + 3_600_000), signingKey);

    const form = await repairForAppliance(handle.db, token, { now, signingKey, locale: "en" });
    expect(form).toMatchObject({
      appliance: { title: "Test Refrigerator 260 L", serialNumber: "RF-555" },
      coverage: "in_warranty",
      values: {
        name: order.name,
        phone: order.phone,
        appliance: "refrigerator",
        brand: "other",
        address: "14, Brough Road, Erode, Erode",
        pincode: "638001",
      },
    });
    expect(await repairForAppliance(handle.db, `${token}x`, { now, signingKey, locale: "en" })).toBeNull();
    expect(
      await repairApplianceFromToken(handle.db, token, {
        now: new Date(now.getTime() + 7_200_000),
        signingKey,
      }),
    ).toBeNull();

    const appliance = await repairApplianceFromToken(handle.db, token, { now, signingKey });
    const booking = bookingSchema.parse({
      ...form!.values,
      issue: "Not cooling",
      date: weekdayAhead(3),
      slot: "morning",
      agreeTerms: "on",
    });
    const created = await createBooking(handle.db, booking, {
      now,
      capacity: 4,
      notifyTo: "desk@example.test",
      appliance: appliance!,
    });
    expect(created.ok).toBe(true);
    const reference = created.ok ? created.reference : "";
    const [row] = await handle.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.reference, reference));
    expect(row).toMatchObject({ applianceId: record!.id, coverage: "in_warranty" });
    const [mail] = await handle.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(
        eq(outbox.subject, `New service booking ${reference}: Refrigerator, ${formatLongDate(booking.date)}`),
      );
    expect(mail?.body).toContain("Warranty: In warranty");
    expect(mail?.body).toContain("For: Test Refrigerator 260 L, serial RF-555 (booked from My Appliances)");
    expect(await findBooking(handle.db, { reference, phone: order.phone }, now)).toMatchObject({
      coverage: "in_warranty",
      linkedAppliance: "Test Refrigerator 260 L, serial RF-555",
    });

    // After the warranty's end, the same appliance's repair is chargeable.
    await handle.db
      .update(appliances)
      .set({ warrantyUntil: addDays(todayInIndia(now), -1) })
      .where(eq(appliances.id, record!.id));
    const expired = await repairApplianceFromToken(handle.db, token, { now, signingKey });
    const second = await createBooking(
      handle.db,
      { ...booking, slot: "afternoon" },
      { now, capacity: 4, notifyTo: "desk@example.test", appliance: expired! },
    );
    const [secondRow] = await handle.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.reference, second.ok ? second.reference : ""));
    expect(secondRow?.coverage).toBe("chargeable");
  });

  it("lets staff find an appliance (the booking's phone first), link it and unlink it, audited", async () => {
    const mine = await shippedOrder();
    const other = await shippedOrder();
    await performOrderAction(handle.db, staff, mine.order.id, {
      intent: "deliver",
      serials: { [`serial-${mine.lineId}-1`]: "MINE-001" },
    });
    await performOrderAction(handle.db, staff, other.order.id, {
      intent: "deliver",
      serials: { [`serial-${other.lineId}-1`]: "THEIRS-001" },
    });
    const now = new Date();
    const created = await createBooking(
      handle.db,
      bookingSchema.parse({
        name: "Lakshmi",
        phone: mine.order.phone,
        appliance: "refrigerator",
        brand: "lg",
        issue: "Noisy",
        date: weekdayAhead(4),
        slot: "evening",
        address: "14, Brough Road, Erode",
        pincode: "638001",
        agreeTerms: "on",
      }),
      { now, capacity: 4, notifyTo: "desk@example.test" },
    );
    const [booking] = await handle.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.reference, created.ok ? created.reference : ""));
    expect(booking).toMatchObject({ applianceId: null, coverage: null });

    const suggested = await searchAppliances(handle.db, {
      query: "",
      orderNumber: "",
      phone: mine.order.phone,
    });
    expect(suggested.map((match) => [match.serialNumber, match.samePhone])).toEqual([["MINE-001", true]]);
    const bySerial = await searchAppliances(handle.db, {
      query: "theirs",
      orderNumber: normaliseOrderNumber("theirs"),
      phone: mine.order.phone,
    });
    expect(bySerial.map((match) => match.serialNumber)).toEqual(["THEIRS-001"]);
    const byOrder = await searchAppliances(handle.db, {
      query: other.order.orderNumber.toLowerCase(),
      orderNumber: normaliseOrderNumber(other.order.orderNumber.toLowerCase()),
      phone: mine.order.phone,
    });
    expect(byOrder.map((match) => match.orderNumber)).toEqual([other.order.orderNumber]);

    const [record] = await unitsOf(mine.order.id);
    expect(await linkBookingAppliance(handle.db, staff, booking!.id, 2_000_000_000)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await linkBookingAppliance(handle.db, staff, booking!.id, record!.id)).toMatchObject({ ok: true });
    const [linked] = await handle.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.id, booking!.id));
    expect(linked).toMatchObject({ applianceId: record!.id, coverage: "in_warranty" });

    expect(await unlinkBookingAppliance(handle.db, staff, booking!.id)).toMatchObject({ ok: true });
    const [unlinked] = await handle.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.id, booking!.id));
    expect(unlinked).toMatchObject({ applianceId: null, coverage: null });
    const audits = await handle.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, String(booking!.id))))
      .orderBy(auditLog.id);
    expect(audits).toEqual([
      { action: "booking.link_appliance", after: { applianceId: record!.id, coverage: "in_warranty" } },
      { action: "booking.unlink_appliance", after: { applianceId: null, coverage: null } },
    ]);
  });
});
