/**
 * The rendered-page cache against the built server: two server processes (a cluster) on one PostgreSQL,
 * so a page cached by one process must not outlive a catalogue write made through the other. Also 304 on
 * If-None-Match, and the precompressed build assets. Then one process on the embedded database, which
 * reads the catalogue version again only after a statement was sent: an order must still show at once.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { productFormValues } from "../../app/modules/admin-catalog/product-edit.server";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { products } from "../../db/schema";
import { freePort } from "../support/free-port";
import { migratedDataDir } from "../support/test-database";
import { postgresBinDir, startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import {
  repoRoot,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from "../support/server-process";
import { addStaffUser, sessionCookieFor } from "../support/staff-accounts";
import { installationVisitChoice } from "../support/installation-visit";

const inCi = !!process.env.CI && process.env.CI !== "false";
const postgresAvailable = postgresBinDir() !== undefined;

type Page = { status: number; cache: string | null; body: string; headers: Headers };

async function get(baseUrl: string, pathname: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${baseUrl}${pathname}`, { headers, redirect: "manual" });
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    body: await response.text(),
    headers: response.headers,
  };
}

/** A form post as a browser without JavaScript sends it. */
async function post(baseUrl: string, pathname: string, form: URLSearchParams, cookie?: string) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
    body: form,
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

function checkout(productId: number, quantity: number): URLSearchParams {
  return new URLSearchParams({
    name: "Cache Shopper",
    email: "cache@example.in",
    phone: "9876543210",
    address: "12 Gandhi Road, Anna Nagar",
    city: "Chennai",
    state: "Tamil Nadu",
    pincode: "600040",
    paymentMethod: "cod",
    agreeTerms: "on",
    ...installationVisitChoice("600040"),
    cart: JSON.stringify([{ id: String(productId), quantity }]),
  });
}

/** The product editor's form with some fields changed, as the back office posts it. */
function productForm(values: ReturnType<typeof productFormValues>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") form.set(name, value);
  }
  for (const feature of values.features) form.append("features", feature);
  for (const tag of values.tags) form.append("tags", tag);
  for (const spec of values.specs) {
    form.append("specLabel", spec.label);
    form.append("specValue", spec.value);
  }
  if (values.hidden) form.set("hidden", "on");
  return form;
}

