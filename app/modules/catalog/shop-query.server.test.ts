import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { brands, products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { seedBrands } from "../../../db/seed-data";
import { testBackends, testBackendsOf, withTwoConnections } from "../../../tests/support/test-database";
import {
  emptyShopFilters,
  parseShopFilters,
  priceBandKey,
  priceBands,
  type ShopFilters,
} from "./shop-filters";
import { catalogueVersion, queryShop, queryShopCached, readShopCatalogue } from "./shop-query.server";

const ids = (result: { products: { id: string }[] }) => result.products.map((product) => product.id);
const filters = (change: Partial<ShopFilters>): ShopFilters => ({ ...emptyShopFilters, ...change });

describe.each(testBackends())("queryShop on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  it("lists the whole catalogue in catalogue order with facet counts", async () => {
    const result = await queryShop(handle.db, emptyShopFilters);
    expect(result.total).toBe(12);
    expect(result.pageCount).toBe(1);
    expect(ids(result)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    expect(result.facets.categories).toEqual({ tv: 3, ac: 3, "washing-machine": 2, refrigerator: 2, fan: 2 });
    expect(result.facets.brands).toMatchObject({ samsung: 2, lg: 2, hitachi: 1 });
    expect(result.facets.brands["blue-star"]).toBeUndefined();
    expect(result.facets.ratings).toEqual({ 4: 10, 3: 2 });
    expect(result.facets.inStock).toBe(11);
    expect(result.facets.price).toEqual({
      "0-9999": 2,
      "10000-19999": 3,
      "20000-39999": 3,
      "40000-69999": 2,
      "70000-1000000": 2,
    });
    expect(result.products[0]).toMatchObject({
      id: "1",
      brand: "Samsung",
      brandSlug: "samsung",
      category: "tv",
      pricePaise: 3_209_300,
      inStock: true,
    });
  });

  it("combines groups with AND and options within a group with OR", async () => {
    const result = await queryShop(
      handle.db,
      filters({ categories: ["tv", "ac"], brands: ["lg", "samsung"] }),
    );
    expect(ids(result)).toEqual(["1", "2", "4"]);
  });

  it("counts each option with the other groups applied, not its own", async () => {
    const result = await queryShop(handle.db, filters({ categories: ["tv"], brands: ["samsung"] }));
    expect(result.total).toBe(1);
    // Categories as if only brand=samsung were chosen; brands as if only category=tv were.
    expect(result.facets.categories).toMatchObject({ tv: 1, "washing-machine": 1, ac: 0 });
    expect(result.facets.brands).toMatchObject({ samsung: 1, lg: 1, haier: 1, voltas: 0 });
    expect(result.facets.inStock).toBe(1);
  });

  it("filters price inclusively at both ends, in rupees", async () => {
    // Product 3 costs exactly ₹13,104; product 11 ₹3,640.
    expect(ids(await queryShop(handle.db, filters({ price: { min: 13104, max: 13104 } })))).toEqual(["3"]);
    expect(ids(await queryShop(handle.db, filters({ price: { min: 0, max: 9999 } })))).toEqual(["11", "12"]);
    expect(ids(await queryShop(handle.db, filters({ price: { min: 3641, max: 4298 } })))).toEqual([]);
  });

  it("counts every option of a price range that cuts bands as a count over the products would", async () => {
    const all = await handle.db
      .select({
        category: products.category,
        brand: products.brandSlug,
        pricePaise: products.pricePaise,
        rating: products.rating,
        stock: products.stock,
        origin: products.countryOfOrigin,
      })
      .from(products)
      .where(eq(products.hidden, false));
    const states = [
      filters({ price: { min: 15_000, max: 25_000 } }),
      filters({ price: { min: 5_000, max: 45_000 }, inStock: true }),
      filters({ price: { min: 13_104, max: 50_000 }, categories: ["tv", "ac"] }),
      filters({ price: { min: 9_000, max: 1_000_000 }, ratings: [4] }),
    ];
    for (const state of states) {
      const { price } = state;
      const passes = (product: (typeof all)[number]) => ({
        category:
          state.categories.length === 0 || (state.categories as readonly string[]).includes(product.category),
        brand: state.brands.length === 0 || state.brands.includes(product.brand),
        price:
          !price || (product.pricePaise >= price.min * 100 && product.pricePaise <= price.max * 100 + 99),
        rating: state.ratings.length === 0 || state.ratings.includes(Math.floor(product.rating)),
        stock: !state.inStock || product.stock > 0,
      });
      const under = (group: string) =>
        all.filter((product) =>
          Object.entries(passes(product)).every(([name, pass]) => name === group || pass),
        );
      const result = await queryShop(handle.db, state);
      expect(result.total, JSON.stringify(price)).toBe(under("").length);
      for (const band of priceBands) {
        const inBand = under("price").filter(
          (product) => product.pricePaise >= band.min * 100 && product.pricePaise <= band.max * 100 + 99,
        );
        expect(result.facets.price[priceBandKey(band)] ?? 0, priceBandKey(band)).toBe(inBand.length);
      }
      for (const [category, count] of Object.entries(result.facets.categories)) {
        expect(count, category).toBe(
          under("category").filter((product) => product.category === category).length,
        );
      }
      for (const [brand, count] of Object.entries(result.facets.brands)) {
        expect(count, brand).toBe(under("brand").filter((product) => product.brand === brand).length);
      }
      for (const [stars, count] of Object.entries(result.facets.ratings)) {
        const rated = under("rating").filter((product) => Math.floor(product.rating) === Number(stars));
        expect(count, `${stars} stars`).toBe(rated.length);
      }
      expect(result.facets.inStock).toBe(under("stock").filter((product) => product.stock > 0).length);
    }
  });

  it("matches the rating rounded down to a chosen star", async () => {
    // 3.9 and 3.8 round down to 3; 4.6 to 4.
    expect(ids(await queryShop(handle.db, filters({ ratings: [3] })))).toEqual(["7", "12"]);
    expect((await queryShop(handle.db, filters({ ratings: [4] }))).total).toBe(10);
    expect((await queryShop(handle.db, filters({ ratings: [5] }))).total).toBe(0);
  });

  it("keeps only products in stock", async () => {
    const result = await queryShop(handle.db, filters({ inStock: true }));
    expect(result.total).toBe(11);
    expect(ids(result)).not.toContain("8");
  });

  it("sorts by price both ways, rating, newest and featured", async () => {
    const byPrice = ids(await queryShop(handle.db, filters({ sort: "price-low" })));
    expect(byPrice.slice(0, 3)).toEqual(["11", "12", "3"]);
    expect(ids(await queryShop(handle.db, filters({ sort: "price-high" }))).slice(0, 2)).toEqual(["10", "6"]);
    expect(ids(await queryShop(handle.db, filters({ sort: "rating" }))).slice(0, 2)).toEqual(["6", "4"]);
    expect(ids(await queryShop(handle.db, filters({ sort: "newest" }))).slice(0, 3)).toEqual([
      "12",
      "11",
      "10",
    ]);
    expect(ids(await queryShop(handle.db, filters({ sort: "featured" }))).slice(0, 3)).toEqual([
      "1",
      "2",
      "3",
    ]);
  });

  it("filters, counts and sorts by country of origin", async () => {
    const all = await queryShop(handle.db, emptyShopFilters);
    expect(all.facets.origins).toEqual({ IN: 11, TH: 1 });
    expect(ids(await queryShop(handle.db, filters({ origins: ["TH"] })))).toEqual(["10"]);
    const fridges = await queryShop(handle.db, filters({ categories: ["refrigerator"], origins: ["TH"] }));
    expect(ids(fridges)).toEqual(["10"]);
    // Origins counted under the other groups' choices; categories under the chosen origin.
    expect(fridges.facets.origins).toEqual({ IN: 1, TH: 1 });
    expect(fridges.facets.categories).toMatchObject({ refrigerator: 1, tv: 0 });
    expect((await queryShop(handle.db, filters({ q: "refrigerator", origins: ["TH"] }))).total).toBe(1);
    // In a cut price band too (product 10 costs over ₹70,000).
    expect(
      ids(await queryShop(handle.db, filters({ origins: ["TH"], price: { min: 50000, max: 990000 } }))),
    ).toEqual(["10"]);

    await handle.db.update(products).set({ countryOfOrigin: null }).where(eq(products.id, 2));
    try {
      const byOrigin = ids(await queryShop(handle.db, filters({ sort: "origin" })));
      expect(byOrigin.slice(0, 10)).toEqual(["1", "3", "4", "5", "6", "7", "8", "9", "11", "12"]);
      expect(byOrigin.slice(10)).toEqual(["10", "2"]);
      expect(ids(await queryShop(handle.db, filters({ q: "smart", sort: "origin" }))).at(-1)).toBe("2");
      expect((await queryShop(handle.db, emptyShopFilters)).facets.origins).toEqual({ IN: 10, TH: 1 });
    } finally {
      await handle.db.update(products).set({ countryOfOrigin: "IN" }).where(eq(products.id, 2));
    }
  });

  it("pages 12 at a time and clamps a page past the end", async () => {
    const page1 = await queryShop(handle.db, filters({ page: 1 }));
    expect(page1.products).toHaveLength(12);
    const past = await queryShop(handle.db, filters({ page: 5 }));
    expect(past.page).toBe(1);
    expect(past.products).toHaveLength(12);
  });

  it("gives an empty page for a brand without products", async () => {
    const result = await queryShop(handle.db, filters({ brands: ["blue-star"] }));
    expect(result).toMatchObject({ total: 0, page: 1, pageCount: 1, products: [] });
  });

  it("shows sensible pages for malformed URLs", async () => {
    const brands = seedBrands.map(({ slug, name }) => ({ slug, name }));
    for (const query of ["price=abc", "page=-3", "rating=9", "brand=unknown", `q=${"x".repeat(5000)}`]) {
      const parsed = parseShopFilters(new URLSearchParams(query), { brands });
      const result = await queryShop(handle.db, parsed);
      expect(result.page).toBe(1);
      expect(result.total).toBe(query.startsWith("q=") ? 0 : 12);
    }
  });

  it("searches and ranks title and brand hits first", async () => {
    expect(ids(await queryShop(handle.db, filters({ q: "washingmachine" })))).toEqual(["7", "8"]);
    expect(ids(await queryShop(handle.db, filters({ q: "samsung" })))).toEqual(["1", "8"]);
    // 'inverter' is in titles of 4, 5, 6, 10 and only in the tags of 8 and 9: title hits come first.
    const inverter = ids(await queryShop(handle.db, filters({ q: "inverter" })));
    expect(inverter.slice(0, 4)).toEqual(["4", "5", "6", "10"]);
    expect(inverter.slice(4).sort()).toEqual(["8", "9"]);
    // Any other sort ignores relevance.
    expect(ids(await queryShop(handle.db, filters({ q: "inverter", sort: "newest" })))).toEqual([
      "10",
      "9",
      "8",
      "6",
      "5",
      "4",
    ]);
  });

  it("combines search with filters and counts facets within the search", async () => {
    const result = await queryShop(handle.db, filters({ q: "smart", categories: ["tv"] }));
    expect(ids(result)).toEqual(["1", "2", "3"]);
    expect(result.facets.categories).toMatchObject({ tv: 3, ac: 1, "washing-machine": 1 });
  });

  it("finds nothing for a search with no letters or digits", async () => {
    expect((await queryShop(handle.db, filters({ q: "!!!" }))).total).toBe(0);
  });

  it("caches by catalogue version and sees a change at once", async () => {
    const before = await catalogueVersion(handle.db);
    const first = await queryShopCached(handle.db, filters({ inStock: true }));
    expect(await queryShopCached(handle.db, filters({ inStock: true }))).toBe(first);
    await handle.db.update(products).set({ stock: 0 }).where(eq(products.id, 1));
    expect(await catalogueVersion(handle.db)).not.toBe(before);
    const after = await queryShopCached(handle.db, filters({ inStock: true }));
    expect(after.total).toBe(first.total - 1);
    await handle.db.update(products).set({ stock: 8 }).where(eq(products.id, 1));
  });

  it("reads the brands again only when the catalogue version moved", async () => {
    const versionNow = () => catalogueVersion(handle.db);
    const first = await readShopCatalogue(handle.db, versionNow);
    expect(first.brands).toContainEqual({ slug: "lg", name: "LG" });
    expect(await readShopCatalogue(handle.db, versionNow)).toBe(first);
    await handle.db.update(brands).set({ name: "LG Electronics" }).where(eq(brands.slug, "lg"));
    try {
      const renamed = await readShopCatalogue(handle.db, versionNow);
      expect(renamed.version).not.toBe(first.version);
      expect(renamed.version).toBe(await versionNow());
      expect(renamed.brands).toContainEqual({ slug: "lg", name: "LG Electronics" });
      expect(await readShopCatalogue(handle.db, versionNow)).toBe(renamed);
    } finally {
      await handle.db.update(brands).set({ name: "LG" }).where(eq(brands.slug, "lg"));
    }
  });

  it("leaves hidden products out of the grid, the total and every facet count", async () => {
    const setHidden = (hidden: boolean) =>
      handle.db.update(products).set({ hidden }).where(eq(products.id, 1));
    await setHidden(true);
    try {
      const result = await queryShop(handle.db, emptyShopFilters);
      expect(result.total).toBe(11);
      expect(ids(result)).not.toContain("1");
      expect(result.facets.categories.tv).toBe(2);
      expect(result.facets.brands.samsung).toBe(1);
      expect(result.facets.inStock).toBe(10);
      expect(result.facets.price["20000-39999"]).toBe(2);
      expect(ids(await queryShop(handle.db, filters({ q: "samsung" })))).toEqual(["8"]);
      expect((await queryShopCached(handle.db, filters({ categories: ["tv"] }))).total).toBe(2);
    } finally {
      await setHidden(false);
    }
    expect((await queryShopCached(handle.db, filters({ categories: ["tv"] }))).total).toBe(3);
  });

  it("bands prices in SQL exactly as the filter panel's price bands", async () => {
    for (const [index, band] of priceBands.entries()) {
      for (const paise of [band.min * 100, band.max * 100 + 99]) {
        const result = await handle.db.execute(sql`SELECT shop_price_band(${paise}::int) AS band`);
        expect(Number((result as { rows: { band: number }[] }).rows[0]!.band)).toBe(index);
      }
    }
    const above = await handle.db.execute(sql`SELECT shop_price_band(${1_000_001_00}::int) AS band`);
    expect(Number((above as { rows: { band: number }[] }).rows[0]!.band)).toBe(-1);
  });

  it("keeps the facet cells equal to the visible products through inserts, updates, hiding and deletes", async () => {
    const cellsFromProducts = sql`
      SELECT category, brand_slug, shop_price_band(price_paise) AS price_band, floor(rating)::smallint AS stars,
             stock > 0 AS in_stock, coalesce(country_of_origin, '') AS origin, count(*)::int AS products
      FROM products WHERE NOT hidden GROUP BY 1, 2, 3, 4, 5, 6`;
    const cellsKept = sql`SELECT category, brand_slug, price_band, stars, in_stock, origin, products FROM shop_facet_cells`;
    const differences = async () => {
      const result = await handle.db.execute(sql`
        (${cellsFromProducts} EXCEPT ${cellsKept}) UNION ALL (${cellsKept} EXCEPT ${cellsFromProducts})`);
      return (result as { rows: unknown[] }).rows;
    };
    expect(await differences()).toEqual([]);
    await handle.db.execute(sql`
      INSERT INTO products
        (title, brand_slug, category, price_paise, rating, image, stock, search_text, hsn_code, gst_rate_pct)
      SELECT 'Cell fan ' || g, 'bajaj', 'fan', 500000 + g * 50000, 2.5 + g * 0.1, '/x.svg', g % 2, ' cell fan | ',
        '841451', 18
      FROM generate_series(1, 20) AS g`);
    expect(await differences()).toEqual([]);
    await handle.db.execute(
      sql`UPDATE products SET stock = 0, price_paise = price_paise + 100 WHERE title LIKE 'Cell fan 1%'`,
    );
    await handle.db.execute(sql`UPDATE products SET hidden = true WHERE title LIKE 'Cell fan 2%'`);
    expect(await differences()).toEqual([]);
    await handle.db.execute(sql`UPDATE products SET country_of_origin = 'CN' WHERE title LIKE 'Cell fan 1%'`);
    expect(await differences()).toEqual([]);
    await handle.db.execute(sql`DELETE FROM products WHERE title LIKE 'Cell fan %'`);
    expect(await differences()).toEqual([]);
  });

  it("stays quick on a catalogue padded to a few hundred products", async () => {
    await handle.db.execute(sql`
      INSERT INTO products
        (title, brand_slug, category, price_paise, rating, image, stock, search_text, hsn_code, gst_rate_pct)
      SELECT 'Extra fan ' || g, 'bajaj', 'fan', 100000 + g * 100, 3.5, '/x.svg', g % 3, ' extra fan ' || g || ' | ',
        '841451', 18
      FROM generate_series(1, 300) AS g`);
    const result = await queryShop(handle.db, filters({ categories: ["fan"], sort: "price-low", page: 2 }));
    expect(result.total).toBe(302);
    expect(result.pageCount).toBe(26);
    expect(result.products).toHaveLength(12);
    await handle.db.execute(sql`DELETE FROM products WHERE title LIKE 'Extra fan %'`);
  });
});

