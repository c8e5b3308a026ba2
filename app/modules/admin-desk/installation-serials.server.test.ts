import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { appliances, orderLines, serviceBookings, technicians } from "../../../db/schema";
import { insertOrder, insertProduct } from "../../../tests/support/order-rows";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { formDataOf } from "../../../tests/support/form-data";
import { testBackends } from "../../../tests/support/test-database";
import { generateReference } from "~/modules/booking/booking-reference";
import { todayInIndia } from "~/lib/india-time";
import { runJobCardAction } from "./job-card-action.server";
import { serialFieldName, serialNumberMessage } from "~/modules/appliances/serial-number";
import { warrantyEndDate } from "~/modules/appliances/warranty-rules";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { completeVisit, serialRequiredMessage } from "~/modules/field-service/complete-visit.server";
import { loadJobCard, startVisit } from "~/modules/field-service/job-card.server";

describe.each(testBackends())("the installation's serial numbers on $name", (backend) => {
  let handle: DatabaseHandle;
  let tech: SignedInStaff;
  let techId: number;

  beforeAll(async () => {
    ({ handle } = await openWithStaff(backend, { role: "owner" }));
    tech = await addStaffUser(handle.db, { role: "technician", password: null });
    const [row] = await handle.db
      .insert(technicians)
      .values({ name: "Senthil", staffUserId: tech.id })
      .returning();
    techId = row!.id;
  });
  afterAll(() => handle?.close());

  /** An order of two ACs, which need installing, and a fan, which does not; its installation visit, started. */
  async function startedInstallation() {
    const ac = await insertProduct(handle.db, {
      title: "Split AC",
      installation: "installation",
      warrantyMonths: 12,
    });
    const fan = await insertProduct(handle.db, { title: "Ceiling fan" });
    const order = await insertOrder(handle.db, ac, { quantity: 2, installationBy: "dealer" });
    await handle.db.insert(orderLines).values({
      orderId: order.id,
      productId: fan,
      title: "Ceiling fan",
      image: "/images/products/test.jpg",
      unitPricePaise: 250_000,
      quantity: 1,
      hsnCode: "841451",
      gstRatePct: 18,
    });
    const [visit] = await handle.db
      .insert(serviceBookings)
      .values({
        reference: generateReference(),
        kind: "installation",
        orderId: order.id,
        name: order.name,
        phone: order.phone,
        appliance: "ac",
        brand: "test-brand",
        issue: "Installation",
        address: order.address,
        pincode: order.pincode,
        date: todayInIndia(),
        slot: "morning",
        status: "technician_assigned",
        technicianId: techId,
        technicianName: "Senthil",
      })
      .returning();
    expect(await startVisit(handle.db, tech, techId, visit!.id, visit!.visitCode)).toEqual({ ok: true });
    const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const acLine = lines.find((line) => line.productId === ac)!;
    return { visit: visit!, order, acLine, fields: [1, 2].map((unit) => serialFieldName(acLine.id, unit)) };
  }

  it("asks the job card for the serial of each unit the visit installs, not of the goods it does not", async () => {
    const { visit, fields } = await startedInstallation();
    const card = await loadJobCard(handle.db, techId, visit.id);
    expect(card?.units.map((unit) => [unit.field, unit.unit, unit.quantity])).toEqual([
      [fields[0], 1, 2],
      [fields[1], 2, 2],
    ]);
  });

  it("refuses to complete without every serial, or with one that is not a serial, and writes nothing", async () => {
    const { visit, order, fields } = await startedInstallation();
    const complete = (serials: Record<string, string>) =>
      runJobCardAction(
        handle.db,
        tech,
        techId,
        visit.id,
        formDataOf({ intent: "complete", labour: "none", pay: "cash", unsigned: "not_present", ...serials }),
      );
    expect(await complete({ [fields[0]!]: "LGAC-0001" })).toEqual({
      ok: false,
      status: 400,
      result: {
        intent: "complete",
        message: serialRequiredMessage("Test Refrigerator 260 L", 2, 2),
        field: "serials",
      },
    });
    expect(await complete({ [fields[0]!]: "LGAC-0001", [fields[1]!]: "?" })).toMatchObject({
      status: 400,
      result: { message: serialNumberMessage, field: "serials" },
    });
    expect(await handle.db.select().from(appliances).where(eq(appliances.orderId, order.id))).toEqual([]);
    const [row] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, visit.id));
    expect(row?.status).toBe("in_progress");
  });

  it("records the serials on completion, making the appliance records delivery had not made", async () => {
    const { visit, order, fields } = await startedInstallation();
    const outcome = await runJobCardAction(
      handle.db,
      tech,
      techId,
      visit.id,
      formDataOf({
        intent: "complete",
        labour: "none",
        pay: "cash",
        unsigned: "not_present",
        [fields[0]!]: " lgac 0001 ",
        [fields[1]!]: "LGAC-0002",
      }),
    );
    expect(outcome).toEqual({ ok: true });
    const records = await handle.db.select().from(appliances).where(eq(appliances.orderId, order.id));
    const today = todayInIndia();
    // the fan is recorded too (it came with the order), without a serial
    expect(records.map((record) => [record.serialNumber, record.purchaseDate]).sort()).toEqual([
      [null, today],
      ["LGAC 0001", today],
      ["LGAC-0002", today],
    ]);
    expect(records.find((record) => record.serialNumber === "LGAC-0002")?.warrantyUntil).toBe(
      warrantyEndDate(today, 12),
    );
  });

  it("gives serials to the records delivery made, keeping their purchase date", async () => {
    const { visit, order, acLine, fields } = await startedInstallation();
    await handle.db.insert(appliances).values(
      [1, 2].map((unit) => ({
        orderId: order.id,
        orderLineId: acLine.id,
        unit,
        productId: acLine.productId,
        serialNumber: unit === 1 ? "OLD-0001" : null,
        purchaseDate: "2026-11-01",
        warrantyUntil: "2027-10-31",
      })),
    );
    const done = await completeVisit(
      handle.db,
      tech,
      visit.id,
      {
        labourKey: "none",
        paymentMethod: "cash",
        serials: { [fields[0]!]: "NEW-0001", [fields[1]!]: "NEW-0002" },
      },
      { technicianId: techId },
    );
    expect(done).toMatchObject({ ok: true });
    const records = await handle.db.select().from(appliances).where(eq(appliances.orderLineId, acLine.id));
    expect(records.map((record) => [record.unit, record.serialNumber, record.purchaseDate]).sort()).toEqual([
      [1, "NEW-0001", "2026-11-01"],
      [2, "NEW-0002", "2026-11-01"],
    ]);
  });
});
