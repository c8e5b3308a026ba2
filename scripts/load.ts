/**
 * `npm run load`: the shop under a festival rush. Builds when the build is stale, then for each backend
 * (LOAD_BACKENDS, default "pglite,postgres") starts the production server on a fresh database (PGlite: one
 * process; PostgreSQL: two processes sharing one database, the load split between them) and runs, each for
 * LOAD_DURATION seconds (default 30):
 *   - storefront pages at 50 connections: zero errors, every answer 2xx, p95 <= 300 ms;
 *   - checkout at 20 connections on the last 50 units of a product: exactly 50 orders, stock 0, every
 *     refusal a 409 naming the stock problem, no 5xx;
 *   - bookings at 20 connections into one slot: exactly SLOT_CAPACITY (default 4) confirmed, every refusal
 *     the slot-full 409, no 5xx.
 * Prints one table of figures and exits 1 when a goal is missed.
 *
 *   npm run load
 *   LOAD_BACKENDS=postgres LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run load
 */
import os from "node:os";

import { freePort } from "../tests/support/free-port";
import { startServer, stopServer, waitForHealth, type ServerProcess } from "../tests/support/server-process";
import { buildIfStale } from "./build-if-stale";
import { chosenBackends, openBackend, type BackendName, type LoadBackend } from "./load/backends";
import { printFiguresTable, type FiguresRow } from "./load/figures-table";
import { countOutcome, prepareDatabase } from "./load/load-database";
import { runLoad, splitConnections } from "./load/run-load";
import {
  bookingDay,
  bookingScenario,
  checkoutScenario,
  storefrontPaths,
  storefrontScenario,
  type Scenario,
} from "./load/scenarios";

const checkoutStock = 50;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of 1 or more, not "${raw}".`);
    process.exit(2);
  }
  return value;
}

const duration = positiveInteger("LOAD_DURATION", 30);
const slotCapacity = positiveInteger("SLOT_CAPACITY", 4);

/** Things to undo when the run ends or is interrupted, newest first. */
const cleanups: (() => Promise<unknown>)[] = [];

async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error("Clean-up failed:", error);
    }
  }
}

process.on("SIGINT", () => {
  console.error("\nInterrupted: stopping the servers and removing the databases...");
  void cleanUp().finally(() => process.exit(130));
});

async function startServers(backend: LoadBackend): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < backend.processes; i++) {
    const server = startServer({
      ...backend.env,
      PORT: String(await freePort()),
      SLOT_CAPACITY: String(slotCapacity),
      // X-Forwarded-For from loopback names each shopper's address
      TRUST_PROXY: process.env.TRUST_PROXY || "loopback",
    });
    servers.push(server);
    cleanups.push(() => stopServer(server));
  }
  await Promise.all(servers.map((server) => waitForHealth(server)));
  return servers;
}

/** One request to each page on each server, so the first measured requests do not pay for start-up. */
async function warmUp(baseUrls: string[]) {
  for (const baseUrl of baseUrls) {
    for (const path of [...storefrontPaths, "/checkout", "/services/book"]) {
      const response = await fetch(baseUrl + path);
      await response.arrayBuffer();
    }
  }
}

/** The first few distinct lines of the servers' output that mention an error, to explain a 5xx. */
function errorLines(servers: ServerProcess[], limit = 5): string[] {
  const lines = servers.flatMap((server) => server.output().split("\n"));
  const found = new Set<string>();
  for (const line of lines) {
    if (/error/i.test(line)) found.add(line.trim().slice(0, 240));
    if (found.size >= limit) break;
  }
  return [...found];
}

type BackendRun = {
  name: BackendName;
  rows: FiguresRow[];
  /** Goals missed by the processes rather than one scenario. */
  missed: string[];
  serverErrors: string[];
};

async function runBackend(name: BackendName): Promise<BackendRun> {
  console.log(`\n${name}: preparing a fresh database...`);
  const backend = await openBackend(name);
  cleanups.push(() => backend.dispose());
  const productId = await prepareDatabase(backend.options, checkoutStock);
  const booking = { date: bookingDay(), slot: "morning", capacity: slotCapacity };

  const servers = await startServers(backend);
  const baseUrls = servers.map((server) => server.baseUrl);
  console.log(`${name}: ${servers.length} server process(es) on ${baseUrls.join(", ")}`);
  await warmUp(baseUrls);

  const scenarios: Scenario[] = [
    storefrontScenario(),
    checkoutScenario({ productId, stock: checkoutStock }),
    bookingScenario(booking),
  ];
  const runs = [];
  for (const scenario of scenarios) {
    console.log(`${name}: ${scenario.name}, ${scenario.connections} connections for ${duration} s...`);
    const targets = splitConnections(baseUrls, scenario.connections);
    runs.push({ scenario, figures: await runLoad(targets, () => scenario.requests(), duration) });
  }

  const exitCodes = await Promise.all(servers.map((server) => stopServer(server)));
  const crashed = exitCodes.filter((code) => code !== 0).length;
  const serverErrors = errorLines(servers);
  // PGlite's folder belongs to one process at a time: count once the servers have let go of it.
  const counts = await countOutcome(backend.options, { productId, ...booking });
  await cleanUp();

  const rows = runs.map(({ scenario, figures }) => ({
    backend: name,
    processes: servers.length,
    scenario: scenario.name,
    figures,
    outcome: scenario.summary(),
    failures: scenario.judge(figures, counts),
  }));
  const missed =
    crashed > 0 ? [`${crashed} server process(es) did not stop cleanly (${exitCodes.join(", ")})`] : [];
  return { name, rows, missed, serverErrors };
}

async function main(): Promise<number> {
  let backends: BackendName[];
  try {
    backends = chosenBackends();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  buildIfStale();
  const runs: BackendRun[] = [];
  try {
    for (const name of backends) runs.push(await runBackend(name));
  } finally {
    await cleanUp();
  }
  // the figures mean little on a busy machine: say how busy it was
  const machine = `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`;
  console.log(
    `\nLoad run: ${duration} s per scenario, slot capacity ${slotCapacity}, ${machine}, ${new Date().toISOString()}\n`,
  );
  printFiguresTable(runs.flatMap((run) => run.rows));
  for (const run of runs) {
    for (const line of run.missed) console.log(`MISSED  ${run.name}: ${line}`);
    for (const line of run.serverErrors) console.log(`SERVER LOG  ${run.name}: ${line}`);
  }
  const missed = runs.some((run) => run.missed.length > 0 || run.rows.some((row) => row.failures.length > 0));
  console.log(missed ? "\nSome goals were missed." : "\nEvery goal was met.");
  return missed ? 1 : 0;
}

process.exit(await main());
