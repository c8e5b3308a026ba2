import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";
import { getCartPrices, parseCartPriceIds } from "./cart-prices.server";

describe("parseCartPriceIds", () => {
  it("drops bad ids and repeats, and keeps at most 50", () => {
    expect(parseCartPriceIds("3,abc,1,3,-2,1.5,0,99999999999,")).toEqual([3, 1]);
    expect(parseCartPriceIds(null)).toEqual([]);
    const many = Array.from({ length: 80 }, (_, index) => index + 1).join(",");
    expect(parseCartPriceIds(many)).toHaveLength(50);
  });
});

describe.each(testBackends())("cart prices on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle.close());

  it("answers the current effective price, MRP, discount and stock, in the order asked", async () => {
    const prices = await getCartPrices(handle.db, [8, 1]);
    expect(prices.map((price) => price.id)).toEqual(["8", "1"]);
    expect(prices[1]).toMatchObject({
      title: "Samsung 108 cm (43 inch) Crystal 4K UHD Smart LED TV",
      pricePaise: 3_209_300,
      listPricePaise: 3_209_300,
      mrpPaise: 4_790_000,
      discountPct: 33,
      stock: 8,
      inStock: true,
    });
    expect(prices[0]).toMatchObject({ stock: 0, inStock: false });
  });

  it("leaves out unknown products and answers nothing for no ids", async () => {
    expect((await getCartPrices(handle.db, [999, 12])).map((price) => price.id)).toEqual(["12"]);
    expect(await getCartPrices(handle.db, [])).toEqual([]);
  });

  it("leaves out a hidden product", async () => {
    await handle.db.update(products).set({ hidden: true }).where(eq(products.id, 10));
    expect((await getCartPrices(handle.db, [10, 9])).map((price) => price.id)).toEqual(["9"]);
  });

  it("follows a price and stock change in the database", async () => {
    await handle.db
      .update(products)
      .set({ pricePaise: 400_000, mrpPaise: null, discountPct: 10, stock: 1 })
      .where(eq(products.id, 11));
    const [fan] = await getCartPrices(handle.db, [11]);
    expect(fan).toMatchObject({ pricePaise: 360_000, listPricePaise: 400_000, mrpPaise: null, stock: 1 });
  });
});
