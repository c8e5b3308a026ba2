/** Readies the load run's fresh database before the servers start, and reads the outcome after they stop. */
import { and, desc, eq, sql } from "drizzle-orm";

import { openDatabase, type DatabaseOptions } from "../../db/client.server";
import { orderLines, orders, products, serviceBookings } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed.server";

export type DatabaseCounts = {
  /** Order numbers of the stored orders that include the rushed product. */
  orderNumbers: Set<string>;
  stockLeft: number;
  /** References of the stored bookings in the rushed slot. */
  bookingReferences: Set<string>;
};

/**
 * Migrates and seeds the catalogue, then leaves exactly `stock` units of the newest visible product,
 * the one the checkout rush buys. Returns its id.
 */
export async function prepareDatabase(options: DatabaseOptions, stock: number): Promise<number> {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const [product] = await handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.hidden, false))
      .orderBy(desc(products.id))
      .limit(1);
    if (!product) throw new Error("The seeded catalogue has no visible product.");
    await handle.db.update(products).set({ stock }).where(eq(products.id, product.id));
    return product.id;
  } finally {
    await handle.close();
  }
}

export async function countOutcome(
  options: DatabaseOptions,
  { productId, date, slot }: { productId: number; date: string; slot: string },
): Promise<DatabaseCounts> {
  const handle = await openDatabase(options);
  try {
    const { db } = handle;
    const orderRows = await db
      .selectDistinct({ orderNumber: orders.orderNumber })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.productId, productId));
    const [product] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    const bookingRows = await db
      .select({ reference: serviceBookings.reference })
      .from(serviceBookings)
      .where(and(eq(serviceBookings.date, date), sql`${serviceBookings.slot} = ${slot}`));
    return {
      orderNumbers: new Set(orderRows.map((row) => row.orderNumber)),
      stockLeft: product?.stock ?? Number.NaN,
      bookingReferences: new Set(bookingRows.map((row) => row.reference)),
    };
  } finally {
    await handle.close();
  }
}
