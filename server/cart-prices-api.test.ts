import http from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { catalogueVersion } from "../app/modules/catalog/shop-query.server";
import type { DatabaseHandle } from "../db/client.server";
import { products } from "../db/schema";
import { seedIfEmpty } from "../db/seed.server";
import { testBackends } from "../tests/support/test-database";
import { cartPricesApi, cartPricesPath } from "./cart-prices-api";
import { answerErrors } from "./request-guards";

describe.each(testBackends())("GET /api/cart-prices on $name", (backend) => {
  let handle: DatabaseHandle;
  let server: http.Server;
  let base: string;
  let failing = false;

  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
    const app = express();
    const version = () =>
      failing ? Promise.reject(new Error("database gone")) : catalogueVersion(handle.db);
    app.all(cartPricesPath, cartPricesApi({ db: handle.db, catalogueVersion: version }));
    app.use(answerErrors(pino({ level: "silent" })));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  it("answers the products asked, in order, as JSON the browser never caches", async () => {
    const response = await fetch(`${base}/api/cart-prices?ids=8,1,999,abc`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { products: { id: string; pricePaise: number }[] };
    expect(body.products.map((product) => product.id)).toEqual(["8", "1"]);
    expect(body.products[1]).toMatchObject({ pricePaise: 3_209_300, mrpPaise: 4_790_000, inStock: true });
  });

  it("answers an empty list without ids, and the headers alone to HEAD", async () => {
    expect(await (await fetch(`${base}/api/cart-prices`)).json()).toEqual({ products: [] });
    expect(await (await fetch(`${base}/api/cart-prices?ids=`)).json()).toEqual({ products: [] });
    const head = await fetch(`${base}/api/cart-prices?ids=1`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("sees a price change on the next request", async () => {
    await handle.db
      .update(products)
      .set({ pricePaise: 250_000, mrpPaise: null, discountPct: 0 })
      .where(eq(products.id, 5));
    const body = (await (await fetch(`${base}/api/cart-prices?ids=5`)).json()) as {
      products: { pricePaise: number }[];
    };
    expect(body.products[0]?.pricePaise).toBe(250_000);
  });

  it("refuses other methods with 405 and says which it allows", async () => {
    const response = await fetch(`${base}/api/cart-prices?ids=1`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers 500 with a plain message when the database fails", async () => {
    failing = true;
    try {
      const response = await fetch(`${base}/api/cart-prices?ids=1`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain("Something went wrong");
    } finally {
      failing = false;
    }
  });
});
