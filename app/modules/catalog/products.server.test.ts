import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";
import { listOffers } from "./offers.server";
import { countProductsByCategory, listProducts } from "./products.server";

describe.each(testBackends())("catalogue lists on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  const ids = (list: { id: string }[]) => list.map((product) => product.id);

  it("lists the catalogue and counts each category, empty ones as 0", async () => {
    expect(ids(await listProducts(handle.db, { category: "fan" }))).toEqual(["11", "12"]);
    expect(await countProductsByCategory(handle.db)).toEqual({
      tv: 3,
      ac: 3,
      "washing-machine": 2,
      refrigerator: 2,
      fan: 2,
      "air-cooler": 0,
      "water-heater": 0,
    });
    expect(ids(await listOffers(handle.db))).toEqual([
      "5",
      "3",
      "2",
      "4",
      "7",
      "10",
      "1",
      "8",
      "11",
      "6",
      "9",
    ]);
  });

  it("leaves hidden products out of the lists, the category counts and the offers", async () => {
    await handle.db
      .update(products)
      .set({ hidden: true })
      .where(inArray(products.id, [5, 11]));
    try {
      expect(ids(await listProducts(handle.db))).toEqual([
        "1",
        "2",
        "3",
        "4",
        "6",
        "7",
        "8",
        "9",
        "10",
        "12",
      ]);
      expect(ids(await listProducts(handle.db, { category: "fan" }))).toEqual(["12"]);
      const counts = await countProductsByCategory(handle.db);
      expect(counts).toMatchObject({ ac: 2, fan: 1, tv: 3 });
      const offers = ids(await listOffers(handle.db));
      expect(offers).not.toContain("5");
      expect(offers).not.toContain("11");
      expect(offers[0]).toBe("3");
    } finally {
      await handle.db
        .update(products)
        .set({ hidden: false })
        .where(inArray(products.id, [5, 11]));
    }
    expect(ids(await listOffers(handle.db))[0]).toBe("5");
    const [fan] = await handle.db.select().from(products).where(eq(products.id, 11));
    expect(fan?.hidden).toBe(false);
  });
});
