import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import {
  appliances,
  auditLog,
  complaints,
  contactMessages,
  customerAccounts,
  orders,
  outbox,
  serviceBookings,
} from "../../../db/schema";
import { insertOrder, insertProduct } from "../../../tests/support/order-rows";
import { testBackends } from "../../../tests/support/test-database";
import { recordDeliveredUnits } from "~/modules/appliances/appliance-records.server";
import { enqueueNotification } from "~/modules/notify/outbox.server";

import {
  erasedPhone,
  erasedText,
  erasePersonalData,
  exportPersonalData,
  taxRecordsKeptUntil,
} from "./personal-data.server";
import { anonymisePastTaxRetention, taxRetentionCutoff } from "./tax-retention.server";

const now = new Date("2030-05-10T06:00:00Z");

describe("how long GST law keeps an invoice", () => {
  it("is 72 months from the annual return's due date, 31 December after the financial year", () => {
    // placed in FY 2029-30 (April to March): annual return due 31 Dec 2030, kept to 31 Dec 2036
    expect(taxRecordsKeptUntil(new Date("2029-04-01T00:00:00+05:30"))).toBe("2036-12-31");
    expect(taxRecordsKeptUntil(new Date("2030-03-31T23:00:00+05:30"))).toBe("2036-12-31");
    expect(taxRecordsKeptUntil(new Date("2030-04-01T00:30:00+05:30"))).toBe("2037-12-31");
  });
});

describe("when GST law lets an invoice go", () => {
  it("is the start of the financial year seven years back, the day after the last year kept ends", () => {
    for (const day of ["2037-01-01", "2037-06-30", "2037-12-31", "2038-01-01"]) {
      const now = new Date(`${day}T00:05:00+05:30`);
      const cutoff = taxRetentionCutoff(now);
      // an invoice just before the cutoff is past its date; one at the cutoff is still kept
      expect(taxRecordsKeptUntil(new Date(cutoff.getTime() - 60_000)) < day).toBe(true);
      expect(taxRecordsKeptUntil(cutoff) >= day).toBe(true);
    }
  });
});