describe.skipIf(!postgresAvailable && !inCi)(
  "the page cache of a two-process server",
  { timeout: 240_000 },
  () => {
    let cluster: PostgresCluster | undefined;
    let server: ServerProcess | undefined;
    let database: DatabaseHandle | undefined;
    let baseUrl = "";

    beforeAll(async () => {
      if (!fs.existsSync(path.join(repoRoot, "build/server/index.js"))) {
        throw new Error("The process tests need a build: run `npm run build` first (npm test does).");
      }
      cluster = await startPostgresCluster();
      server = startServer({
        DATABASE_URL: cluster.url,
        PORT: String(await freePort()),
        WEB_CONCURRENCY: "2",
      });
      baseUrl = server.baseUrl;
      await waitForHealth(server, 200, 150_000);
      database = await openDatabase({ databaseUrl: cluster.url, dataDir: "" });
    }, 180_000);

    afterAll(async () => {
      await database?.close();
      if (server) expect(await stopServer(server), server.output()).toBe(0);
      cluster?.destroy();
    });

    /** Asks until both processes have the page cached. */
    async function warm(pathname: string, text?: string) {
      for (let round = 0; round < 2; round += 1) {
        await expect.poll(async () => (await get(baseUrl, pathname)).cache).toBe("hit");
      }
      if (text) expect((await get(baseUrl, pathname)).body).toContain(text);
    }

    async function product(id: number) {
      const [row] = await database!.db.select().from(products).where(eq(products.id, id));
      if (!row) throw new Error(`no product ${id}`);
      return row;
    }

    it("says out of stock on the very next page after the last units sell", async () => {
      const id = 2;
      await database!.db.update(products).set({ stock: 2, hidden: false }).where(eq(products.id, id));
      await warm(`/products/${id}`, "In stock");
      await warm("/shop?inStock=1");

      const order = await post(baseUrl, "/checkout", checkout(id, 2));
      expect(order.status, order.body.slice(0, 300)).toBe(303);

      const page = await get(baseUrl, `/products/${id}`);
      expect(page.cache).toBe("miss");
      expect(page.body).toContain("Currently out of stock");
      expect((await get(baseUrl, "/shop?inStock=1")).cache).not.toBe("hit");

      // The order's own pages carry the customer's details: never from the cache.
      const confirmation = new URL(order.location!, baseUrl);
      for (let i = 0; i < 3; i += 1) {
        const answer = await get(baseUrl, `${confirmation.pathname}${confirmation.search}`);
        expect(answer.status).toBe(200);
        expect(answer.cache).toBe("bypass");
      }
    });

    it("shows a price edited in the back office, and a hidden product is gone, at once", async () => {
      const id = 3;
      const staff = await addStaffUser(database!.db, { password: null });
      const cookie = await sessionCookieFor(database!.db, staff.id);
      const before = await product(id);
      await warm(`/products/${id}`);

      const values = productFormValues(before);
      const edited = await post(
        baseUrl,
        `/admin/products/${id}`,
        productForm({ ...values, price: "12345", mrp: String(Math.max(12345, Number(values.mrp))) }),
        cookie,
      );
      expect(edited.status, edited.body.slice(0, 300)).toBe(200);
      // The shop rounds an asked price to a whole percent off the MRP: the saved price is what must show.
      const shownPrice = `₹${((await product(id)).pricePaise / 100).toLocaleString("en-IN")}`;
      expect(shownPrice).not.toBe(`₹${(before.pricePaise / 100).toLocaleString("en-IN")}`);
      const repriced = await get(baseUrl, `/products/${id}`);
      expect(repriced.cache).toBe("miss");
      expect(repriced.body).toContain(shownPrice);

      await warm(`/products/${id}`, shownPrice);
      const hidden = await post(
        baseUrl,
        `/admin/products/${id}`,
        productForm({ ...productFormValues(await product(id)), hidden: true }),
        cookie,
      );
      expect(hidden.status, hidden.body.slice(0, 300)).toBe(200);
      const gone = await get(baseUrl, `/products/${id}`);
      expect(gone.status).toBe(404);
      expect(gone.cache).not.toBe("hit");

      // The back office, even with a staff session on an allow-listed address, never touches the cache.
      for (const pathname of ["/admin", "/admin/products", "/"]) {
        for (let i = 0; i < 3; i += 1) {
          expect((await get(baseUrl, pathname, { Cookie: cookie })).cache).toBe("bypass");
        }
      }
    });

    it("never caches tracking or booking pages", async () => {
      for (const pathname of [
        "/track-order",
        "/track-order?order=X&phone=9876543210",
        "/services/book",
        "/cart",
      ]) {
        for (let i = 0; i < 3; i += 1) {
          const page = await get(baseUrl, pathname);
          expect(page.cache, pathname).toBe("bypass");
        }
      }
    });

    it("answers 304 without a body to a matching If-None-Match, cached page or not", async () => {
      for (const pathname of ["/", "/faq", "/cart"]) {
        const first = await get(baseUrl, pathname);
        const etag = first.headers.get("etag");
        expect(etag, pathname).toMatch(/^W\/"/);
        const again = await get(baseUrl, pathname, { "If-None-Match": etag! });
        expect(again.status, pathname).toBe(304);
        expect(again.body).toBe("");
        expect((await get(baseUrl, pathname, { "If-None-Match": 'W/"stale"' })).status).toBe(200);
      }
    });

    it("answers HEAD from the cache with the length and no body", async () => {
      await warm("/about");
      const response = await fetch(`${baseUrl}/about`, {
        method: "HEAD",
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache")).toBe("hit");
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(Number(response.headers.get("content-length"))).toBeGreaterThan(1000);
      expect(await response.text()).toBe("");
    });

    it("serves precompressed assets: br when asked, else gzip, else the file as it is", async () => {
      const assets = path.join(repoRoot, "build/client/assets");
      const name = fs
        .readdirSync(assets)
        .find((file) => file.endsWith(".js") && fs.existsSync(path.join(assets, `${file}.br`)));
      expect(name, "a .js asset with a .br twin: run `npm run build`").toBeDefined();
      const original = fs.readFileSync(path.join(assets, name!), "utf8");
      for (const [accept, encoding] of [
        ["gzip, deflate, br", "br"],
        ["gzip, deflate", "gzip"],
        ["identity", null],
      ] as const) {
        const response = await fetch(`${baseUrl}/assets/${name}`, { headers: { "Accept-Encoding": accept } });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-encoding"), accept).toBe(encoding);
        expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
        expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
        expect(response.headers.get("cache-control")).toContain("immutable");
        // fetch decodes br and gzip: every answer is the same file.
        expect(await response.text()).toBe(original);
      }
    });
  },
);

/**
 * Headers that differ between two answers of the same page for reasons other than the cache: the framing
 * (a rendered answer is compressed on the fly, so chunked; a hit has its length), the date, the cache tag.
 */
const perAnswer = new Set([
  "date",
  "x-cache",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "keep-alive",
]);

function headerNames(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!perAnswer.has(name)) kept[name] = value;
  });
  return kept;
}

