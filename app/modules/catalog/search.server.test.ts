import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { brands, products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";
import { refreshSearchText, searchSuggestions } from "./search.server";
import { emptyShopFilters } from "./shop-filters";
import { queryShop } from "./shop-query.server";

describe.each(testBackends())("search on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  const search = async (q: string) =>
    (await queryShop(handle.db, { ...emptyShopFilters, q })).products.map((product) => product.id);

  it.each([
    ["washing machine", ["7", "8"]],
    ["washingmachine", ["7", "8"]],
    ["Washing-Machine", ["7", "8"]],
    ["hi-tachi", ["10"]],
    ["HITÁCHI", ["10"]],
    ["fridge", ["9", "10"]],
    ["refrigerators", ["9", "10"]],
    ["AC", ["4", "5", "6"]],
    ["air conditioner", ["4", "5", "6"]],
    ["television", ["1", "2", "3"]],
    ["samsung tv", ["1"]],
    ["blue star", []],
    ["55UR7500PSC", ["2"]],
    ["R-SX700GPND0", ["10"]],
    ["bldc", ["11"]],
    ["1.5 ton", ["4"]],
    ["ecobubble", ["8"]],
    ["xyzzy", []],
  ])("'%s' finds %j", async (q, expected) => {
    expect((await search(q)).sort()).toEqual([...expected].sort());
  });

  it("suggests up to 6 products and 3 categories", async () => {
    const suggestions = await searchSuggestions(handle.db, "fri");
    expect(suggestions.categories).toEqual([{ slug: "refrigerator", name: "Refrigerators" }]);
    expect(suggestions.products.map((product) => product.id)).toEqual(["9", "10"]);
    expect(suggestions.products[0]).toEqual({
      id: "9",
      title: "Godrej 190 L 5 Star Direct Cool Single Door Refrigerator",
      brand: "Godrej",
      image: "/images/products/9.svg",
      pricePaise: 1_764_000,
    });
    const many = await searchSuggestions(handle.db, "5 star");
    expect(many.products.length).toBeLessThanOrEqual(6);
    expect(many.categories.length).toBeLessThanOrEqual(3);
  });

  it("gives empty lists for no, blank or over-long input", async () => {
    const empty = { products: [], categories: [] };
    expect(await searchSuggestions(handle.db, null)).toEqual(empty);
    expect(await searchSuggestions(handle.db, "   ")).toEqual(empty);
    expect(await searchSuggestions(handle.db, "a".repeat(101))).toEqual(empty);
  });

  it("refreshes the search text after a brand is renamed", async () => {
    await handle.db.update(brands).set({ name: "Hitachi Cooling" }).where(eq(brands.slug, "hitachi"));
    expect(await search("cooling")).not.toContain("10");
    expect(await refreshSearchText(handle.db)).toBe(1);
    expect(await search("hitachi cooling")).toEqual(["10"]);
    await handle.db.update(brands).set({ name: "Hitachi" }).where(eq(brands.slug, "hitachi"));
    await refreshSearchText(handle.db, [10]);
  });

  it("leaves hidden products out of search and suggestions", async () => {
    await handle.db.update(products).set({ hidden: true }).where(eq(products.id, 9));
    try {
      expect(await search("fridge")).toEqual(["10"]);
      const suggestions = await searchSuggestions(handle.db, "fri");
      expect(suggestions.products.map((product) => product.id)).toEqual(["10"]);
    } finally {
      await handle.db.update(products).set({ hidden: false }).where(eq(products.id, 9));
    }
    expect((await searchSuggestions(handle.db, "fri")).products.map((product) => product.id)).toEqual([
      "9",
      "10",
    ]);
  });

  it("fills missing search text when the server starts on an older catalogue", async () => {
    await handle.db.update(products).set({ searchText: "" }).where(eq(products.id, 3));
    expect(await search("haier")).toEqual([]);
    expect(await seedIfEmpty(handle.db)).toBe(false);
    expect(await search("haier")).toEqual(["3"]);
  });
});
