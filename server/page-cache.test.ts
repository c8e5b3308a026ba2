import { describe, expect, it } from "vitest";

import {
  PageCache,
  pageCacheKey,
  requestIsCacheable,
  responseIsCacheable,
  type CachedPage,
} from "./page-cache";

function page(bytes: number): CachedPage {
  return {
    headers: [["content-type", "text/html; charset=utf-8"]],
    etag: 'W/"x"',
    bodies: { identity: Buffer.alloc(bytes), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
  };
}

const shopPage = { method: "GET", policy: "cached", url: "/shop", headers: {} } as const;

describe("what the page cache takes", () => {
  it("takes anonymous GET and HEAD of allow-listed pages", () => {
    expect(requestIsCacheable(shopPage)).toBe(true);
    expect(requestIsCacheable({ ...shopPage, method: "HEAD" })).toBe(true);
    expect(requestIsCacheable({ ...shopPage, url: "/products/3" })).toBe(true);
  });

  it("takes a request whose only cookie is the language choice", () => {
    expect(requestIsCacheable({ ...shopPage, headers: { cookie: "lang=ta" } })).toBe(true);
    expect(requestIsCacheable({ ...shopPage, headers: { cookie: " lang=en ; " } })).toBe(true);
  });

  it("refuses other methods, routes, any cookie, credentials and overlong addresses", () => {
    expect(requestIsCacheable({ ...shopPage, method: "POST" })).toBe(false);
    expect(requestIsCacheable({ ...shopPage, policy: "private" })).toBe(false);
    expect(requestIsCacheable({ ...shopPage, policy: "public" })).toBe(false);
    expect(requestIsCacheable({ ...shopPage, headers: { cookie: "staff_session=abc" } })).toBe(false);
    expect(requestIsCacheable({ ...shopPage, headers: { cookie: "theme=dark" } })).toBe(false);
    expect(requestIsCacheable({ ...shopPage, headers: { cookie: "lang=ta; staff_session=abc" } })).toBe(
      false,
    );
    expect(requestIsCacheable({ ...shopPage, headers: { authorization: "Basic eDp5" } })).toBe(false);
    expect(requestIsCacheable({ ...shopPage, url: `/shop?q=${"a".repeat(600)}` })).toBe(false);
  });

  it("stores only 200 HTML that sets no cookie and varies by nothing but the encoding", () => {
    const html = { "Content-Type": "text/html; charset=utf-8" };
    const answer = (status: number, headers: Record<string, string>) => ({
      status,
      headers: new Headers(headers),
    });
    expect(responseIsCacheable(answer(200, html))).toBe(true);
    expect(responseIsCacheable(answer(200, { ...html, Vary: "Accept-Encoding" }))).toBe(true);
    expect(responseIsCacheable(answer(404, html))).toBe(false);
    expect(responseIsCacheable(answer(302, { Location: "/" }))).toBe(false);
    expect(responseIsCacheable(answer(200, { "Content-Type": "application/json" }))).toBe(false);
    expect(responseIsCacheable(answer(200, { ...html, "Set-Cookie": "a=b" }))).toBe(false);
    expect(responseIsCacheable(answer(200, { ...html, Vary: "Cookie" }))).toBe(false);
    expect(responseIsCacheable(answer(200, { ...html, "Cache-Control": "no-store" }))).toBe(false);
    expect(responseIsCacheable(answer(200, { ...html, "Cache-Control": "private, max-age=60" }))).toBe(false);
  });
});

describe("page cache keys", () => {
  const parts = { build: "b1", catalogue: "7", day: "2026-11-24", url: "/shop?brand=lg" };

  it("change with the build, the catalogue version, the India date and the address", () => {
    const key = pageCacheKey(parts);
    expect(pageCacheKey({ ...parts })).toBe(key);
    expect(pageCacheKey({ ...parts, build: "b2" })).not.toBe(key);
    expect(pageCacheKey({ ...parts, catalogue: "8" })).not.toBe(key);
    expect(pageCacheKey({ ...parts, day: "2026-11-25" })).not.toBe(key);
    expect(pageCacheKey({ ...parts, url: "/shop?brand=samsung" })).not.toBe(key);
    expect(pageCacheKey({ ...parts, url: "/shop" })).not.toBe(key);
  });

  it("read a path that starts with two slashes as a path, not as another host", () => {
    expect(pageCacheKey({ ...parts, url: "//shop" })).toMatch(/\n\/\/shop$/);
    expect(() => pageCacheKey({ ...parts, url: "//%F0%9E%83%85" })).not.toThrow();
  });

  it("normalise what cannot change the page: an empty query and percent-encoding", () => {
    expect(pageCacheKey({ ...parts, url: "/shop?" })).toBe(pageCacheKey({ ...parts, url: "/shop" }));
    expect(pageCacheKey({ ...parts, url: "/shop?q=a b" })).toBe(
      pageCacheKey({ ...parts, url: "/shop?q=a%20b" }),
    );
  });

  it("cannot be stretched into another key by the address", () => {
    const evil = pageCacheKey({ ...parts, url: "/shop?x=%0Ab2" });
    expect(evil.split("\n")).toHaveLength(4);
  });
});

describe("the LRU store", () => {
  it("evicts the least recently used entry past its entry limit", () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.set("a", page(10));
    cache.set("b", page(10));
    expect(cache.get("a")).toBeDefined();
    cache.set("c", page(10));
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("keeps its bytes under the limit, counting a replaced entry once", () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 100_000 });
    for (let i = 0; i < 20; i += 1) cache.set(`page-${i}`, page(9_000));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBe(9);
    expect(cache.get("page-19")).toBeDefined();
    expect(cache.get("page-0")).toBeUndefined();
    const before = cache.bytes;
    cache.set("page-19", page(9_000));
    expect(cache.bytes).toBe(before);
  });

  it("refuses a page too big for its share of the budget", () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 100_000 });
    expect(cache.set("huge", page(20_000))).toBe(false);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
