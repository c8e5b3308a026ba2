import { describe, expect, it } from "vitest";

import { createRateLimiter } from "./rate-limit.server";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createRateLimiter", () => {
  it("allows the limit within a window and refuses the next hit", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 600_000, now: time.now });
    const results = Array.from({ length: 6 }, () => limiter.hit("203.0.113.7"));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results.map((result) => result.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
  });

  it("counts each address on its own", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("b").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("opens a new window once the old one has passed, and says when", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: time.now });
    limiter.hit("a");
    time.advance(4_000);
    limiter.hit("a");
    const refused = limiter.hit("a");
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterMs: 6_000 });
    time.advance(5_999);
    expect(limiter.hit("a").allowed).toBe(false);
    time.advance(1);
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 1, retryAfterMs: 10_000 });
  });

  it("sweeps expired windows once it tracks many keys", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: time.now, maxKeys: 3 });
    limiter.hit("a");
    limiter.hit("b");
    limiter.hit("c");
    time.advance(1000);
    limiter.hit("d");
    expect(limiter.size()).toBe(1);
  });

  it("forgets everything on reset", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now });
    limiter.hit("a");
    limiter.reset();
    expect(limiter.hit("a").allowed).toBe(true);
  });

  it("refuses a nonsensical configuration", () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
  });
});