describe("the page cache of one process on the embedded database", { timeout: 240_000 }, () => {
  let server: ServerProcess | undefined;
  let dataDir = "";
  let baseUrl = "";

  beforeAll(async () => {
    if (!fs.existsSync(path.join(repoRoot, "build/server/index.js"))) {
      throw new Error("The process tests need a build: run `npm run build` first (npm test does).");
    }
    dataDir = migratedDataDir("page-cache-pglite-");
    server = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "info",
    });
    baseUrl = server.baseUrl;
    await waitForHealth(server, 200, 150_000);
  }, 180_000);

  afterAll(async () => {
    if (server) expect(await stopServer(server), server.output()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("says out of stock on the very next page and price check after an order takes the last units", async () => {
    const id = 6; // two units in the seed
    await expect.poll(async () => (await get(baseUrl, `/products/${id}`)).cache).toBe("hit");
    const before = await get(baseUrl, `/products/${id}`);
    expect(before.body).toContain("In stock");
    const stock = Number(
      /"stock":(\d+)/.exec(await (await fetch(`${baseUrl}/api/cart-prices?ids=${id}`)).text())?.[1],
    );
    expect(stock).toBeGreaterThan(0);

    const order = await post(baseUrl, "/checkout", checkout(id, stock));
    expect(order.status, order.body.slice(0, 300)).toBe(303);

    const page = await get(baseUrl, `/products/${id}`);
    expect(page.cache).toBe("miss");
    expect(page.body).toContain("Currently out of stock");
    // The cart's price check, which kept the product's figures before the order, says so too.
    const prices: unknown = await (await fetch(`${baseUrl}/api/cart-prices?ids=${id}`)).json();
    expect(prices).toMatchObject({ products: [{ id: String(id), stock: 0, inStock: false }] });
  });

  it("a hit carries exactly the headers of a rendered answer of the same page", async () => {
    for (const pathname of ["/", "/shop", "/products/1", "/faq"]) {
      await expect.poll(async () => (await get(baseUrl, pathname)).cache).toBe("hit");
      const hit = await get(baseUrl, pathname, { "Accept-Encoding": "br" });
      expect(hit.cache).toBe("hit");
      // Any cookie keeps a request away from the cache: the page is rendered for it.
      const rendered = await get(baseUrl, pathname, { "Accept-Encoding": "br", Cookie: "other=1" });
      expect(rendered.cache).toBe("bypass");
      expect(headerNames(hit.headers), pathname).toEqual(headerNames(rendered.headers));
      expect(hit.headers.get("content-security-policy"), pathname).toBeTruthy();
      expect(hit.headers.get("x-frame-options")).toBe("DENY");
      expect(hit.headers.get("x-content-type-options")).toBe("nosniff");

      // The same for 304 Not Modified: a hit's and a rendered answer's heads match, without Content-Type.
      const etag = { "If-None-Match": hit.headers.get("etag")! };
      const unchanged = await get(baseUrl, pathname, etag);
      expect(unchanged).toMatchObject({ status: 304, cache: "hit", body: "" });
      const renderedUnchanged = await get(baseUrl, pathname, { ...etag, Cookie: "other=1" });
      expect(renderedUnchanged).toMatchObject({ status: 304, cache: "bypass" });
      expect(headerNames(unchanged.headers), pathname).toEqual(headerNames(renderedUnchanged.headers));
      expect(unchanged.headers.get("content-type")).toBeNull();
      expect(unchanged.headers.get("vary")).toBe("Accept-Encoding");
    }
  });

  it("answers a hit before the framework, yet with the guards, the home page's language and the log line", async () => {
    await expect.poll(async () => (await get(baseUrl, "/faq")).cache).toBe("hit");
    await expect.poll(async () => (await get(baseUrl, "/")).cache).toBe("hit");

    // The request guards still answer first: a bad host, a forwarded host that is no host, a bad escape.
    expect((await rawGet(baseUrl, "/faq", { host: "bad host" })).status).toBe(400);
    expect((await rawGet(baseUrl, "/faq", { "x-forwarded-host": "a..b" })).status).not.toBe(200);
    expect((await rawGet(baseUrl, "/faq?q=%zz", {})).status).toBe(400);
    const forwarded = await rawGet(baseUrl, "/faq", { "x-forwarded-proto": "https" });
    expect(forwarded).toMatchObject({ status: 200, cache: "hit" });

    // A shopper who chose Tamil is still sent to the Tamil home page; elsewhere the choice changes nothing.
    const home = await get(baseUrl, "/", { Cookie: "lang=ta" });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/ta");
    expect((await get(baseUrl, "/faq", { Cookie: "lang=ta" })).cache).toBe("hit");
    // Credentials keep a request away from the cache.
    expect((await get(baseUrl, "/faq", { Authorization: "Basic eDp5" })).cache).toBe("bypass");

    await expect.poll(async () => (await get(baseUrl, "/faq?from=test")).cache).toBe("hit");
    const before = server!.output().length;
    const hit = await get(baseUrl, "/faq?from=test");
    expect(hit.cache).toBe("hit");
    await expect
      .poll(() => server!.output().slice(before))
      .toMatch(/"method":"GET","path":"\/faq","status":200,"ms":[\d.]+/);
    expect(server!.output().slice(before)).not.toContain("from=test");
  });
});

/** A GET with headers fetch will not send as given (Host), over node:http. */
function rawGet(baseUrl: string, pathname: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; cache: string | undefined }>((resolve, reject) => {
    const request = http.get({ hostname, port, path: pathname, headers }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: response.headers["x-cache"] as string | undefined,
        }),
      );
    });
    request.on("error", reject);
  });
}
