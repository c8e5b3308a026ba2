import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { rateLimitHits } from "../../db/schema";
import { testBackends, testBackendsOf, withTwoConnections } from "../../tests/support/test-database";
import { createRateLimiter, rateLimitKey, retryAfterSeconds } from "./rate-limit.server";

const t0 = new Date("2030-03-01T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("createRateLimiter", () => {
  it("refuses a nonsensical configuration", () => {
    expect(() => createRateLimiter({ bucket: "x", limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createRateLimiter({ bucket: "x", limit: 1, windowMs: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ bucket: "a b'", limit: 1, windowMs: 10 })).toThrow(RangeError);
  });

  it("rounds Retry-After up to whole seconds, at least one", () => {
    expect(retryAfterSeconds({ retryAfterMs: 0 })).toBe("1");
    expect(retryAfterSeconds({ retryAfterMs: 6_001 })).toBe("7");
  });
});

describe.each(testBackends())("database rate limiter on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("allows the limit within a window and refuses the next hit", async () => {
    const limiter = createRateLimiter({ bucket: "t-limit", limit: 5, windowMs: 600_000 });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await limiter.hit(handle.db, "203.0.113.7", t0));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results.map((result) => result.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
  });

  it("counts each address and each bucket on its own", async () => {
    const one = createRateLimiter({ bucket: "t-one", limit: 1, windowMs: 1000 });
    const two = createRateLimiter({ bucket: "t-two", limit: 1, windowMs: 1000 });
    expect((await one.hit(handle.db, "a", t0)).allowed).toBe(true);
    expect((await one.hit(handle.db, "b", t0)).allowed).toBe(true);
    expect((await two.hit(handle.db, "a", t0)).allowed).toBe(true);
    expect((await one.hit(handle.db, "a", t0)).allowed).toBe(false);
  });

  it("opens a new window once the old one has passed, and says when", async () => {
    const limiter = createRateLimiter({ bucket: "t-window", limit: 2, windowMs: 10_000 });
    await limiter.hit(handle.db, "a", t0);
    await limiter.hit(handle.db, "a", at(4_000));
    expect(await limiter.hit(handle.db, "a", at(4_000))).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterMs: 6_000,
    });
    expect((await limiter.hit(handle.db, "a", at(9_999))).allowed).toBe(false);
    expect(await limiter.hit(handle.db, "a", at(10_000))).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterMs: 10_000,
    });
  });

  it("stores a hash of the key, never the address", async () => {
    const limiter = createRateLimiter({ bucket: "t-hash", limit: 3, windowMs: 1000 });
    await limiter.hit(handle.db, "198.51.100.42", t0);
    const rows = await handle.db.select().from(rateLimitHits);
    expect(rows.some((row) => row.key === rateLimitKey("198.51.100.42"))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("198.51.100.42");
  });

  it("counts concurrent hits exactly and forgets its own keys on reset", async () => {
    const limiter = createRateLimiter({ bucket: "t-burst", limit: 10, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(handle.db, "burst", t0)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    await limiter.reset(handle.db);
    expect((await limiter.hit(handle.db, "burst", t0)).remaining).toBe(9);
  });
});

const postgresBackends = testBackendsOf("postgres");

describe.each(postgresBackends)(
  "database rate limiter across processes on $name",
  { timeout: 120_000 },
  (backend) => {
    it("shares one count between two connection pools, as two server processes would", async () => {
      await withTwoConnections(backend, async (first, second) => {
        const limiter = createRateLimiter({ bucket: "t-shared", limit: 10, windowMs: 60_000 });
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => limiter.hit((i % 2 ? first : second).db, "shared", t0)),
        );
        expect(results.filter((result) => result.allowed)).toHaveLength(10);
      });
    });
  },
);
