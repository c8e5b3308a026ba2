/**
 * HTTP benchmark: builds the shop, starts the production server on a fresh embedded database (one process),
 * loads it with autocannon over loopback, and prints one table of requests/s and p50/p99 latency beside a
 * baseline: Node's own http server sending, from memory, the cached page's exact bytes (its headers and its
 * brotli body). Reports only; the goals are printed next to the figures, not enforced.
 *
 *   npm run bench            (BENCH_SECONDS=10 per row by default, BENCH_CONNECTIONS=10)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 10;
/** What a browser sends: the cached page goes out as its stored brotli body. */
const browserHeaders = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

async function freePort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (code !== 0 && signal === null) {
      console.error(`${args.join(" ")} exited with ${code}`);
      process.exit(1);
    }
  });
  return child;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** A GET as a browser sends it, with the body as it came over the wire (not decoded) and the headers. */
async function rawGet(url: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: browserHeaders }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

type Row = { name: string; path: string; headers?: Record<string, string>; goal?: (row: Figures) => string };
type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/**
 * wrk (Debian's package), when installed, loads the server from a second process written in C. autocannon
 * parses every answer in JavaScript, and on two cores it tops out below what a cache hit and the baseline
 * can serve, so with it the two rows measure the load generator rather than the servers.
 */
const wrkInstalled = spawnSync("wrk", ["--version"]).error === undefined;

/** Milliseconds from wrk's latency figure ("239.00us", "1.48ms", "2.01s"). */
function wrkMs(figure: string): number {
  const value = Number.parseFloat(figure);
  if (figure.endsWith("us")) return value / 1000;
  if (figure.endsWith("ms")) return value;
  if (figure.endsWith("s")) return value * 1000;
  return value;
}

function loadWithWrk(url: string, headers: Record<string, string>, duration: number): Figures {
  const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const run = spawnSync("wrk", [...args, url], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const out = run.stdout;
  const figure = (pattern: RegExp) => pattern.exec(out)?.[1] ?? "0";
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(figure(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(figure(/\s50%\s+(\S+)/)),
    p99: wrkMs(figure(/\s99%\s+(\S+)/)),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(figure(/Non-2xx or 3xx responses:\s+(\d+)/)),
  };
}

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  if (wrkInstalled) {
    // A short warm-up so every row starts from a steady state (JIT, connections, caches).
    loadWithWrk(url, headers, 2);
    return loadWithWrk(url, headers, seconds);
  }
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  console.log("Building the shop...");
  const build = spawnSync("npm", ["run", "-s", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(["--import", "tsx", "server/index.ts"], {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    ADMIN_PASSWORD: "bench-owner-password-1",
    WEB_CONCURRENCY: "1",
  });
  let baseline: ChildProcess | undefined;

  try {
    await waitFor(`${base}/healthz`);
    // The cached page exactly as it goes out (its brotli body, and its headers with the security headers
    // among them), checked to be a cache hit on the second ask: the baseline sends the same bytes.
    await rawGet(`${base}/`);
    const cached = await rawGet(`${base}/`);
    if (cached.headers["x-cache"] !== "hit") throw new Error("/ was not served from the page cache");
    const page = cached.body;
    const pageBytes = page.length;
    // Node's http server writes these itself.
    const ownHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
    const pageHeaders = Object.entries(cached.headers).flatMap(([name, value]) =>
      ownHeaders.has(name) || value === undefined ? [] : [value].flat().map((one) => [name, one]),
    );

    const file = path.join(dataDir, "baseline.html");
    fs.writeFileSync(file, page);
    const baselinePort = await freePort();
    baseline = startProcess(
      [
        "-e",
        `const body = require("node:fs").readFileSync(${JSON.stringify(file)});
         const headers = ${JSON.stringify(pageHeaders)};
         require("node:http").createServer((req, res) => {
           res.writeHead(200, headers.flat());
           res.end(body);
         }).listen(${baselinePort}, "127.0.0.1");`,
      ],
      {},
    );
    await waitFor(`http://127.0.0.1:${baselinePort}/`);

    const rows: Row[] = [
      {
        name: "/ from the page cache",
        path: "/",
      },
      {
        name: "/shop rendered (not cached)",
        path: "/shop",
        headers: { cookie: "bench=1" },
        goal: (row) => `>= 300 req/s: ${row.rps >= 300 ? "met" : "NOT met"}`,
      },
      { name: "/products/1 from the page cache", path: "/products/1" },
      {
        name: "GET /api/cart-prices (5 ids)",
        path: "/api/cart-prices?ids=1,2,3,4,5",
        goal: (row) => `p99 <= 25 ms: ${row.p99 <= 25 ? "met" : "NOT met"}`,
      },
    ];

    const baselineFigures = await load(`http://127.0.0.1:${baselinePort}/`, browserHeaders);
    const results: [string, Figures, string][] = [
      [`the same response from memory, node:http (${pageBytes} B)`, baselineFigures, "baseline"],
    ];
    for (const row of rows) {
      const figures = await load(`${base}${row.path}`, { ...browserHeaders, ...row.headers });
      let goal = row.goal?.(figures) ?? "";
      if (row.path === "/") {
        const ratio = figures.rps / baselineFigures.rps;
        goal = `${(ratio * 100).toFixed(0)}% of baseline (goal >= 50%: ${ratio >= 0.5 ? "met" : "NOT met"})`;
      }
      results.push([row.name, figures, goal]);
    }

    console.log(
      `\nHTTP benchmark: ${connections} connections, ${seconds} s per row, one server process, loopback, load from ${wrkInstalled ? "wrk" : "autocannon (install wrk for figures the load generator does not cap)"}\n`,
    );
    const header = ["", "req/s", "p50 ms", "p99 ms", "errors", "goal"];
    const lines = results.map(([name, f, goal]) => [
      name,
      f.rps.toFixed(0),
      f.p50.toFixed(1),
      f.p99.toFixed(1),
      String(f.errors + f.non2xx),
      goal,
    ]);
    const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i]!.length)));
    for (const line of [header, ...lines]) {
      console.log(
        line
          .map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
          .join("  "),
      );
    }
    console.log(
      [
        "",
        "Every request sends a browser's Accept-Encoding: cached pages go out as their stored brotli body, the",
        "rest is compressed on the fly. The baseline sends, from memory, the cached page's own headers and brotli",
        "body: the least work Node's http server can do for the same answer.",
        "The /shop row sends a cookie, and a request with any cookie is never answered from the page cache",
        "(the rule that keeps staff pages out of it), so every request renders /shop; the shop query cache of",
        "decision 007 still applies, as it does in production. /api/cart-prices is a GET (?ids=), not a POST.",
        "The server logs every request at info, as in production (to /dev/null here).",
      ].join("\n"),
    );
  } finally {
    await Promise.all([stopProcess(server), baseline && stopProcess(baseline)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
