/**
 * Seeded fuzzing of the built server: 5,000 requests (FUZZ_REQUESTS for more, FUZZ_SEED to replay) of
 * random and known paths, every method including TRACE and junk ones, odd query strings, form, multipart,
 * JSON, garbage and a few multi-megabyte bodies, odd headers, forged origins, huge cookies and long URLs.
 * No answer may be a 5xx, no page may show a stack trace or SQL, and /healthz must still answer 200.
 */
import fs from "node:fs";
import path from "node:path";

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "../support/free-port";
import { migratedDataDir } from "../support/test-database";
import { hostileText } from "../support/hostile-values";
import { rawRequest, type RawRequest } from "../support/raw-http";
import {
  repoRoot,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from "../support/server-process";

const requestCount = Number(process.env.FUZZ_REQUESTS ?? 5_000);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const concurrency = 6;
const adminPassword = "fuzz-owner-password-1";

const knownPaths = [
  "/",
  "/shop",
  "/shop/tv",
  "/shop/ac",
  "/shop/nope",
  "/products/1",
  "/products/0",
  "/products/abc",
  "/products/99999999999999999999",
  "/wishlist",
  "/compare",
  "/services",
  "/services/repairs",
  "/services/book",
  "/book-service",
  "/track-service",
  "/services/track",
  "/policies/warranty",
  "/faq",
  "/store-locator",
  "/offers",
  "/contact",
  "/cart",
  "/checkout",
  "/order-confirmation",
  "/track-order",
  "/brands",
  "/about",
  "/privacy",
  "/terms",
  "/shipping",
  "/cancellation-refund",
  "/invoice",
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  "/api/search-suggestions",
  "/api/cart-prices",
  "/media/1/main.webp",
  "/media/abc/..%2F..%2Fetc%2Fpasswd",
  "/admin",
  "/admin/login",
  "/admin/logout",
  "/admin/orders",
  "/admin/orders/1",
  "/admin/orders/1/invoice",
  "/admin/orders.csv",
  "/admin/bookings",
  "/admin/bookings/1",
  "/admin/technicians",
  "/admin/messages",
  "/admin/products",
  "/admin/products/new",
  "/admin/products/1",
  "/admin/brands",
  "/admin/outbox",
  "/admin/staff",
  "/admin/audit",
  "/admin/gstr1",
  "/admin/gstr1.json",
  "/admin/nothing",
  "/assets/nope.js",
  "/favicon.ico",
];

/** Text safe to put in a request line or header: every byte above 0x7f and below 0x20 percent-encoded. */
function urlSafe(text: string): string {
  return Buffer.from(text, "utf8")
    .toString("latin1")
    .replace(/[^\x21-\x7e]/g, (char) => {
      return `%${char.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`;
    });
}

const pathArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...knownPaths) },
  // React Router's data requests for the same routes
  {
    weight: 2,
    arbitrary: fc.constantFrom(...knownPaths).map((p) => (p === "/" ? "/_root.data" : `${p}.data`)),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.webSegment(),
          hostileText(4).map(urlSafe),
          fc.constantFrom("..", ".", "%2e%2e", "%00", "%"),
        ),
        {
          minLength: 1,
          maxLength: 5,
        },
      )
      .map((parts) => `/${parts.join("/")}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("//evil.example", "/\\evil.example", "/%5cevil", "/a%ZZb", "/%E0%A4%A"),
  },
);

const queryValue = fc.oneof(
  hostileText(6).map(urlSafe),
  fc.constantFrom(
    "%00",
    "%",
    "%ZZ",
    "%E0%A4%A",
    "%C0%AF",
    "%FF%FE",
    "99999999999999999999999",
    "-1",
    "NaN",
    "1e309",
    "0x1",
    "",
  ),
  fc.integer().map(String),
);
const queryKey = fc.constantFrom(
  "q",
  "page",
  "status",
  "sort",
  "category",
  "brand",
  "min",
  "max",
  "order",
  "token",
  "ref",
  "next",
  "edit",
  "saved",
  "ids",
  "a[]",
  "a[0]",
  "_data",
  "index",
  "__proto__",
);
const queryArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue), { maxLength: 6 })
      .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : "")),
  },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 12_000 }).map((n) => `?q=${"a".repeat(n)}`) },
);

const methodArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant("GET") },
  { weight: 6, arbitrary: fc.constant("POST") },
  { weight: 1, arbitrary: fc.constant("HEAD") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      "TRACE",
      "CONNECT",
      "PROPFIND",
      "FOO",
      "get",
      "M-SEARCH",
    ),
  },
);

const encoder = new TextEncoder();

type BodySpec = { contentType?: string; bytes: Uint8Array };

const formBody = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        "name",
        "phone",
        "email",
        "address",
        "intent",
        "id",
        "cart",
        "orderNumber",
        "reference",
        "username",
        "password",
        "q",
        "stock",
        "message",
      ),
      hostileText(10),
    ),
    { maxLength: 8 },
  )
  .map((pairs): BodySpec => {
    const form = new URLSearchParams(pairs);
    return { contentType: "application/x-www-form-urlencoded", bytes: encoder.encode(form.toString()) };
  });

const multipartBody = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom("name", "image", "file", "intent", "phone"), hostileText(8)), {
      maxLength: 5,
    }),
    fc.boolean(),
  )
  .map(([parts, broken]): BodySpec => {
    const boundary = "----fuzz7d1a";
    const text = parts
      .map(([name, value]) =>
        name === "image" || name === "file"
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${value}\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("");
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      bytes: encoder.encode(broken ? text : `${text}--${boundary}--\r\n`),
    };
  });

const jsonBody = fc
  .oneof(fc.json(), fc.constantFrom('{"a":', "[", '{"__proto__":{"x":1}}', "null", '"\\u0000"'))
  .map((text): BodySpec => ({ contentType: "application/json", bytes: encoder.encode(text) }));

const garbageBody = fc
  .tuple(
    fc.uint8Array({ maxLength: 2_000 }),
    fc.constantFrom(
      undefined,
      "text/plain",
      "application/octet-stream",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "application/json; charset=utf-16",
      "text/html; charset=bogus",
      "image/png",
    ),
  )
  .map(([bytes, contentType]): BodySpec => ({ contentType, bytes }));

const invalidUtf8Body = fc
  .constantFrom(
    [0xc3, 0x28],
    [0xe2, 0x82],
    [0xff, 0xfe, 0x00],
    [0xed, 0xa0, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
  )
  .map((bytes): BodySpec => ({
    contentType: "application/x-www-form-urlencoded",
    bytes: new Uint8Array([...encoder.encode("name="), ...bytes, ...encoder.encode("&phone=9")]),
  }));

const bodyArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant<BodySpec | undefined>(undefined) },
  { weight: 4, arbitrary: formBody },
  { weight: 2, arbitrary: multipartBody },
  { weight: 2, arbitrary: jsonBody },
  { weight: 2, arbitrary: garbageBody },
  { weight: 1, arbitrary: invalidUtf8Body },
);

const headerArb = fc.record(
  {
    origin: fc.constantFrom("https://evil.example", "null", "http://127.0.0.1", "%%%", ""),
    secFetchSite: fc.constantFrom("cross-site", "same-origin", "same-site", "none"),
    cookie: fc.oneof(
      fc.constantFrom(
        "staff_session=abc",
        "staff_session=",
        "staff_session=%00",
        "a=b; staff_session=x; staff_session=y",
      ),
      fc.integer({ min: 1_000, max: 12_000 }).map((n) => `staff_session=${"x".repeat(n)}`),
    ),
    accept: fc.constantFrom("*/*", "text/html", "application/json", "text/x-component", "<script>"),
    forwarded: fc.constantFrom("1.2.3.4", "not-an-ip", "1.2.3.4, 5.6.7.8", "::1"),
    range: fc.constantFrom("bytes=0-1", "bytes=-1", "bytes=9999999999-", "lines=1-2"),
    extra: fc.tuple(
      fc.constantFrom("X-Junk", "If-None-Match", "If-Modified-Since", "Accept-Language", "Host"),
      fc.constantFrom("", "*", "garbage", "Tue, 99 Foo 9999", "é".repeat(3), "a".repeat(3000)),
    ),
  },
  { requiredKeys: [] },
);

const fuzzRequest = fc.record({
  method: methodArb,
  path: pathArb,
  query: queryArb,
  body: bodyArb,
  headers: headerArb,
  signedIn: fc.boolean(),
});

type FuzzCase = typeof fuzzRequest extends fc.Arbitrary<infer T> ? T : never;

function toRaw(spec: FuzzCase, port: number, staffCookie: string): RawRequest {
  const headers: [string, string][] = [
    ["Host", `127.0.0.1:${port}`],
    ["Connection", "close"],
  ];
  const h = spec.headers;
  if (h.origin !== undefined) headers.push(["Origin", h.origin]);
  if (h.secFetchSite !== undefined) headers.push(["Sec-Fetch-Site", h.secFetchSite]);
  const cookies = [spec.signedIn ? staffCookie : "", h.cookie ?? ""].filter(Boolean).join("; ");
  if (cookies) headers.push(["Cookie", cookies]);
  if (h.accept !== undefined) headers.push(["Accept", h.accept]);
  if (h.forwarded !== undefined) headers.push(["X-Forwarded-For", h.forwarded]);
  if (h.range !== undefined) headers.push(["Range", h.range]);
  if (h.extra !== undefined) headers.push([h.extra[0], Buffer.from(h.extra[1], "utf8").toString("latin1")]);
  let body: Uint8Array | undefined;
  if (spec.body && spec.method !== "GET" && spec.method !== "HEAD") {
    body = spec.body.bytes;
    if (spec.body.contentType) headers.push(["Content-Type", spec.body.contentType]);
    headers.push(["Content-Length", String(body.length)]);
  }
  return { method: spec.method, target: `${spec.path}${spec.query}`, headers, body };
}

/** A few bodies of 1 to 10 MB at the forms and the upload, and one URL far past any sane length. */
function bigRequests(port: number): RawRequest[] {
  const host: [string, string] = ["Host", `127.0.0.1:${port}`];
  const sized = (target: string, megabytes: number, contentType: string): RawRequest => {
    const body = new Uint8Array(megabytes * 1024 * 1024).fill(0x61);
    return {
      method: "POST",
      target,
      headers: [
        host,
        ["Connection", "close"],
        ["Content-Type", contentType],
        ["Content-Length", String(body.length)],
      ],
      body,
    };
  };
  return [
    sized("/contact", 1, "application/x-www-form-urlencoded"),
    sized("/checkout", 3, "application/x-www-form-urlencoded"),
    sized("/track-order", 2, "multipart/form-data; boundary=x"),
    sized("/admin/products/1", 10, "multipart/form-data; boundary=x"),
    sized("/services/book.data", 5, "application/json"),
    sized("/nowhere", 1, "text/plain"),
    { method: "GET", target: `/shop?q=${"b".repeat(60_000)}`, headers: [host, ["Connection", "close"]] },
  ];
}

const leak =
  /\n\s+at [\w.<>]+ \(|Failed query|insert into|select .* from "|invalid byte sequence|duplicate key value|violates (check|foreign key|unique)/i;

describe("fuzzing the built server", { timeout: 600_000 }, () => {
  let server: ServerProcess;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(repoRoot, "build/server/index.js"))) {
      throw new Error("The fuzz test needs a build: run `npx react-router build` first (npm test does).");
    }
    dataDir = migratedDataDir("shop-fuzz-");
    port = await freePort();
    server = startServer({ DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: adminPassword });
    await waitForHealth(server, 200, 180_000);
  }, 240_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers ${requestCount} hostile requests without a 5xx and stays healthy`, async () => {
    const login = await fetch(`http://127.0.0.1:${port}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ username: "admin", password: adminPassword }),
      redirect: "manual",
    });
    const staffCookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(staffCookie, "signing in for the fuzz run").toMatch(/^staff_session=./);

    const specs = fc.sample(fuzzRequest, { seed, numRuns: requestCount });
    const requests = [...bigRequests(port), ...specs.map((spec) => toRaw(spec, port, staffCookie))];
    const histogram = new Map<string, number>();
    const failures: string[] = [];
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const response = await rawRequest(port, request);
        const key = String(response.status);
        histogram.set(key, (histogram.get(key) ?? 0) + 1);
        const described = `${request.method} ${request.target.slice(0, 200)}`;
        if (typeof response.status === "number" && response.status >= 500) {
          failures.push(`${response.status} ${described}`);
        }
        if (!response.headers["content-encoding"] && leak.test(response.body.toString("utf8"))) {
          failures.push(`leaked internals: ${described}: ${response.body.toString("utf8").slice(0, 300)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    console.info(
      `fuzz seed ${seed}: ${requests.length} requests in ${Math.round((Date.now() - started) / 1000)} s, statuses`,
      Object.fromEntries([...histogram].sort()),
    );
    expect(failures.slice(0, 30), `seed ${seed}; replay with FUZZ_SEED=${seed}`).toEqual([]);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
