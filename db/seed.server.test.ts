import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bootstrapOwner } from "../app/modules/staff/bootstrap-owner.server";
import { testBackends, type ScratchDatabase } from "../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "./client.server";
import { products, staffUsers } from "./schema";
import { seedProducts } from "./seed-data";
import { seedIfEmpty } from "./seed.server";

const postgres = testBackends().find((backend) => backend.name === "postgres");

describe.skipIf(!postgres)("start-up of several processes on one PostgreSQL at once", () => {
  let scratch: ScratchDatabase;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    scratch = await postgres!.scratch();
    for (let i = 0; i < 3; i += 1) handles.push(await openDatabase(scratch.options));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await scratch?.dispose();
  });

  it("migrates, seeds and creates the owner once, and none of them fails", async () => {
    const results = await Promise.all(
      handles.map(async (handle) => {
        await handle.migrate();
        const seeded = await seedIfEmpty(handle.db);
        const owner = await bootstrapOwner(handle.db, { password: "a long owner password" });
        return { seeded, created: owner.created };
      }),
    );
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const db = handles[0]!.db;
    const [productCount] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(productCount!.n).toBe(seedProducts.length);
    const [staffCount] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
    expect(staffCount!.n).toBe(1);
  });
});
