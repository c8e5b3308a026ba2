import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { dealer } from "../../app/lib/dealer";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { isSunday } from "../../app/modules/booking/booking-slots";
import { openDatabase } from "../../db/client.server";
import { products } from "../../db/schema";
import { freePort } from "../support/free-port";
import { postgresBinDir, startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { repoRoot, startServer, stopServer, waitForHealth, healthStatus } from "../support/server-process";
import { installationVisitChoice } from "../support/installation-visit";

const inCi = !!process.env.CI && process.env.CI !== "false";
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-process-"));
  tempDirs.push(dir);
  return dir;
}

async function productSummary(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(products);
    const [first] = await database.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, 1));
    return { count: row!.count, firstTitle: first?.title, close: () => database.close(), db: database.db };
  } catch (error) {
    await database.close();
    throw error;
  }
}

beforeAll(() => {
  if (!fs.existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("The process tests need a build: run `npx react-router build` first (npm test does).");
  }
});
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the server process on a PGlite data folder", { timeout: 180_000 }, () => {
  it("serves, refuses a second process, stops cleanly on SIGTERM and keeps its data", async () => {
    const dataDir = tempDir();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    try {
      await waitForHealth(first);
      expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(first.child.pid));

      const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      const code = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output()).toContain("already in use");
      expect(second.output()).toContain(`pid ${first.child.pid}`);

      const backup = spawnSync(
        process.execPath,
        ["--import", "tsx", "scripts/db-backup.ts", path.join(dataDir, "b.json")],
        { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
      );
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain("already in use");

      expect(await healthStatus(first.baseUrl)).toBe(200);
    } finally {
      expect(await stopServer(first), first.output()).toBe(0);
    }
    expect(first.output()).not.toMatch(/error/i);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    const stopped = await productSummary(dataDir);
    const seededCount = stopped.count;
    expect(seededCount).toBeGreaterThan(0);
    await stopped.db
      .update(products)
      .set({ title: "Changed while the shop was stopped" })
      .where(eq(products.id, 1));
    await stopped.close();

    const again = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    try {
      await waitForHealth(again);
    } finally {
      expect(await stopServer(again), again.output()).toBe(0);
    }
    const after = await productSummary(dataDir);
    await after.close();
    expect(after).toMatchObject({ count: seededCount, firstTitle: "Changed while the shop was stopped" });
  });

  it("exits 1 naming PORT when PORT is not a number", async () => {
    const server = startServer({ DATA_DIR: tempDir(), PORT: "abc" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });
});

const postgresAvailable = postgresBinDir() !== undefined;

describe.skipIf(!postgresAvailable && !inCi)("the server process on PostgreSQL", { timeout: 180_000 }, () => {
  let cluster: PostgresCluster | undefined;
  afterAll(() => cluster?.destroy());

  it("answers a clear 503 page while the database is down and recovers by itself", async () => {
    cluster = await startPostgresCluster();
    const server = startServer({ DATABASE_URL: cluster.url, PORT: String(await freePort()) });
    // a bookable date, so the booking page reads its slots from the database
    let visitDate = addDays(todayInIndia(), 7);
    if (isSunday(visitDate)) visitDate = addDays(visitDate, 1);
    const pages = ["/", "/shop", "/products/1", `/services/book?date=${visitDate}`];
    try {
      await waitForHealth(server);
      expect(await placeOrder(server.baseUrl)).toBe(303);
      cluster.stop();
      await waitForHealth(server, 503, 30_000);

      // Shoppers keep coming while it is down: every page says so plainly, and the process stays up.
      const answers = await Promise.all(
        Array.from({ length: 3 }, async () => {
          const seen: { status: number; body: string }[] = [];
          for (let round = 0; round < 4; round += 1) {
            for (const page of pages) {
              const response = await fetch(`${server.baseUrl}${page}`, {
                signal: AbortSignal.timeout(20_000),
              });
              seen.push({ status: response.status, body: await response.text() });
            }
          }
          return seen;
        }),
      );
      for (const answer of answers.flat()) {
        expect(answer.status).toBe(503);
        expect(answer.body).toMatch(/Something went wrong while loading this page|Error loading products/);
        expect(answer.body).toContain(dealer.phone);
        expect(answer.body).not.toMatch(/\bat .+:\d+:\d+|ECONNREFUSED|SELECT|Failed query/);
      }
      expect(await placeOrder(server.baseUrl)).toBe(503);
      expect(await healthStatus(server.baseUrl)).toBe(503);
      expect(server.child.exitCode).toBeNull();

      cluster.start();
      await waitForHealth(server, 200, 30_000);
      for (const page of pages) {
        const response = await fetch(`${server.baseUrl}${page}`);
        await response.body?.cancel();
        expect(response.status, page).toBe(200);
      }
      expect(await placeOrder(server.baseUrl)).toBe(303);
    } finally {
      expect(await stopServer(server), server.output()).toBe(0);
    }
  });
});

/** A checkout posted as a form without JavaScript: 303 to the confirmation when the order is placed. */
async function placeOrder(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/checkout`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      name: "Outage Shopper",
      email: "outage@example.in",
      phone: "9876543210",
      address: "12 Gandhi Road, Anna Nagar",
      city: "Chennai",
      state: "Tamil Nadu",
      pincode: "600040",
      paymentMethod: "cod",
      agreeTerms: "on",
      cart: JSON.stringify([{ id: "1", quantity: 1 }]),
      ...installationVisitChoice("600040"),
    }),
    signal: AbortSignal.timeout(20_000),
  });
  await response.body?.cancel();
  return response.status;
}