const postgresBackends = testBackendsOf("postgres");

describe.each(postgresBackends)("the shop cache and a write being committed on $name", (backend) => {
  it("caches what a reader saw before the commit, and serves the new price right after it", async () => {
    await withTwoConnections(backend, async (reader, writer) => {
      let release = () => {};
      try {
        await seedIfEmpty(reader.db);
        const priceOf = (result: Awaited<ReturnType<typeof queryShop>>) =>
          result.products.find((product) => product.id === "1")?.pricePaise;
        const [row] = await reader.db
          .select({ pricePaise: products.pricePaise })
          .from(products)
          .where(eq(products.id, 1));
        const oldPrice = row!.pricePaise;
        const newPrice = oldPrice + 100_00;

        const held = new Promise<void>((resolve) => (release = resolve));
        let updated!: () => void;
        const written = new Promise<void>((resolve) => (updated = resolve));
        const commit = writer.db.transaction(async (tx) => {
          await tx.update(products).set({ pricePaise: newPrice }).where(eq(products.id, 1));
          updated();
          await held;
        });
        await written;
        // The write has run (and its trigger with it) but is not committed: the reader sees and caches the
        // old price, under whatever version it saw.
        const during = await queryShopCached(reader.db, emptyShopFilters);
        expect(priceOf(during)).toBe(oldPrice);
        release();
        await commit;
        expect(priceOf(await queryShopCached(reader.db, emptyShopFilters))).toBe(newPrice);
      } finally {
        release();
      }
    });
  });

  it("reads the facet cells again once another connection changes the catalogue", async () => {
    await withTwoConnections(backend, async (reader, writer) => {
      await seedIfEmpty(reader.db);
      const cutsABand = filters({ price: { min: 15_000, max: 25_000 } });
      const before = await queryShop(reader.db, emptyShopFilters);
      const beforeCut = await queryShop(reader.db, cutsABand);
      // read twice at one version: the second statement uses the cells the first read
      expect(await queryShop(reader.db, emptyShopFilters)).toEqual(before);

      await writer.db.update(products).set({ stock: 0 }).where(eq(products.id, 1));
      // product 2, a TV, becomes a fan
      await writer.db.update(products).set({ category: "fan" }).where(eq(products.id, 2));
      const after = await queryShop(reader.db, emptyShopFilters);
      expect(after.facets.inStock).toBe(before.facets.inStock - 1);
      expect(after.facets.categories.fan).toBe((before.facets.categories.fan ?? 0) + 1);
      const afterCut = await queryShop(reader.db, cutsABand);
      expect(afterCut.facets.categories.fan).toBe(
        (beforeCut.facets.categories.fan ?? 0) + (ids(beforeCut).includes("2") ? 1 : 0),
      );
      expect(afterCut.facets.inStock).toBe(beforeCut.facets.inStock - (ids(beforeCut).includes("1") ? 1 : 0));
    });
  });
});
