// The log providers switch both customer channels on for this file's processes, and an SMTP address the
// customer's e-mail: getEnv() reads them once. Nothing here delivers, so no SMTP server is needed.
process.env.SMS_PROVIDER = "log";
process.env.WHATSAPP_PROVIDER = "log";
process.env.SMTP_URL = "smtp://127.0.0.1:2525";

import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { orders, outbox, serviceBookings, technicians } from "../../db/schema";
import { openWithStaff } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";
import type { Locale } from "../../app/i18n/locale";
import type { SignedInStaff } from "../../app/modules/staff/guard.server";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { checkoutSchema } from "../../app/modules/orders/checkout.schema";
import { advanceOrder } from "../../app/modules/orders/order-lifecycle.server";
import { placeOrder } from "../../app/modules/orders/place-order.server";
import { orderNumberProved } from "../../app/modules/orders/order-updates.server";
import { bookingSchema } from "../../app/modules/booking/booking.schema";
import { isSunday } from "../../app/modules/booking/booking-slots";
import { createBooking } from "../../app/modules/booking/booking.server";
import { changeBookingAsStaff } from "../../app/modules/booking/staff-booking-change.server";

const notifyTo = "orders@example.test";
let counter = 0;

function order(
  productId: number,
  {
    updates = "on",
    language = "ta",
    phoneVerified = false,
  }: { updates?: string; language?: Locale; phoneVerified?: boolean } = {},
) {
  counter += 1;
  return {
    idempotencyKey: `updates-${counter}-${Date.now()}`,
    customer: checkoutSchema.parse({
      name: "Kavitha Raman",
      email: "kavitha@example.test",
      phone: "98430 22222",
      address: "7, Gandhiji Road, Near Post Office",
      city: "Erode",
      state: "Tamil Nadu",
      pincode: "638001",
      paymentMethod: "cod",
      agreeTerms: "on",
      ...(updates ? { updates } : {}),
    }),
    lines: [{ productId, quantity: 1 }],
    language,
    phoneVerified,
  };
}

