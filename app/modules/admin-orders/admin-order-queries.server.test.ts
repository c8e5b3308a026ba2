import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import type { Order } from "../../../db/order-schema";
import { insertOrder, insertProduct } from "../../../tests/support/order-rows";
import { testBackends } from "../../../tests/support/test-database";
import { exportOrderBatches, listOrders } from "./admin-order-queries.server";
import { parseOrderFilters } from "./order-filters";

const filters = (query: string) => parseOrderFilters(new URLSearchParams(query));

describe.each(testBackends())("admin order list on $name", (backend) => {
  let handle: DatabaseHandle;
  let lateNight: Order;
  let midnight: Order;
  let percent: Order;
  const bulk: Order[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    const db = handle.db;
    const productId = await insertProduct(db);
    // 23:59:59 and 00:00:00 in India on either side of midnight, 11/12 March 2025.
    lateNight = await insertOrder(db, productId, {
      name: "Kavitha Rajan",
      phone: "9876543210",
      paymentMethod: "upi",
      placedAt: new Date("2025-03-11T18:29:59Z"),
    });
    midnight = await insertOrder(db, productId, {
      name: "Murugan S",
      phone: "9443322110",
      status: "shipped",
      paymentStatus: "paid",
      trackingId: "DTDC12345",
      placedAt: new Date("2025-03-11T18:30:00Z"),
      quantity: 3,
    });
    percent = await insertOrder(db, productId, {
      name: "50% Off_Store",
      phone: "9000000001",
      status: "cancelled",
      paymentMethod: "card",
      placedAt: new Date("2025-03-05T06:00:00Z"),
    });
    for (let index = 0; index < 30; index += 1) {
      bulk.push(
        await insertOrder(db, productId, {
          name: "Bulk Buyer",
          placedAt: new Date(Date.UTC(2025, 0, 1, 6, index)),
        }),
      );
    }
  });
  afterAll(() => handle?.close());

  const numbers = async (query: string) =>
    (await listOrders(handle.db, filters(query))).rows.map((row) => row.orderNumber);

  it("finds an order by phone however it is typed, and by part of it", async () => {
    expect(await numbers("q=%2B91+98765+43210")).toEqual([lateNight.orderNumber]);
    expect(await numbers("q=098765-43210")).toEqual([lateNight.orderNumber]);
    expect(await numbers("q=43210")).toEqual([lateNight.orderNumber]);
  });

  it("finds an order by number or name, ignoring case", async () => {
    expect(await numbers(`q=${midnight.orderNumber.slice(4).toLowerCase()}`)).toEqual([midnight.orderNumber]);
    expect(await numbers("q=kavitha")).toEqual([lateNight.orderNumber]);
    expect(await numbers("q=murugan s")).toEqual([midnight.orderNumber]);
  });

  it("treats % and _ in a search as plain characters", async () => {
    expect(await numbers("q=50%25")).toEqual([percent.orderNumber]);
    expect(await numbers("q=f_s")).toEqual([percent.orderNumber]);
    expect(await numbers("q=%25")).toEqual([percent.orderNumber]);
  });

  it("filters by status, payment method and payment status", async () => {
    expect(await numbers("status=shipped")).toEqual([midnight.orderNumber]);
    expect(await numbers("status=cancelled")).toEqual([percent.orderNumber]);
    const active = await listOrders(handle.db, filters("status=active"));
    expect(active.total).toBe(32);
    expect(active.rows.map((row) => row.status)).not.toContain("cancelled");
    expect(await numbers("method=upi&payment=pending")).toEqual([lateNight.orderNumber]);
    expect(await numbers("payment=paid")).toEqual([midnight.orderNumber]);
    expect(await numbers("method=card")).toEqual([percent.orderNumber]);
  });

  it("filters by date range in India time", async () => {
    expect(await numbers("from=2025-03-12&to=2025-03-12")).toEqual([midnight.orderNumber]);
    expect(await numbers("from=2025-03-11&to=2025-03-11")).toEqual([lateNight.orderNumber]);
    expect(await numbers("from=2025-03-05")).toEqual([
      midnight.orderNumber,
      lateNight.orderNumber,
      percent.orderNumber,
    ]);
    // A reversed range is read the right way round.
    expect(await numbers("from=2025-03-12&to=2025-03-11")).toEqual([
      midnight.orderNumber,
      lateNight.orderNumber,
    ]);
    expect((await listOrders(handle.db, filters("to=2025-01-31"))).total).toBe(30);
  });

  it("pages 25 at a time, newest first, and clamps a page beyond the end", async () => {
    const first = await listOrders(handle.db, filters("q=bulk+buyer"));
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.orderNumber).toBe(bulk[29]?.orderNumber);
    const second = await listOrders(handle.db, filters("q=bulk+buyer&page=2"));
    expect(second.rows.map((row) => row.orderNumber)).toEqual(
      bulk
        .slice(0, 5)
        .reverse()
        .map((order) => order.orderNumber),
    );
    const beyond = await listOrders(handle.db, filters("q=bulk+buyer&page=99"));
    expect(beyond.page).toBe(2);
    expect(beyond.rows).toHaveLength(5);
  });

  it("lists item counts and totals from the database", async () => {
    const [row] = (await listOrders(handle.db, filters("status=shipped"))).rows;
    expect(row).toMatchObject({ itemCount: 3, totalPaise: 7_500_000, trackingId: "DTDC12345" });
    expect(row?.placedAt).toBe("2025-03-11T18:30:00.000Z");
  });

  it("ignores bad parameters instead of failing", async () => {
    const all = await listOrders(
      handle.db,
      filters("status=lost&method=cash&payment=maybe&from=2025-02-30&to=yesterday&page=-3"),
    );
    expect(all.total).toBe(33);
    expect(all.page).toBe(1);
  });

  it("exports every matching order in batches without gaps or repeats", async () => {
    const seen: string[] = [];
    for await (const batch of exportOrderBatches(handle.db, filters("q=bulk"), 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      seen.push(...batch.map((row) => row.orderNumber));
    }
    expect(seen).toEqual(bulk.map((order) => order.orderNumber).reverse());
    const shipped: unknown[] = [];
    for await (const batch of exportOrderBatches(handle.db, filters("status=shipped")))
      shipped.push(...batch);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({ items: "3 x Test Refrigerator 260 L", itemCount: 3 });
  });
});
