import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { rateLimitHits } from "../../../db/schema";
import { testBackendsOf, type TestBackend } from "../../../tests/support/test-database";
import { startSweeper } from "./sweep-old-rows.server";
import { tablesDueForUpkeep, vacuumWhereDue } from "./vacuum-where-due.server";

const [embedded] = testBackendsOf("pglite") as [TestBackend];

/** Counters reach the shared statistics at the end of a transaction, at most once a second unless forced. */
async function flushStats(db: DatabaseHandle["db"]) {
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
}

/** The activity counters and last upkeep of one table, as the statistics system has them now. */
async function tableStats(db: DatabaseHandle["db"], table: string) {
  await flushStats(db);
  const result = await db.execute(sql`
    SELECT n_dead_tup::int AS dead, n_mod_since_analyze::int AS "sinceAnalyze",
           last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed
    FROM pg_stat_user_tables WHERE relname = ${table}`);
  return (result as { rows: { dead: number; sinceAnalyze: number; vacuumed: boolean; analyzed: boolean }[] })
    .rows[0]!;
}

/** 3,000 rate-limit windows written, then 2,000 of them deleted: dead rows well past autovacuum's threshold. */
async function churnRateLimits(db: DatabaseHandle["db"]) {
  const expiresAt = new Date("2030-01-01T00:00:00Z");
  const windows = Array.from({ length: 3_000 }, (_, i) => ({
    bucket: "contact",
    key: `visitor-${i}`,
    windowStart: expiresAt,
    expiresAt,
    hits: 1,
  }));
  for (let i = 0; i < windows.length; i += 500)
    await db.insert(rateLimitHits).values(windows.slice(i, i + 500));
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE key < 'visitor-2'`);
}

describe("upkeep of the embedded database, which has no autovacuum", { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await embedded.open();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("finds the tables autovacuum would take, vacuums and analyzes them, and leaves the rest", async () => {
    const { db } = handle;
    await churnRateLimits(db);
    expect(await tableStats(db, "rate_limit_hits")).toMatchObject({ vacuumed: false, analyzed: false });
    expect((await tableStats(db, "rate_limit_hits")).dead).toBeGreaterThan(1_000);

    const due = await tablesDueForUpkeep(db);
    expect(due).toContainEqual({ table: "rate_limit_hits", vacuum: true, analyze: true });
    // Tables the migrations barely touched are not due.
    expect(due.map((row) => row.table)).not.toContain("brands");

    expect(await vacuumWhereDue(db)).toEqual(due);
    expect(await tableStats(db, "rate_limit_hits")).toEqual({
      dead: 0,
      sinceAnalyze: 0,
      vacuumed: true,
      analyzed: true,
    });
    expect((await tablesDueForUpkeep(db)).map((row) => row.table)).not.toContain("rate_limit_hits");
    expect(await vacuumWhereDue(db)).toEqual([]);
  });

  it("only analyzes a table whose changes pass the analyze threshold but not the vacuum one", async () => {
    const { db } = handle;
    await churnRateLimits(db);
    await vacuumWhereDue(db);
    // 1,888 rows left: 300 changed passes the analyze threshold (50 + 10 % of them) but not the vacuum
    // threshold (50 + 20 %).
    await db.execute(sql`
      UPDATE rate_limit_hits SET hits = 2
      WHERE key IN (SELECT key FROM rate_limit_hits ORDER BY key LIMIT 300)`);
    expect(await tablesDueForUpkeep(db)).toContainEqual({
      table: "rate_limit_hits",
      vacuum: false,
      analyze: true,
    });
    await vacuumWhereDue(db);
    expect(await tableStats(db, "rate_limit_hits")).toMatchObject({ dead: 300, sinceAnalyze: 0 });
  });

  it("is part of the sweeper's round when the sweeper is told the database has no autovacuum", async () => {
    const { db } = handle;
    await churnRateLimits(db);
    // A sweeper sweeps once as it starts; stop() waits for that round.
    const plain = startSweeper({ db, intervalMs: 3_600_000 });
    await plain.stop();
    expect(await tableStats(db, "rate_limit_hits")).toMatchObject({ vacuumed: false });

    const embeddedSweeper = startSweeper({ db, intervalMs: 3_600_000, vacuum: true });
    await embeddedSweeper.stop();
    expect(await tableStats(db, "rate_limit_hits")).toMatchObject({ dead: 0, vacuumed: true });
  });
});
