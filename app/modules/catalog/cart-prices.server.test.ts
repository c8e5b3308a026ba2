import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";
import { getCartPrices, parseCartPriceIds } from "./cart-prices.server";
import { catalogueVersion } from "./shop-query.server";

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
  const pricesOf = (ids: number[]) => getCartPrices(handle.db, ids, () => catalogueVersion(handle.db));

  it("answers the current effective price, MRP, discount and stock, in the order asked", async () => {
    const prices = await pricesOf([8, 1]);
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
    expect((await pricesOf([999, 12])).map((price) => price.id)).toEqual(["12"]);
    expect(await pricesOf([])).toEqual([]);
  });

  it("leaves out a hidden product", async () => {
    await handle.db.update(products).set({ hidden: true }).where(eq(products.id, 10));
    expect((await pricesOf([10, 9])).map((price) => price.id)).toEqual(["9"]);
  });

  it("follows a price and stock change in the database", async () => {
    await handle.db
      .update(products)
      .set({ pricePaise: 400_000, mrpPaise: null, discountPct: 10, stock: 1 })
      .where(eq(products.id, 11));
    const [fan] = await pricesOf([11]);
    expect(fan).toMatchObject({ pricePaise: 360_000, listPricePaise: 400_000, mrpPaise: null, stock: 1 });
  });

  it("answers from what it kept while the version stays, and reads again once it moves", async () => {
    let version = "kept-test-1";
    const asOf = () => Promise.resolve(version);
    const first = await getCartPrices(handle.db, [2, 3], asOf);
    await handle.db
      .update(products)
      .set({ pricePaise: 1_000_000, mrpPaise: null, discountPct: 0 })
      .where(eq(products.id, 2));
    await handle.db.update(products).set({ hidden: true }).where(eq(products.id, 3));
    // The version given says nothing changed: the kept figures, with no read.
    expect(await getCartPrices(handle.db, [3, 2], asOf)).toEqual([first[1], first[0]]);
    version = "kept-test-2";
    const fresh = await getCartPrices(handle.db, [2, 3], asOf);
    expect(fresh.map((price) => [price.id, price.pricePaise])).toEqual([["2", 1_000_000]]);
  });

  it("follows a price change through the catalogue version, with no version given by hand", async () => {
    expect((await pricesOf([4]))[0]?.pricePaise).not.toBe(123_400);
    await handle.db
      .update(products)
      .set({ pricePaise: 123_400, mrpPaise: null, discountPct: 0 })
      .where(eq(products.id, 4));
    expect((await pricesOf([4]))[0]?.pricePaise).toBe(123_400);
  });
});
