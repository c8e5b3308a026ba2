/**
 * Several server processes on one PostgreSQL, as in production: two independent processes (as a process
 * manager would start them) behind a "proxy" that the tests play with forwarded headers, and the
 * WEB_CONCURRENCY cluster.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formatRupees } from "../../app/lib/money";
import { trackOrderLimit } from "../../app/modules/orders/track-order-limit.server";
import { maxPairFailures, tooManyAttemptsMessage } from "../../app/modules/staff/login-throttle.server";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { products } from "../../db/schema";
import { freePort } from "../support/free-port";
import {
  repoRoot,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from "../support/server-process";
import { testBackends, type ScratchDatabase } from "../support/test-database";
import { installationVisitChoice } from "../support/installation-visit";

const postgres = testBackends().find((backend) => backend.name === "postgres");
const publicOrigin = "https://shop.example.in";
const ownerPassword = "multi-process-owner-1";

type Answer = { status: number; location: string | null; headers: Headers; body: string };

async function post(
  server: ServerProcess,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    headers: response.headers,
    body: await response.text(),
  };
}

async function getPage(server: ServerProcess, pathname: string): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${pathname}`, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, location: null, headers: response.headers, body: await response.text() };
}

const customer = {
  name: "Meena Sundaram",
  email: "meena@example.in",
  phone: "9876501234",
  address: "12 Gandhi Road, Anna Nagar",
  city: "Madurai",
  state: "Tamil Nadu",
  pincode: "625020",
  paymentMethod: "cod",
  agreeTerms: "on",
};

function checkout(server: ServerProcess, productId: number, headers: Record<string, string> = {}) {
  return post(
    server,
    "/checkout",
    {
      ...customer,
      ...installationVisitChoice(customer.pincode),
      cart: JSON.stringify([{ id: String(productId), quantity: 1 }]),
    },
    headers,
  );
}

function trackOrder(server: ServerProcess, orderNumber: string, headers: Record<string, string> = {}) {
  return post(server, "/track-order", { intent: "lookup", orderNumber, phone: customer.phone }, headers);
}

function healthOnNewConnection(server: ServerProcess): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.baseUrl}/healthz`, { agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    });
    request.on("timeout", () => request.destroy(new Error("/healthz did not answer")));
    request.on("error", reject);
  });
}

beforeAll(() => {
  if (!fs.existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("The process tests need a build: run `npx react-router build` first (npm test does).");
  }
});

describe.skipIf(!postgres)("two server processes on one PostgreSQL", { timeout: 180_000 }, () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  /** Trusts the loopback proxy (the default). */
  let a: ServerProcess;
  /** Trusts only a proxy at 10.0.0.0/8: the loopback peer of these tests is not one. */
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await postgres!.scratch();
    const common = {
      ...scratch.env,
      PUBLIC_URL: publicOrigin,
      GSTIN: "33AAGCK1234M1ZM",
      SIGNING_SECRET: "a-test-signing-secret-of-at-least-32-characters",
      ADMIN_PASSWORD: ownerPassword,
    };
    a = startServer({ ...common, PORT: String(await freePort()) });
    b = startServer({ ...common, PORT: String(await freePort()), TRUST_PROXY: "10.0.0.0/8" });
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
    database = await openDatabase(scratch.options);
  }, 180_000);

  afterAll(async () => {
    const codes = await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server)));
    await database?.close();
    await scratch?.dispose();
    expect(codes, `${a?.output()}\n${b?.output()}`).toEqual(codes.map(() => 0));
  });

  async function setProduct(id: number, values: Partial<typeof products.$inferInsert>) {
    await database.db.update(products).set(values).where(eq(products.id, id));
  }

  it("shows an order placed through one process (behind the proxy) to a lookup through the other", async () => {
    await setProduct(1, { stock: 5 });
    const placed = await checkout(a, 1, {
      Origin: publicOrigin,
      "X-Forwarded-Host": "shop.example.in",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "198.51.100.23",
    });
    expect(placed.status, placed.body.slice(0, 500)).toBe(303);
    const confirmation = new URL(placed.location!, publicOrigin);
    expect(confirmation.origin).toBe(publicOrigin);
    expect(confirmation.pathname).toBe("/order-confirmation");
    const orderNumber = confirmation.searchParams.get("order")!;
    expect(orderNumber).toMatch(/^ORD-/);

    const found = await trackOrder(b, orderNumber);
    expect(found.status).toBe(200);
    expect(found.body).toContain(orderNumber);
    expect(found.body).toContain("Madurai 625020");
  });

  it("sells the last unit once when both processes take it at the same moment", async () => {
    await setProduct(2, { stock: 1 });
    const answers = await Promise.all([checkout(a, 2), checkout(b, 2)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([303, 409]);
    const refusal = answers.find((answer) => answer.status === 409)!;
    expect(refusal.body).toContain("is out of stock.");
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, 2));
    expect(row!.stock).toBe(0);
  });

  it("serves a price changed through one process from the other on its next request", async () => {
    const [before] = await database.db.select().from(products).where(eq(products.id, 3));
    const category = before!.category;
    const newPrice = 12_345_600;
    // both processes have the old price cached before the change
    for (const server of [a, b]) {
      const page = await getPage(server, `/shop/${category}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(before!.title);
      expect(page.body).not.toContain(formatRupees(newPrice));
    }
    await setProduct(3, { pricePaise: newPrice, mrpPaise: null, discountPct: 0 });
    for (const server of [b, a]) {
      expect((await getPage(server, `/shop/${category}`)).body).toContain(formatRupees(newPrice));
      expect((await getPage(server, "/products/3")).body).toContain(formatRupees(newPrice));
    }
  });

  it("accepts form posts through the trusted proxy and refuses cross-site and forged ones", async () => {
    // An empty sign-in form that reaches the action stops at validation, recording nothing.
    const signIn = async (server: ServerProcess, headers: Record<string, string>) => {
      const answer = await post(server, "/admin/login", {}, headers);
      if (answer.status === 400 && answer.body.includes("Enter your username.")) return "accepted";
      expect([400, 403], answer.body.slice(0, 300)).toContain(answer.status);
      return "refused";
    };
    const forwarded = { "X-Forwarded-Host": "www.shop.example.in", "X-Forwarded-Proto": "https" };
    const direct = `http://127.0.0.1:${new URL(a.baseUrl).port}`;

    expect(await signIn(a, { ...forwarded, Origin: "https://www.shop.example.in" })).toBe("accepted");
    expect(
      await signIn(a, {
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "shop.example.in",
        Origin: publicOrigin,
      }),
    ).toBe("accepted");
    expect(await signIn(a, { Origin: direct })).toBe("accepted");
    expect(await signIn(a, { ...forwarded, Origin: "https://evil.example" })).toBe("refused");
    expect(await signIn(a, { ...forwarded, Origin: "http://www.shop.example.in" })).toBe("refused");
    expect(await signIn(a, { ...forwarded, Origin: "null" })).toBe("refused");
    expect(await signIn(a, { ...forwarded, "Sec-Fetch-Site": "cross-site" })).toBe("refused");

    // b does not trust this peer: forged forwarded headers are not believed
    expect(await signIn(b, { "X-Forwarded-Host": "evil.example", Origin: "https://evil.example" })).toBe(
      "refused",
    );
    expect(await signIn(b, { ...forwarded, Origin: "https://www.shop.example.in" })).toBe("refused");
    expect(
      await signIn(b, {
        "X-Forwarded-Host": "127.0.0.1:1",
        Origin: `http://127.0.0.1:${new URL(b.baseUrl).port}`,
      }),
    ).toBe("accepted");
  });

  it("counts a forwarded client address only from a trusted proxy", async () => {
    const lookup = (server: ServerProcess, forwardedFor: string) =>
      trackOrder(server, "ORD-000000-NONE00", { "X-Forwarded-For": forwardedFor }).then(
        (answer) => answer.status,
      );
    // Through a's trusted proxy each forwarded address has its own quota of lookups.
    const statuses: number[] = [];
    for (let i = 0; i < trackOrderLimit.limit + 1; i += 1) statuses.push(await lookup(a, "203.0.113.7"));
    expect(statuses.slice(0, -1)).toEqual(statuses.slice(0, -1).map(() => 404));
    expect(statuses.at(-1)).toBe(429);
    expect(await lookup(a, "203.0.113.8")).toBe(404);
    // b does not trust this peer: it counts the peer's own address, not the one claimed.
    expect(await lookup(b, "203.0.113.7")).toBe(404);
  });

  it("counts order lookups from one address across both processes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < trackOrderLimit.limit + 2; i += 1) {
      statuses.push((await trackOrder(i % 2 === 0 ? a : b, "ORD-000000-NONE00")).status);
    }
    // Each process saw at most 8 of this address's lookups: only a shared count reaches the limit of 10.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal, statuses.join(" ")).toBeGreaterThan(0);
    expect(statuses.slice(firstRefusal)).toEqual(statuses.slice(firstRefusal).map(() => 429));
    expect(statuses.slice(0, firstRefusal)).toEqual(statuses.slice(0, firstRefusal).map(() => 404));
  });

  it("counts failed sign-ins across both processes, and the owner still signs in from elsewhere", async () => {
    const attempt = (server: ServerProcess, password: string, headers: Record<string, string> = {}) =>
      post(server, "/admin/login", { username: "admin", password, next: "/admin" }, headers);
    const statuses: number[] = [];
    for (let i = 0; i < maxPairFailures; i += 1) {
      statuses.push((await attempt(i % 2 === 0 ? a : b, `wrong-password-${i}`)).status);
    }
    expect(statuses).toEqual(statuses.map(() => 401));
    for (const server of [a, b]) {
      const refused = await attempt(server, ownerPassword);
      expect(refused.status).toBe(429);
      expect(refused.body).toContain(tooManyAttemptsMessage);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The same account from another address (through a's trusted proxy) is not kept out.
    const owner = await attempt(a, ownerPassword, { "X-Forwarded-For": "198.51.100.77" });
    expect(owner.status).toBe(302);
    expect(owner.location).toBe("/admin");
  });
});

