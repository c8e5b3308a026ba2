import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { contactMessages, serviceBookings, type NewServiceBooking } from "../../../db/schema";
import { insertOrder, insertProduct } from "../../../tests/support/order-rows";
import { testBackends } from "../../../tests/support/test-database";
import { getDashboardStats } from "./dashboard-stats.server";
import type { DashboardStats } from "./dashboard-view";

// Wednesday 12 March 2025, 10:00 in India. The week began on Monday 10 March, 00:00 IST (9 March 18:30 UTC).
const now = new Date("2025-03-12T04:30:00Z");
const rupees = (amount: number) => amount * 100;

let bookingSequence = 0;
function booking(date: string, overrides: Partial<NewServiceBooking> = {}): NewServiceBooking {
  bookingSequence += 1;
  return {
    reference: `SRV-TEST${String(bookingSequence).padStart(4, "0")}`,
    name: "Senthil Kumar",
    phone: "9843011111",
    appliance: "ac",
    brand: "voltas",
    issue: "Not cooling",
    address: "3, Perundurai Road",
    pincode: "638011",
    date,
    slot: "morning",
    ...overrides,
  };
}

describe.each(testBackends())("dashboard figures on $name", (backend) => {
  let handle: DatabaseHandle;
  let stats: DashboardStats;

  beforeAll(async () => {
    handle = await backend.open();
    const db = handle.db;
    const productId = await insertProduct(db, { title: "Stocked Fridge", stock: 20 });
    const order = (placedAt: string, totalRupees: number, extra: Parameters<typeof insertOrder>[2] = {}) =>
      insertOrder(db, productId, { placedAt: new Date(placedAt), totalPaise: rupees(totalRupees), ...extra });

    await order("2025-03-11T18:29:59Z", 1_000); // Tue 23:59:59 IST: this week, not today
    await order("2025-03-11T18:30:00Z", 2_000, { paymentMethod: "upi" }); // Wed 00:00 IST: today
    await order("2025-03-12T04:00:00Z", 5_000, { status: "cancelled", paymentMethod: "upi" }); // today, cancelled
    await order("2025-03-09T18:29:59Z", 400); // Sun 23:59:59 IST: last week
    await order("2025-03-09T18:30:00Z", 300, { paymentMethod: "upi", paymentStatus: "paid" }); // Mon 00:00 IST
    await order("2025-03-12T18:30:00Z", 9_000); // Thursday: after `now`
    await order("2025-02-10T18:30:00Z", 700); // 11 Feb 00:00 IST: the chart's first day
    await order("2025-02-10T18:29:59Z", 800); // 10 Feb IST: before the chart

    await db.insert(contactMessages).values([
      { name: "A", phone: "9843000001", topic: "general", message: "Hello there" },
      { name: "B", phone: "9843000002", topic: "general", message: "Hello there" },
      { name: "C", phone: "9843000003", topic: "general", message: "Hello there", status: "handled" },
    ]);

    await insertProduct(db, { title: "Out Of Stock Fan", stock: 0 });
    await insertProduct(db, { title: "Last Three Kettles", stock: 3 });
    await insertProduct(db, { title: "Four Left Mixer", stock: 4 });
    await insertProduct(db, { title: "Hidden Heater", stock: 1, hidden: true });

    await db
      .insert(serviceBookings)
      .values([
        booking("2025-03-12", { slot: "evening" }),
        booking("2025-03-12", { slot: "morning", name: "First Visit" }),
        booking("2025-03-12", { status: "cancelled" }),
        booking("2025-03-18"),
        booking("2025-03-19"),
        booking("2025-03-11"),
      ]);

    stats = await getDashboardStats(db, now);
  });
  afterAll(() => handle?.close());

  it("counts today's and this week's orders on India's calendar", () => {
    expect(stats.today).toBe("2025-03-12");
    expect(stats.weekStart).toBe("2025-03-10");
    expect(stats.todayOrders).toEqual({ count: 2, revenuePaise: rupees(2_000) });
    expect(stats.weekOrders).toEqual({ count: 4, revenuePaise: rupees(1_000 + 2_000 + 300) });
  });

  it("counts UPI payments still pending, leaving out cancelled and paid orders", () => {
    expect(stats.pendingUpi).toEqual({ count: 1, amountPaise: rupees(2_000) });
  });

  it("counts unread messages and lists visible products with 3 or fewer in stock", () => {
    expect(stats.unreadMessages).toBe(2);
    expect(stats.lowStockCount).toBe(2);
    expect(stats.lowStock.map((product) => [product.title, product.stock])).toEqual([
      ["Out Of Stock Fan", 0],
      ["Last Three Kettles", 3],
    ]);
  });

  it("counts bookings for each of the next 7 days, leaving out cancelled ones", () => {
    expect(stats.bookingsByDay).toHaveLength(7);
    expect(stats.bookingsByDay[0]).toEqual({ date: "2025-03-12", count: 2 });
    expect(stats.bookingsByDay[6]).toEqual({ date: "2025-03-18", count: 1 });
    expect(stats.bookingsByDay.reduce((sum, day) => sum + day.count, 0)).toBe(3);
    expect(stats.upcomingBookings.map((row) => [row.date, row.slot])).toEqual([
      ["2025-03-12", "morning"],
      ["2025-03-12", "evening"],
      ["2025-03-18", "morning"],
    ]);
  });

  it("charts 30 days of sales by India day without cancelled orders", () => {
    expect(stats.sales).toHaveLength(30);
    expect(stats.sales[0]).toEqual({ date: "2025-02-11", orders: 1, revenuePaise: rupees(700) });
    expect(stats.sales[29]).toEqual({ date: "2025-03-12", orders: 1, revenuePaise: rupees(2_000) });
    const byDate = new Map(stats.sales.map((day) => [day.date, day]));
    expect(byDate.get("2025-03-11")).toEqual({ date: "2025-03-11", orders: 1, revenuePaise: rupees(1_000) });
    expect(byDate.get("2025-03-09")?.revenuePaise).toBe(rupees(400));
    expect(byDate.get("2025-03-10")?.revenuePaise).toBe(rupees(300));
    expect(byDate.get("2025-03-01")).toEqual({ date: "2025-03-01", orders: 0, revenuePaise: 0 });
    const total = stats.sales.reduce((sum, day) => sum + day.revenuePaise, 0);
    expect(total).toBe(rupees(700 + 400 + 300 + 1_000 + 2_000));
  });

  it("lists the most recent orders first", () => {
    expect(stats.recentOrders).toHaveLength(6);
    expect(stats.recentOrders[0]?.totalPaise).toBe(rupees(9_000));
  });
});
