import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testBackends } from "../tests/support/test-database";
import {
  BackupError,
  createBackup,
  parseBackup,
  readBackupFile,
  restoreBackup,
  tablesInDependencyOrder,
  writeBackupFile,
  type Backup,
} from "./backup.server";
import type { DatabaseHandle } from "./client.server";
import { brands, products } from "./schema";
import { seedIfEmpty } from "./seed.server";

async function snapshot(handle: DatabaseHandle) {
  return {
    brands: await handle.db.select().from(brands).orderBy(asc(brands.slug)),
    products: await handle.db.select().from(products).orderBy(asc(products.id)),
  };
}

async function refusal(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

describe("backup file format", () => {
  it("orders the schema's tables parents first", () => {
    const names = tablesInDependencyOrder().map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(["brands", "products"]));
    expect(names.indexOf("brands")).toBeLessThan(names.indexOf("products"));
  });

  it("leaves generated columns out of the dump", () => {
    const productTable = tablesInDependencyOrder().find((table) => table.name === "products")!;
    const productColumns = productTable.columns.map((column) => column.name);
    expect(productColumns).toContain("stock");
    expect(productColumns).not.toContain("in_stock");
  });

  it("refuses text that is not JSON, naming the file", () => {
    expect(() => parseBackup("{ not json", "shop.json")).toThrow(/shop\.json is not valid JSON/);
  });

  it("refuses JSON that is not a backup, saying where", () => {
    expect(() => parseBackup(JSON.stringify({ hello: 1 }), "x.json")).toThrow(
      /x\.json is not a backup this shop can restore:[\s\S]*format/,
    );
  });

  it("writes atomically: no temporary file is left and a missing folder is created", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
    try {
      const file = path.join(dir, "nested", "b.json");
      const backup: Backup = {
        format: "appliance-shop-backup",
        version: 1,
        createdAt: new Date().toISOString(),
        source: "pglite",
        migration: { hash: "abc", count: 1 },
        tables: Object.fromEntries(tablesInDependencyOrder().map((table) => [table.name, []])),
      };
      writeBackupFile(file, backup);
      expect(fs.readdirSync(path.dirname(file))).toEqual(["b.json"]);
      expect(readBackupFile(file)).toEqual(backup);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testBackends())("backup and restore on $name", (backend) => {
  let handle: DatabaseHandle;
  let backup: Backup;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
    // a row with nulls, empty jsonb and an odd title, so the round trip covers more than the seed
    await handle.db.update(products).set({ stock: 0, mrpPaise: null, tags: [] }).where(eq(products.id, 2));
    await handle.db
      .update(brands)
      .set({ description: 'Quotes " and \\ backslashes, ₹ and தமிழ்' })
      .where(eq(brands.slug, "samsung"));
    before = await snapshot(handle);
    backup = await createBackup(handle.db, handle.kind);
  });
  afterAll(() => handle.close());

  it("dumps every table with the latest migration's hash", () => {
    expect(backup.format).toBe("appliance-shop-backup");
    expect(backup.migration.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(backup.tables.brands).toHaveLength(before.brands.length);
    expect(backup.tables.products).toHaveLength(before.products.length);
    expect(parseBackup(JSON.stringify(backup))).toEqual(backup);
  });

  it("restores identical rows after a wipe, and the id sequence continues after the max id", async () => {
    await handle.db.delete(products);
    await handle.db.delete(brands);
    expect((await snapshot(handle)).products).toEqual([]);

    const summary = await restoreBackup(handle.db, parseBackup(JSON.stringify(backup)));
    expect(summary).toMatchObject({ brands: before.brands.length, products: before.products.length });
    const after = await snapshot(handle);
    expect(after).toEqual(before);
    expect(after.products.find((product) => product.id === 2)?.inStock).toBe(false);

    const maxId = Math.max(...before.products.map((product) => product.id));
    const [inserted] = await handle.db
      .insert(products)
      .values({
        title: "After restore",
        brandSlug: before.brands[0]!.slug,
        category: "tv",
        hsnCode: "852872",
        gstRatePct: 18,
        pricePaise: 100_00,
        image: "/x.svg",
      })
      .returning({ id: products.id });
    expect(inserted!.id).toBe(maxId + 1);
    await handle.db.delete(products).where(eq(products.id, inserted!.id));
  });

  it("replaces rows that differ from the backup, keeping none of them", async () => {
    await handle.db.update(products).set({ title: "Changed" }).where(eq(products.id, 1));
    await handle.db.insert(brands).values({ slug: "extra", name: "Extra", logo: "/x.svg" });
    await restoreBackup(handle.db, backup);
    expect(await snapshot(handle)).toEqual(before);
  });

  it("refuses a backup from a different schema version and changes nothing", async () => {
    const other = {
      ...backup,
      migration: { hash: "0".repeat(64), count: 7 },
      tables: { brands: [], products: [] },
    };
    const error = await refusal(restoreBackup(handle.db, other));
    expect(error.message).toMatch(/different schema version[\s\S]*Nothing was changed/);
    expect(await snapshot(handle)).toEqual(before);
  });

  it("refuses a corrupt file before touching the database", async () => {
    const damaged = JSON.parse(JSON.stringify(backup)) as { tables: { products: Record<string, unknown>[] } };
    damaged.tables.products[0]!.price_paise = "a lot";
    expect(() => parseBackup(JSON.stringify(damaged), "damaged.json")).toThrow(
      /damaged\.json is not a backup[\s\S]*tables\.products\[0\]\.price_paise/,
    );
    expect(() => parseBackup(JSON.stringify(backup).slice(0, 500), "cut.json")).toThrow(/not valid JSON/);
    expect(await snapshot(handle)).toEqual(before);
  });

  it("rolls the whole restore back when a row breaks a rule", async () => {
    const bad = structuredClone(backup);
    bad.tables.products!.at(-1)!.discount_pct = 120;
    const error = await restoreBackup(handle.db, bad).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(await snapshot(handle)).toEqual(before);
  });

  it("refuses a database that has no schema", async () => {
    const empty = await backend.open({ migrate: false });
    try {
      const error = await refusal(restoreBackup(empty.db, backup));
      expect(error.message).toMatch(/no schema yet/);
      const tables = await empty.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_tables`)
        .where(sql`schemaname = 'public'`);
      expect(tables).toEqual([{ n: 0 }]);
    } finally {
      await empty.close();
    }
  });
});
