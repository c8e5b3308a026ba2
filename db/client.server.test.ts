import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import journal from "../drizzle/meta/_journal.json";
import { testBackends } from "../tests/support/test-database";
import { tablesInDependencyOrder, unsavedTables } from "./backup.server";
import type { DatabaseHandle } from "./client.server";
import { brands, products, type NewProduct } from "./schema";
import { seedIfEmpty } from "./seed.server";
import { seedProducts } from "./seed-data";

async function rows<T>(handle: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await handle.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/** The messages of an error and its causes: drizzle wraps the driver's error. */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(" | ");
}

const product: NewProduct = {
  title: "Test fridge",
  brandSlug: "test-brand",
  category: "refrigerator",
  hsnCode: "841810",
  gstRatePct: 18,
  pricePaise: 2_500_000,
  image: "/images/products/test.svg",
  stock: 3,
};

describe.each(testBackends())("database on $name", (backend) => {
  describe("migrations", () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await backend.open({ migrate: false });
    });
    afterAll(() => handle.close());

    it("apply on an empty database, and a second run is a no-op", async () => {
      const tables = sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' ORDER BY table_name`;
      expect(await rows(handle, tables)).toEqual([]);

      await handle.migrate();
      const applied = sql`SELECT id, hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id`;
      const afterFirst = await rows(handle, applied);
      expect(afterFirst).toHaveLength(journal.entries.length);
      // every table of the schema: the ones a backup saves and the ones it leaves out
      const schemaTables = [...tablesInDependencyOrder().map((table) => table.name), ...unsavedTables]
        .map((name) => ({ table_name: name }))
        .sort((a, b) => a.table_name.localeCompare(b.table_name));
      expect(await rows(handle, tables)).toEqual(schemaTables);

      await handle.migrate();
      expect(await rows(handle, applied)).toEqual(afterFirst);
    });
  });

  describe("catalogue rules", () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await backend.open();
    });
    afterAll(() => handle.close());

    it("plans with the cost of a random page read close to a sequential one, on every connection", async () => {
      const costs = await Promise.all(
        Array.from({ length: 3 }, () =>
          rows<{ random_page_cost: string }>(handle, sql`SHOW random_page_cost`),
        ),
      );
      expect(costs.map((result) => result[0]?.random_page_cost)).toEqual(["1.1", "1.1", "1.1"]);
    });

    it("seedIfEmpty seeds an empty catalogue once and never again", async () => {
      expect(await seedIfEmpty(handle.db)).toBe(true);
      const count = async () => (await handle.db.select({ id: products.id }).from(products)).length;
      expect(await count()).toBe(seedProducts.length);
      expect(await seedIfEmpty(handle.db)).toBe(false);
      expect(await count()).toBe(seedProducts.length);

      // the id sequence continues after the seeded ids
      const [inserted] = await handle.db
        .insert(products)
        .values({ ...product, brandSlug: seedProducts[0]!.brandSlug })
        .returning({ id: products.id });
      expect(inserted!.id).toBe(Math.max(...seedProducts.map((p) => p.id!)) + 1);
    });

    it("reads the catalogue version straight from the driver, as the query builder reads it", async () => {
      const before = await handle.catalogueVersion();
      const stored = async () =>
        (await rows<{ v: string }>(handle, sql`SELECT version::text AS v FROM catalogue_version`))[0]!.v;
      expect(before).toBe(await stored());
      await handle.db.update(products).set({ stock: 3 }).where(eq(products.id, seedProducts[0]!.id!));
      const after = await handle.catalogueVersion();
      expect(after).not.toBe(before);
      expect(after).toBe(await stored());
    });

    it("sees a write sent before the read, and one still inside a transaction once it commits", async () => {
      const id = seedProducts[0]!.id!;
      const before = await handle.catalogueVersion();
      expect(await handle.catalogueVersion()).toBe(before);
      const write = handle.db.update(products).set({ stock: 4 }).where(eq(products.id, id)).execute();
      // PGlite runs statements in the order they are sent: a write sent, not yet answered, is seen by the
      // read that follows. A PostgreSQL pool sends them on two connections, so there only a write that was
      // answered (committed) is.
      if (handle.kind === "postgres") await write;
      const afterWrite = await handle.catalogueVersion();
      await write;
      expect(afterWrite).not.toBe(before);

      let commit = () => {};
      const held = new Promise<void>((resolve) => (commit = resolve));
      let started = () => {};
      const inside = new Promise<void>((resolve) => (started = resolve));
      const transaction = handle.db.transaction(async (tx) => {
        await tx.update(products).set({ stock: 5 }).where(eq(products.id, id));
        started();
        await held;
      });
      await inside;
      const reading = handle.catalogueVersion();
      commit();
      await transaction;
      const afterCommit = await handle.catalogueVersion();
      expect(afterCommit).not.toBe(afterWrite);
      // PGlite is one connection: the read waits for the transaction. On PostgreSQL the read and the commit
      // race, and it sees whichever version was committed when it ran.
      if (handle.kind === "pglite") expect(await reading).toBe(afterCommit);
      else expect([afterWrite, afterCommit]).toContain(await reading);
    });

    it("keeps products.in_stock in step with stock", async () => {
      await handle.db
        .insert(brands)
        .values({ slug: "test-brand", name: "Test Brand", logo: "/x.svg" })
        .onConflictDoNothing();
      const [row] = await handle.db
        .insert(products)
        .values(product)
        .returning({ id: products.id, inStock: products.inStock });
      expect(row!.inStock).toBe(true);

      const [emptied] = await handle.db
        .update(products)
        .set({ stock: 0 })
        .where(eq(products.id, row!.id))
        .returning({ inStock: products.inStock });
      expect(emptied!.inStock).toBe(false);

      const [restocked] = await handle.db
        .update(products)
        .set({ stock: 1 })
        .where(eq(products.id, row!.id))
        .returning({ inStock: products.inStock });
      expect(restocked!.inStock).toBe(true);
    });

    it.each([
      ["negative stock", { stock: -1 }, "products_stock_nonnegative"],
      ["a discount of 120%", { discountPct: 120 }, "products_discount_range"],
      ["a zero price", { pricePaise: 0 }, "products_price_positive"],
      ["a rating above 5", { rating: 5.5 }, "products_rating_range"],
      ["an energy rating of 6", { energyRating: 6 }, "products_energy_rating_range"],
    ])("refuses a product with %s", async (_label, change, constraint) => {
      const error = await handle.db
        .insert(products)
        .values({ ...product, ...change })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect(messages(error)).toContain(constraint);
    });

    it("refuses a product whose brand does not exist", async () => {
      const error = await handle.db
        .insert(products)
        .values({ ...product, brandSlug: "no-such-brand" })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect(messages(error)).toContain("products_brand_slug_brands_slug_fk");
    });
  });
});
