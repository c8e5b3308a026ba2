/**
 * How many statements one render of the shop sends to the database, counted at the driver (PGlite's query
 * and exec, node-postgres's Client.query), with every loader that runs for GET /shop and a cold shop cache.
 */
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed.server";
import { testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

type Loader = (args: { request: Request; params: object; context: unknown }) => unknown;

// Imported by path, like the other route tests: modules never import routes, but this test drives them.
const routeModule = (file: string) => import(fileURLToPath(new URL(`../../app/${file}`, import.meta.url)));
const root = (await routeModule("root.tsx")) as { loader?: Loader };
const storeLayout = (await routeModule("routes/store/layout.tsx")) as { loader?: Loader };
const shop = (await routeModule("routes/store/shop.tsx")) as { loader: Loader };

/** Counts every statement the drivers send from here on. */
function countStatements() {
  const spies = [
    vi.spyOn(PGlite.prototype, "query"),
    vi.spyOn(PGlite.prototype, "exec"),
    vi.spyOn(PGlite.prototype, "transaction"),
    vi.spyOn(pg.Client.prototype, "query"),
  ];
  return {
    // A PGlite transaction is BEGIN and COMMIT besides what runs in it.
    count: () => spies.reduce((sum, spy, index) => sum + spy.mock.calls.length * (index === 2 ? 2 : 1), 0),
    stop: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

const MAX_STATEMENTS = 3;

const shopUrls = [
  "/shop",
  "/shop?category=tv&sort=price-low",
  "/shop?brand=samsung,lg&inStock=true",
  "/shop?category=ac&price=20000-39999&rating=4&page=3",
  "/shop/tv?brand=lg",
  "/shop?price=15000-25000",
  "/shop?q=washing+machine",
  "/shop?q=samsung&category=refrigerator&sort=rating",
  "/shop?q=hi-tachi&sort=newest&page=9",
];

describe.each(testBackends())("one shop render on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  it("has no loader in the store layout and none that reads the database in the root", async () => {
    expect(storeLayout.loader).toBeUndefined();
    const counter = countStatements();
    try {
      await root.loader?.({ request: new Request("http://127.0.0.1/shop"), params: {}, context: {} });
      expect(counter.count()).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it.each(shopUrls)(`sends at most ${MAX_STATEMENTS} statements for %s on a cold cache`, async (url) => {
    vi.resetModules();
    // A fresh copy of the route and its modules: a fresh, empty shop cache.
    const fresh = (await routeModule("routes/store/shop.tsx")) as { loader: Loader };
    const counter = countStatements();
    try {
      const category = url.startsWith("/shop/") ? url.split(/[/?]/)[2] : undefined;
      const data = (await fresh.loader({
        request: new Request(`http://127.0.0.1${url}`),
        params: category ? { category } : {},
        context: testContext(handle.db),
      })) as { result: { total: number } };
      expect(data.result.total).toBeGreaterThanOrEqual(0);
      expect(counter.count()).toBeGreaterThan(0);
      expect(counter.count()).toBeLessThanOrEqual(MAX_STATEMENTS);
    } finally {
      counter.stop();
    }
  });

  it("sends one statement when the page is in the cache", async () => {
    const context = testContext(handle.db);
    const request = () => new Request("http://127.0.0.1/shop?category=fan");
    await shop.loader({ request: request(), params: {}, context });
    const counter = countStatements();
    try {
      await shop.loader({ request: request(), params: {}, context });
      expect(counter.count()).toBe(1);
    } finally {
      counter.stop();
    }
  });
});
