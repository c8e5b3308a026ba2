import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";

import { checkoutSchema } from "./checkout.schema";
import type * as orderNumbers from "./order-number";
import { placeOrder } from "./place-order.server";

const queue = vi.hoisted(() => ({ numbers: [] as string[] }));

vi.mock("./order-number", async (importOriginal) => {
  const original = await importOriginal<typeof orderNumbers>();
  return {
    ...original,
    generateOrderNumber: (now?: Date) => queue.numbers.shift() ?? original.generateOrderNumber(now),
  };
});

describe.each(testBackends())("order number collisions on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
    await handle.db.update(products).set({ stock: 10, installation: "none" }).where(eq(products.id, 1));
  });
  afterAll(() => handle?.close());

  it("draws again when a number is taken, in the same transaction", async () => {
    const customer = checkoutSchema.parse({
      name: "Latha Ravi",
      email: "latha@example.test",
      phone: "9843033333",
      address: "7, Sathy Road, Veerappan Chatram",
      city: "Erode",
      state: "Tamil Nadu",
      pincode: "638004",
      agreeTerms: "on",
    });
    const order = (key: string) =>
      placeOrder(
        handle.db,
        { idempotencyKey: key, customer, lines: [{ productId: 1, quantity: 1 }] },
        { notifyTo: "orders@example.test" },
      );
    queue.numbers.push("ORD-250901-AAAAAA");
    const first = await order(`collide-a-${backend.name}`);
    queue.numbers.push("ORD-250901-AAAAAA", "ORD-250901-AAAAAA", "ORD-250901-BBBBBB");
    const second = await order(`collide-b-${backend.name}`);
    expect(first.ok && first.order.orderNumber).toBe("ORD-250901-AAAAAA");
    expect(second.ok && second.order.orderNumber).toBe("ORD-250901-BBBBBB");
    expect(queue.numbers).toEqual([]);
  });
});
