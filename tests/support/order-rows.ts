/** Products and orders written straight to the tables, so tests do not depend on checkout. */
import crypto from "node:crypto";

import type { Database } from "../../db/client.server";
import { orderLines, orders, type NewOrder, type Order } from "../../db/order-schema";
import { brands, products, type NewProduct } from "../../db/schema";

export async function insertProduct(db: Database, overrides: Partial<NewProduct> = {}): Promise<number> {
  await db
    .insert(brands)
    .values({ slug: "test-brand", name: "Test Brand", logo: "/images/brands/test.svg" })
    .onConflictDoNothing();
  const [row] = await db
    .insert(products)
    .values({
      title: "Test Refrigerator 260 L",
      brandSlug: "test-brand",
      category: "refrigerators",
      hsnCode: "841810",
      gstRatePct: 18,
      pricePaise: 2_500_000,
      image: "/images/products/test.jpg",
      stock: 10,
      ...overrides,
    })
    .returning({ id: products.id });
  return row!.id;
}

let sequence = 0;

export async function insertOrder(
  db: Database,
  productId: number,
  overrides: Partial<NewOrder> & { quantity?: number } = {},
): Promise<Order> {
  sequence += 1;
  const { quantity = 1, ...fields } = overrides;
  const suffix = crypto.randomBytes(4).toString("hex").toUpperCase();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-T${suffix}`,
      invoiceNumber: `INV-T${suffix}`,
      paymentMethod: "cod",
      name: "Lakshmi Narayanan",
      email: "lakshmi@example.test",
      phone: `98430${String(10000 + sequence).slice(-5)}`,
      address: "14, Brough Road, Erode",
      city: "Erode",
      state: "Tamil Nadu",
      pincode: "638001",
      placeOfSupply: "33",
      installationSac: "998736",
      totalPaise: 2_500_000 * quantity,
      accessToken: crypto.randomBytes(16).toString("hex"),
      idempotencyKey: crypto.randomUUID(),
      requestHash: "test",
      ...fields,
    })
    .returning();
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId,
    title: "Test Refrigerator 260 L",
    image: "/images/products/test.jpg",
    unitPricePaise: Math.round(order!.totalPaise / quantity),
    quantity,
    hsnCode: "841810",
    gstRatePct: 18,
  });
  return order!;
}