describe.each(testBackends())("a customer's personal data on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("exports every record of the number and nothing of another; erasure keeps the tax documents and anonymises the rest", async () => {
    const db = handle.db;
    const productId = await insertProduct(db, { title: "LG 260 L Frost Free Refrigerator" });
    const phone = "9843077801";
    const other = "9843077802";
    await db.insert(customerAccounts).values({ phone });
    const delivered = await insertOrder(db, productId, {
      phone,
      name: "Meena Raman",
      email: "meena@example.in",
      status: "delivered",
      placedAt: new Date("2030-05-01T06:00:00Z"),
    });
    await recordDeliveredUnits(db, delivered.id, new Map(), new Date("2030-05-03T06:00:00Z"));
    await db
      .update(appliances)
      .set({ serialNumber: "SN-MEENA-1" })
      .where(eq(appliances.orderId, delivered.id));
    const open = await insertOrder(db, productId, {
      phone,
      status: "placed",
      placedAt: new Date("2030-05-08T06:00:00Z"),
    });
    const theirs = await insertOrder(db, productId, {
      phone: other,
      name: "Ravi Kumar",
      email: "ravi@example.in",
      placedAt: new Date("2030-05-02T06:00:00Z"),
    });
    await db.insert(serviceBookings).values({
      reference: "SRV-ERASE001",
      name: "Meena Raman",
      phone,
      email: "meena@example.in",
      appliance: "ac",
      brand: "lg",
      issue: "Not cooling; my mother is at home after 2 pm",
      address: "14, Brough Road, Erode",
      pincode: "638001",
      date: "2030-05-02",
      slot: "morning",
      status: "completed",
    });
    const [complaint] = await db
      .insert(complaints)
      .values({
        name: "Meena Raman",
        phone,
        category: "delivery",
        description: "The box was torn.",
        status: "resolved",
        reply: "We replaced it.",
        acknowledgeBy: now,
        resolveBy: now,
      })
      .returning();
    await db.insert(complaints).values({
      name: "Ravi Kumar",
      phone: other,
      category: "repair",
      description: "Ravi's complaint",
      acknowledgeBy: now,
      resolveBy: now,
    });
    await db.insert(contactMessages).values([
      { name: "Meena", phone: "+91 98430 77801", topic: "sales", message: "Call me about ACs" },
      { name: "Ravi", phone: other, topic: "sales", message: "Ravi's message" },
    ]);
    await enqueueNotification(db, {
      kind: "order",
      channel: "sms",
      recipient: phone,
      subject: "SMS to the customer",
      body: `Your order ${delivered.orderNumber} is delivered.`,
      template: "order_delivered",
      variables: [delivered.orderNumber, "Ab3dE9xQ12"],
    });
    await enqueueNotification(db, {
      kind: "order",
      recipient: "owner@shop.example.test",
      subject: "New order",
      body: `Name: Meena Raman\nPhone: 98430 77801`,
    });

    const exported = await exportPersonalData(db, phone, now);
    expect(exported.orders.map((order) => order.orderNumber).sort()).toEqual(
      [delivered.orderNumber, open.orderNumber].sort(),
    );
    expect(exported.orders.find((order) => order.orderNumber === delivered.orderNumber)).toMatchObject({
      name: "Meena Raman",
      email: "meena@example.in",
      invoiceNumber: delivered.invoiceNumber,
      lines: [expect.objectContaining({ quantity: 1 })],
    });
    expect(exported.appliances).toEqual([expect.objectContaining({ serialNumber: "SN-MEENA-1" })]);
    expect(exported.serviceBookings.map((booking) => booking.reference)).toEqual(["SRV-ERASE001"]);
    expect(exported.complaints.map((c) => c.description)).toEqual(["The box was torn."]);
    expect(exported.messagesToUs.map((m) => m.message)).toEqual(["Call me about ACs"]);
    expect(exported.updatesWeSent.map((m) => m.to)).toEqual([phone]);
    expect(exported.account).not.toBeNull();
    const text = JSON.stringify(exported);
    for (const foreign of [other, "Ravi", theirs.orderNumber, "ravi@example.in"])
      expect(text).not.toContain(foreign);

    // an order still on its way: nothing is erased yet
    expect(await erasePersonalData(db, phone, now)).toEqual({ ok: false, open: true });
    expect((await exportPersonalData(db, phone, now)).orders).toHaveLength(2);
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, open.id));

    // placed in FY 2030-31: its annual return is due 31 Dec 2031, so the invoice is kept to 31 Dec 2037
    expect(await erasePersonalData(db, phone, now)).toEqual({ ok: true, taxRecordsUntil: "2037-12-31" });
    const [kept] = await db.select().from(orders).where(eq(orders.id, delivered.id));
    // the tax invoice's buyer stays; what the invoice does not show is gone
    expect(kept).toMatchObject({
      name: "Meena Raman",
      address: delivered.address,
      invoiceNumber: delivered.invoiceNumber,
      totalPaise: delivered.totalPaise,
      phone: erasedPhone,
      email: "",
      updatesConsent: false,
    });
    expect(kept!.accessToken).not.toBe(delivered.accessToken);
    const [unit] = await db.select().from(appliances).where(eq(appliances.orderId, delivered.id));
    expect(unit?.serialNumber).toBeNull();
    const [booking] = await db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.reference, "SRV-ERASE001"));
    expect(booking).toMatchObject({
      name: erasedText,
      address: erasedText,
      issue: erasedText,
      phone: erasedPhone,
      email: null,
    });
    const [gone] = await db.select().from(complaints).where(eq(complaints.id, complaint!.id));
    expect(gone).toMatchObject({
      name: erasedText,
      description: erasedText,
      phone: erasedPhone,
      reply: "We replaced it.",
    });
    expect((await db.select().from(contactMessages)).map((m) => m.name)).toEqual(["Ravi"]);
    const messages = await db.select().from(outbox).orderBy(outbox.id);
    expect(messages.map((m) => m.body)).toEqual([erasedText, erasedText]);
    expect(messages.map((m) => m.recipient)).toEqual([erasedPhone, "owner@shop.example.test"]);
    // the update still waiting to go is never sent
    expect(messages[0]).toMatchObject({ status: "failed", variables: [] });
    expect(await db.select().from(customerAccounts).where(eq(customerAccounts.phone, phone))).toEqual([]);

    // another number's records are as they were
    const [untouched] = await db.select().from(orders).where(eq(orders.id, theirs.id));
    expect(untouched).toMatchObject({ phone: other, email: "ravi@example.in", name: "Ravi Kumar" });
    expect(await db.$count(complaints, eq(complaints.phone, other))).toBe(1);

    // nothing is found under the number any more; the erasure is in the audit log without it
    const after = await exportPersonalData(db, phone, now);
    expect([
      after.orders,
      after.serviceBookings,
      after.complaints,
      after.messagesToUs,
      after.updatesWeSent,
    ]).toEqual([[], [], [], [], []]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "personal-data.erase"));
    expect(JSON.stringify(audit)).not.toContain(phone);

    // the name and address kept for GST go once its period is over, and not a day before; a number that
    // never asked for erasure keeps its records
    expect(await anonymisePastTaxRetention(db, new Date("2037-12-31T23:00:00+05:30"))).toBe(0);
    const ended = new Date("2038-01-01T00:10:00+05:30");
    // the delivered order and the one cancelled before erasure, both of FY 2030-31
    expect(await anonymisePastTaxRetention(db, ended)).toBe(2);
    const [past] = await db.select().from(orders).where(eq(orders.id, delivered.id));
    expect(past).toMatchObject({
      name: erasedText,
      address: erasedText,
      address2: null,
      city: erasedText,
      invoiceNumber: delivered.invoiceNumber,
      totalPaise: delivered.totalPaise,
    });
    const [stillTheirs] = await db.select().from(orders).where(eq(orders.id, theirs.id));
    expect(stillTheirs).toMatchObject({ phone: other, name: "Ravi Kumar" });
    expect(await anonymisePastTaxRetention(db, ended)).toBe(0);
    const [retention] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "personal-data.retention-ended"));
    expect(retention?.after).toMatchObject({ orders: 2, visits: 0 });
  });
});