describe.skipIf(!postgres)("the WEB_CONCURRENCY cluster", { timeout: 180_000 }, () => {
  it("serves from two workers, replaces one that dies and stops cleanly on SIGTERM", async () => {
    const scratch = await postgres!.scratch();
    const server = startServer({
      ...scratch.env,
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      PORT: String(await freePort()),
      ADMIN_PASSWORD: "cluster-owner-password",
    });
    const lines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string; worker?: number; pid?: number; path?: string });
    const listening = () => lines().filter((line) => line.msg === "shop is listening");
    async function until(check: () => boolean, what: string) {
      const deadline = Date.now() + 60_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen in time:\n${server.output()}`);
        if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    try {
      await waitForHealth(server);
      await until(() => listening().length === 2, "two workers listening");
      // a new connection each time: the cluster hands connections, not requests, to its workers in turn;
      // the workers' log lines may reach the pipe a moment after their answers, so wait for them
      const answeredBy = () =>
        new Set(
          lines()
            .filter((line) => line.path === "/healthz")
            .map((line) => line.worker),
        );
      for (let i = 0; i < 20 && answeredBy().size < 2; i += 1) {
        expect(await healthOnNewConnection(server)).toBe(200);
      }
      await until(() => answeredBy().size === 2, "both workers answering");
      expect(lines().filter((line) => line.msg === "seeded an empty catalogue")).toHaveLength(1);

      const [first] = listening();
      process.kill(first!.pid!, "SIGKILL");
      await until(() => listening().length === 3, "a new worker listening");
      await waitForHealth(server);
      expect(lines().some((line) => line.msg?.startsWith("a server process stopped unexpectedly"))).toBe(
        true,
      );
    } finally {
      const code = await stopServer(server);
      await scratch.dispose();
      expect(code, server.output()).toBe(0);
    }
    expect(lines().filter((line) => line.msg === "stopped cleanly")).toHaveLength(2);
  });
});