describe.each(testBackends())("what the customer is told, and when, on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { seed: true }));
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(outbox);
  });

  /** Places the order and finds its row's id, for the staff steps that follow. */
  async function placedOrder(request: ReturnType<typeof order>) {
    const placed = await placeOrder(handle.db, request, { notifyTo });
    if (!placed.ok) throw new Error(JSON.stringify(placed.refusal));
    const [row] = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, placed.order.orderNumber));
    return { id: row?.id ?? 0, order: placed.order };
  }

  const customerRows = () =>
    handle.db.select().from(outbox).where(ne(outbox.channel, "email")).orderBy(asc(outbox.id));
  const customerEmails = () =>
    handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "email"), ne(outbox.recipient, notifyTo)))
      .orderBy(asc(outbox.id));

  it("an order placed in Tamil sends its update in Tamil by WhatsApp, SMS standing by; a large COD order asks to confirm instead", async () => {
    // The fan (₹3,640) is below the cash-on-delivery threshold; the refrigerator (₹17,640) is above it.
    const small = await placeOrder(handle.db, order(11), { notifyTo });
    if (!small.ok) throw new Error(JSON.stringify(small.refusal));
    expect((await customerRows()).map((row) => [row.channel, row.template, row.language])).toEqual([
      ["whatsapp", "order_placed", "ta"],
    ]);

    await handle.db.delete(outbox);
    const large = await placeOrder(handle.db, order(9), { notifyTo });
    if (!large.ok) throw new Error(JSON.stringify(large.refusal));
    const rows = await customerRows();
    // one message from a number nobody has proved: the request to confirm, which names the order and amount
    expect(rows.map((row) => row.template)).toEqual(["order_cod_confirm"]);
    expect(rows[0]?.body).toContain(`கேஷ் ஆன் டெலிவரி ஆர்டர் ${large.order.orderNumber} (₹17640)`);
    expect(rows.every((row) => row.recipient === "9843022222")).toBe(true);
    expect(large.order.customerUpdates).toMatchObject({ codConfirmNeeded: true, codConfirmedAt: null });
    expect(large.order.customerUpdates.confirmBy).not.toBeNull();

    // placed signed in with its own number: confirmed by placing it, and told it is placed
    await handle.db.delete(outbox);
    const signedIn = await placeOrder(handle.db, order(9, { phoneVerified: true }), { notifyTo });
    if (!signedIn.ok) throw new Error(JSON.stringify(signedIn.refusal));
    expect((await customerRows()).map((row) => row.template)).toEqual(["order_placed"]);
    expect(signedIn.order.customerUpdates).toMatchObject({ confirmBy: null, phoneVerified: true });
    expect(signedIn.order.customerUpdates.codConfirmedAt).not.toBeNull();

    // without the updates box ticked, the request to confirm still goes: the order cannot proceed without it
    await handle.db.delete(outbox);
    const quiet = await placeOrder(handle.db, order(9, { updates: "" }), { notifyTo });
    expect(quiet.ok).toBe(true);
    expect((await customerRows()).map((row) => row.template)).toEqual(["order_cod_confirm"]);
  });

  it("says nothing by SMS or WhatsApp when the box was unticked", async () => {
    const placed = await placeOrder(handle.db, order(11, { updates: "" }), { notifyTo });
    expect(placed.ok).toBe(true);
    expect(await customerRows()).toEqual([]);
    expect((await handle.db.select().from(outbox)).map((row) => row.channel)).toEqual(["email"]);
  });

  it("sends an unproved number only the first message, and the rest once a sign-in code proves it", async () => {
    const { id } = await placedOrder(order(11, { language: "en" }));
    await handle.db.delete(outbox);
    await advanceOrder(handle.db, id, "packed", {});
    await advanceOrder(handle.db, id, "shipped", { trackingId: "DTDC654321" });
    expect(await customerRows()).toEqual([]);
    expect(await customerEmails()).toEqual([]);
    await orderNumberProved(handle.db, "9843022222", new Date());
    await advanceOrder(handle.db, id, "delivered", {});
    expect((await customerRows()).map((message) => message.template)).toEqual(["order_delivered"]);
  });

  it("tells the customer when the order ships, with the courier's tracking ID, and when it is delivered", async () => {
    const placed = await placedOrder(order(11, { language: "en", phoneVerified: true }));
    const { id } = placed;
    await handle.db.delete(outbox);
    await advanceOrder(handle.db, id, "packed", {});
    await advanceOrder(handle.db, id, "shipped", { trackingId: "DTDC123456" });
    await advanceOrder(handle.db, id, "delivered", {});
    const rows = await customerRows();
    expect(rows.map((message) => message.template)).toEqual(["order_shipped", "order_delivered"]);
    expect(rows[0]?.body).toMatch(
      /^Kaveri Appliances: your order ORD-\S+ is on its way, courier tracking ID DTDC123456\./,
    );
    // the address given at checkout gets the same updates by e-mail
    const emails = await customerEmails();
    expect(emails.map((mail) => [mail.recipient, mail.template, mail.subject])).toEqual([
      ["kavitha@example.test", "order_shipped", `Your order ${placed.order.orderNumber} is on its way`],
      ["kavitha@example.test", "order_delivered", `Your order ${placed.order.orderNumber} is delivered`],
    ]);
    expect(emails[0]?.body.startsWith(`${rows[0]?.body}\n`)).toBe(true);
  });

  it("tells the customer of the desk's confirmation, the technician and the slot, a new slot and a cancellation", async () => {
    let date = addDays(todayInIndia(), 3);
    while (isSunday(date)) date = addDays(date, 1);
    const made = await createBooking(
      handle.db,
      bookingSchema.parse({
        name: "Ravi Kumar",
        phone: "9843033333",
        email: "ravi@example.test",
        appliance: "ac",
        brand: "voltas",
        issue: "Running but not cooling",
        date,
        slot: "morning",
        address: "12, Gandhi Street, Periyar Nagar",
        pincode: "638001",
        updates: "on",
        agreeTerms: "on",
      }),
      { now: new Date(), capacity: 4, notifyTo, language: "ta" },
    );
    if (!made.ok) throw new Error(made.message);
    expect(await customerRows()).toEqual([]);
    const [booked] = await handle.db
      .select({ id: serviceBookings.id })
      .from(serviceBookings)
      .where(eq(serviceBookings.reference, made.reference));
    const [technician] = await handle.db.insert(technicians).values({ name: "Senthil" }).returning();
    const id = booked?.id ?? 0;
    const options = { now: new Date(), capacity: 4 };
    await changeBookingAsStaff(handle.db, staff, id, { action: "confirm" }, options);
    await changeBookingAsStaff(
      handle.db,
      staff,
      id,
      { action: "assign", technicianId: technician?.id ?? 0 },
      options,
    );
    await changeBookingAsStaff(
      handle.db,
      staff,
      id,
      { action: "reschedule", date, slot: "evening" },
      options,
    );
    await changeBookingAsStaff(
      handle.db,
      staff,
      id,
      { action: "cancel", reason: "Customer travelling" },
      options,
    );
    const sms = await customerRows();
    expect(sms.map((row) => row.template)).toEqual([
      "booking_confirmed",
      "technician_assigned",
      "booking_rescheduled",
      "booking_cancelled",
    ]);
    expect(sms[1]?.variables?.slice(0, 2)).toEqual([made.reference, "Senthil"]);
    expect(sms[1]?.variables?.[3]).toBe("காலை 9-12");
    expect(sms[1]?.body).toContain(`தொழில்நுட்ப வல்லுநர் Senthil, வருகை ${sms[1]?.variables?.[2]}, காலை 9-12.`);
    expect(sms[2]?.body).toContain(", மாலை 3-6.");
    const emails = await customerEmails();
    expect(emails.map((mail) => [mail.recipient, mail.language, mail.template])).toEqual(
      sms.map((row) => ["ravi@example.test", "ta", row.template]),
    );
    expect(emails[2]?.subject).toBe(`சர்வீஸ் முன்பதிவு ${made.reference}: புதிய நாள் ${sms[2]?.variables?.[1]}`);
  });
});
