/**
 * Hostile requests at the server's edge, against one built server on a fresh PGlite folder: NUL bytes and
 * bad percent-encoding, malformed bodies, odd methods, oversized bodies, cache and HSTS headers, and the
 * rule that neither the log nor a response carries a customer's details, a stack trace or SQL text.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "../support/free-port";
import { migratedDataDir } from "../support/test-database";
import { rawRequest } from "../support/raw-http";
import {
  repoRoot,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from "../support/server-process";

// Distinctive details: none of them may ever show up in the server's output.
const phone = "9876501234";
const address = "17 Zqxwarden Kamarajar Salai";
const ownerPassword = "hardening-owner-pass-1";

let server: ServerProcess;
let dataDir: string;
let adminCookie: string;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw HTTP request (fetch refuses TRACE and rewrites bodies); resolves with the whole answer. */
function raw(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path: target, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${target} timed out`)));
    request.end(options.body);
  });
}

const formHeaders = (extra: Record<string, string> = {}) => ({
  "Content-Type": "application/x-www-form-urlencoded",
  ...extra,
});

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

function expectNothingLeaked(text: string) {
  expect(text).not.toContain(phone);
  expect(text).not.toContain("Zqxwarden");
  expect(text).not.toMatch(/\n\s+at \S/);
  expect(text).not.toMatch(/Failed query|params:|\bselect\b.+\bfrom\b|\binsert into\b/i);
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("The process tests need a build: run `npx react-router build` first (npm test does).");
  }
  dataDir = migratedDataDir("shop-hardening-");
  server = startServer({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    ADMIN_PASSWORD: ownerPassword,
    LOG_LEVEL: "info",
  });
  await waitForHealth(server, 200, 150_000);
  const login = await fetch(`${server.baseUrl}/admin/login`, {
    method: "POST",
    headers: formHeaders(),
    body: form({ username: "admin", password: ownerPassword }),
    redirect: "manual",
  });
  const cookie = login.headers.getSetCookie().find((line) => line.includes("="));
  if (!cookie) throw new Error(`signing in failed with ${login.status}:\n${server.output()}`);
  adminCookie = cookie.split(";")[0]!;
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const checkout = {
  name: "Ravi Kumar",
  email: "ravi@example.in",
  phone,
  address,
  city: "Chennai",
  state: "Tamil Nadu",
  pincode: "600001",
  paymentMethod: "cod",
  agreeTerms: "on",
  cart: JSON.stringify([{ id: "1", quantity: 1 }]),
};
const booking = {
  name: "Ravi Kumar",
  phone,
  appliance: "tv",
  brand: "Sony",
  issue: "The picture flickers",
  date: "2030-01-10",
  slot: "morning",
  address,
  pincode: "600001",
  agreeTerms: "on",
};

describe("a NUL byte or a bad escape in any text", { timeout: 120_000 }, () => {
  const forms: [string, Record<string, string>][] = [
    ["/checkout", { ...checkout, name: "ab\u0000" }],
    ["/checkout", { ...checkout, address: `${address}\u0000` }],
    ["/checkout", { ...checkout, city: "Chen\u0000nai" }],
    ["/checkout", { ...checkout, state: "Tamil\u0000Nadu" }],
    ["/services/book", { ...booking, name: "Ravi\u0000" }],
    ["/services/book", { ...booking, issue: "flicker\u0000s" }],
    ["/services/book", { ...booking, address: `${address}\u0000` }],
    ["/track-service", { reference: "SR-\u0000", phone }],
    ["/track-order", { orderNumber: "KH-\u0000", phone }],
    ["/contact", { name: "Ravi\u0000", phone, email: "ravi@example.in", message: "Hello there, a question" }],
  ];

  it("in a form field is refused with 400 and a clear message, and nothing personal is logged", async () => {
    const before = server.output().length;
    for (const [target, fields] of forms) {
      const answer = await raw("POST", target, { headers: formHeaders(), body: form(fields) });
      expect(answer.status, `${target} ${JSON.stringify(fields)}`).toBe(400);
      expect(answer.body).toContain("The form contains characters we cannot accept.");
      expectNothingLeaked(answer.body);
    }
    // a Tamil page says it in Tamil
    const tamil = await raw("POST", "/ta/contact", { headers: formHeaders(), body: form(forms.at(-1)![1]) });
    expect(tamil.status).toBe(400);
    expect(tamil.body).toContain("படிவத்தில் நாங்கள் ஏற்க முடியாத எழுத்துகள் உள்ளன.");
    expect(tamil.body).not.toContain("The form contains characters");
    expectNothingLeaked(server.output().slice(before));
  });

  it("in the address is refused with 400 before any page runs", async () => {
    for (const target of [
      "/shop?q=%00",
      "/track-order?order=KH%00",
      "/admin/orders?q=%00",
      "/admin/bookings?q=ab%00",
      "/admin/messages?q=%00",
      "/admin/orders.csv?q=%00",
      "/shop%00",
      "/shop?q=%E0%A4",
      "/shop?q=%zz",
    ]) {
      const answer = await raw("GET", target, { headers: { Cookie: adminCookie } });
      expect(answer.status, target).toBe(400);
      expectNothingLeaked(answer.body);
    }
  });
});

describe("a body that is not a form", { timeout: 120_000 }, () => {
  it("is refused with a 4xx and a short message on every action", async () => {
    const before = server.output().length;
    for (const target of [
      "/track-order",
      "/track-order.data",
      "/track-service",
      "/track-service.data",
      "/services/book",
      "/services/book.data",
      "/checkout",
      "/contact",
      "/admin/orders/1",
      "/admin/orders/1.data",
      "/admin/products/1",
    ]) {
      const answer = await raw("POST", target, {
        headers: { "Content-Type": "application/json", Cookie: adminCookie },
        body: '{"a":',
      });
      expect([400, 415], `${target} answered ${answer.status}`).toContain(answer.status);
      expectNothingLeaked(answer.body);
    }
    expectNothingLeaked(server.output().slice(before));
  });
});

describe("methods and expected refusals", { timeout: 120_000 }, () => {
  it("answer 405 with Allow to TRACE, PUT and DELETE anywhere, without a stack in the log", async () => {
    const before = server.output().length;
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      for (const target of ["/", "/shop", "/healthz", "/admin/orders", "/assets/none.js"]) {
        const answer = await raw(method, target);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST");
      }
    }
    expectNothingLeaked(server.output().slice(before));
  });

  it("log at most a short line and no stack for a POST to a page without an action or a missing page", async () => {
    const before = server.output().length;
    const notAllowed = await raw("POST", "/about", { headers: formHeaders(), body: "a=1" });
    expect(notAllowed.status).toBe(405);
    const missing = await raw("GET", "/no-such-page");
    expect(missing.status).toBe(404);
    const logged = server.output().slice(before);
    expectNothingLeaked(logged);
    for (const line of logged.split("\n")) expect(line.length).toBeLessThan(400);
  });
});

describe("request body limits", { timeout: 120_000 }, () => {
  it("refuse a declared 200 MB form at once with 413, before the body is sent", async () => {
    const url = new URL(server.baseUrl);
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request({
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/contact",
        headers: formHeaders({ "Content-Length": String(200 * 1024 * 1024) }),
      });
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          });
        });
      });
      request.on("error", reject);
      request.setTimeout(30_000, () => request.destroy(new Error("no answer to the oversized form")));
      request.write("name=");
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("too large");
  });

  it("cut off a chunked form without a length once it passes the limit", async () => {
    const url = new URL(server.baseUrl);
    let sent = 0;
    // Once the answer has started to arrive the client stops sending, as a browser does; otherwise it could
    // outrun the server's bounded discarding and see the connection cut before it reads the answer.
    let answered = false;
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request({
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/contact",
        headers: formHeaders({ "Transfer-Encoding": "chunked" }),
      });
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        // Bounded: a server that never answers fails the test after 64 MB instead of reading forever.
        while (sent < 64 * 1024 * 1024 && !request.destroyed && !answered) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        request.end();
      };
      request.on("response", (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (data: Buffer) => chunks.push(data));
        response.on("end", () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          });
        });
      });
      request.on("error", reject);
      request.write("name=");
      pump();
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("too large");
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it("answer an upload over the limit with the 413 message, not a reset connection", async () => {
    const body = new FormData();
    body.append("image", new Blob([Buffer.alloc(9 * 1024 * 1024, 1)], { type: "image/png" }), "big.png");
    const response = await fetch(`${server.baseUrl}/admin/products/1`, {
      method: "POST",
      headers: { Cookie: adminCookie },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("The picture is larger than 8 MB. Choose a smaller one.");
  });

  it("still accept an ordinary form", async () => {
    const answer = await raw("POST", "/track-order", {
      headers: formHeaders(),
      body: form({ orderNumber: "ORD-250901-ABC234", phone }),
    });
    expect(answer.status).toBe(404);
  });
});

describe("response headers", { timeout: 120_000 }, () => {
  it("send HSTS only when the public address is https", async () => {
    const answer = await raw("GET", "/");
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  it("mark every page with personal data private and no-store, documents and data alike", async () => {
    for (const target of [
      "/track-service",
      "/track-service.data",
      "/track-order",
      "/track-order.data",
      "/order-confirmation?order=KH-1&token=x",
      "/invoice?order=KH-1&token=x",
      "/admin",
      "/admin/orders",
      "/admin/orders.data",
      "/admin/orders.csv",
      "/admin/products/1",
    ]) {
      const answer = await raw("GET", target, { headers: { Cookie: adminCookie } });
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.headers["cache-control"], target).toBe("private, no-store");
    }
    const lookup = await raw("POST", "/track-service", {
      headers: formHeaders(),
      body: form({ reference: "SR-00000000", phone }),
    });
    expect(lookup.headers["cache-control"]).toBe("private, no-store");
    const home = await raw("GET", "/");
    expect(home.headers["cache-control"] ?? "").not.toContain("no-store");
  });
});

describe("hosts, protocols and request targets the router cannot make a URL of", { timeout: 120_000 }, () => {
  const port = () => Number(new URL(server.baseUrl).port);
  const send = (method: string, target: string, headers: [string, string][]) =>
    rawRequest(port(), { method, target, headers: [...headers, ["Connection", "close"]] });
  const targets: [string, string][] = [
    ["GET", "/healthz"],
    ["GET", "/shop.data"],
    ["GET", "/"],
    ["POST", "/track-order"],
    ["POST", "/ta/track-service.data"],
  ];

  it("answer a bad Host or X-Forwarded-Host with 400, on pages, data, actions and the health check", async () => {
    const hosts = ["xn--a.com", "", " ", "shop.in:99999", "shop.in:0", "shop.in:", "a b", "shop..in", "[zz]"];
    const wrong: string[] = [];
    for (const [method, target] of targets) {
      for (const host of hosts) {
        // An empty X-Forwarded-Host is no forwarded host at all: Host is used, as without one.
        const forwarded: [string, string][][] = host.trim()
          ? [
              [
                ["Host", "127.0.0.1"],
                ["X-Forwarded-Host", host],
              ],
            ]
          : [];
        for (const headers of [[["Host", host]], ...forwarded] as [string, string][][]) {
          const answer = await send(method, target, headers);
          if (answer.status !== 400)
            wrong.push(`${method} ${target} ${JSON.stringify(headers)}: ${answer.status}`);
          expectNothingLeaked(answer.body.toString("utf8"));
        }
      }
    }
    expect(wrong).toEqual([]);
    const fine = await send("GET", "/healthz", [["Host", "shop.example.in:8080"]]);
    expect(fine.status).toBe(200);
  });

  it("answer an odd X-Forwarded-Proto, an absolute-form target or * with 400", async () => {
    const wrong: string[] = [];
    for (const [method, target] of targets) {
      for (const proto of ["ht tp", "javascript", "ftp", "https:"]) {
        const answer = await send(method, target, [
          ["Host", "127.0.0.1"],
          ["X-Forwarded-Proto", proto],
        ]);
        if (answer.status !== 400) wrong.push(`${method} ${target} proto ${proto}: ${answer.status}`);
      }
      const absolute = await send(method, `http://127.0.0.1:${port()}${target}`, [["Host", "127.0.0.1"]]);
      if (absolute.status !== 400) wrong.push(`${method} absolute ${target}: ${absolute.status}`);
    }
    for (const method of ["GET", "POST", "HEAD"]) {
      const star = await send(method, "*", [["Host", "127.0.0.1"]]);
      if (star.status !== 400) wrong.push(`${method} *: ${star.status}`);
    }
    expect(wrong).toEqual([]);
    const secure = await send("GET", "/healthz", [
      ["Host", "127.0.0.1"],
      ["X-Forwarded-Proto", "HTTPS"],
    ]);
    expect(secure.status).toBe(200);
  });
});

describe("picture uploads", { timeout: 120_000 }, () => {
  async function upload(png: Buffer) {
    const body = new FormData();
    body.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "picture.png");
    const started = Date.now();
    const response = await fetch(`${server.baseUrl}/admin/products/1`, {
      method: "POST",
      headers: { Cookie: adminCookie },
      body,
    });
    return { status: response.status, text: await response.text(), ms: Date.now() - started };
  }

  it("refuse a picture with too many pixels at once, and still take a normal one", async () => {
    const bomb = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(bomb);
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("The picture has too many pixels. Choose one under 25 megapixels.");
    // Refused from its header alone: far quicker than decoding 40 megapixels.
    expect(refused.ms).toBeLessThan(15_000);

    const normal = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const accepted = await upload(normal);
    expect(accepted.status).toBe(200);
    expect(accepted.text).toContain("Picture uploaded");
  });
});
