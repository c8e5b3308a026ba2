import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { orders, serviceBookings } from "../../../db/schema";
import { insertOrder, insertProduct } from "../../../tests/support/order-rows";
import { testBackends } from "../../../tests/support/test-database";
import { recordDeliveredUnits } from "~/modules/appliances/appliance-records.server";
import { verifyTrackingLink } from "~/modules/notify/tracking-link.server";

import { accountOverview, stopAllUpdates } from "./account-overview.server";

const key = "k".repeat(40);
const now = new Date("2030-05-10T06:00:00Z");

describe.each(testBackends())(
  "the account of a verified number on $name",
  { timeout: 120_000 },
  (backend) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await backend.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    it("shows the number's earlier guest orders with invoice and appliances, its bookings, and nothing of another number", async () => {
      const productId = await insertProduct(handle.db, { title: "LG 260 L Frost Free Refrigerator" });
      const phone = "9843077701";
      const delivered = await insertOrder(handle.db, productId, {
        phone,
        status: "delivered",
        updatesConsent: true,
        placedAt: new Date("2030-05-01T06:00:00Z"),
      });
      await recordDeliveredUnits(handle.db, delivered.id, new Map(), new Date("2030-05-03T06:00:00Z"));
      const placed = await insertOrder(handle.db, productId, {
        phone,
        placedAt: new Date("2030-05-09T06:00:00Z"),
      });
      const other = await insertOrder(handle.db, productId, { phone: "9843077702" });
      await handle.db.insert(serviceBookings).values({
        reference: "SRV-ACCT0001",
        name: "Lakshmi",
        phone,
        appliance: "ac",
        brand: "lg",
        issue: "Not cooling",
        address: "14, Brough Road, Erode",
        pincode: "638001",
        date: "2030-05-13",
        slot: "morning",
        updatesConsent: true,
      });

      const overview = await accountOverview(handle.db, phone, { now, key, locale: "en" });
      expect(overview.orders.map((order) => order.orderNumber)).toEqual([
        placed.orderNumber,
        delivered.orderNumber,
      ]);
      expect(overview.orders.map((order) => order.orderNumber)).not.toContain(other.orderNumber);
      const [, old] = overview.orders;
      expect(old).toMatchObject({
        status: "Delivered",
        placed: "Placed 1 May 2030",
        total: "₹25,000",
        invoiceNumber: delivered.invoiceNumber,
        invoiceHref: `/invoice?order=${delivered.orderNumber}&token=${delivered.accessToken}`,
        updatesOn: true,
      });
      const token = new URL(old!.viewHref, "http://x").searchParams.get("t")!;
      expect(verifyTrackingLink("order", token, now, key)).toBe(delivered.orderNumber);
      expect(overview.appliances).toEqual([
        expect.objectContaining({
          title: "Test Refrigerator 260 L",
          orderNumber: delivered.orderNumber,
          invoiceHref: old!.invoiceHref,
        }),
      ]);
      expect(overview.appliances[0]?.warrantyText).toBe("In warranty until 2 May 2031");
      expect(overview.bookings).toEqual([
        expect.objectContaining({
          reference: "SRV-ACCT0001",
          summary: "Repair · Air Conditioner · Monday, 13 May 2030, Morning",
          status: "Requested",
          invoice: null,
        }),
      ]);

      const tamil = await accountOverview(handle.db, phone, { now, key, locale: "ta" });
      expect(tamil.orders[1]?.invoiceHref).toMatch(/^\/ta\/invoice\?/);
      expect(tamil.orders[1]?.status).not.toBe("Delivered");

      await stopAllUpdates(handle.db, phone, now);
      const after = await accountOverview(handle.db, phone, { now, key, locale: "en" });
      expect([...after.orders, ...after.bookings].map((item) => item.updatesOn)).toEqual([
        false,
        false,
        false,
      ]);
      const [otherRow] = await handle.db.select().from(orders).where(eq(orders.id, other.id));
      expect(otherRow?.updatesConsent).toBe(other.updatesConsent);
    });
  },
);
