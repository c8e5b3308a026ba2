/**
 * kill -9 of the server in the middle of a stream of checkouts and bookings, then a restart on the same
 * database: every confirmation the shoppers got is still true, nothing is stored twice, stock adds up.
 * 5 cycles per backend here; `npm run test:faults` runs 20 (FAULT_CYCLES).
 */
import fs from "node:fs";
import path from "node:path";

import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../db/client.server";
import { products } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed.server";
import { faultCycles, recordFigures } from "../support/fault-figures";
import { freePort } from "../support/free-port";
import {
  repoRoot,
  startServer,
  waitForHealth,
  stopServer,
  type ServerProcess,
} from "../support/server-process";
import { bookableDates, postOrder, runShoppers, type TrafficLog } from "../support/shopper-traffic";
import { testBackends, type ScratchDatabase } from "../support/test-database";
import { checkWrites, rows } from "../support/write-integrity";

const cycles = faultCycles(5);
// Enough to sell out within the suite's 5 cycles; longer runs get more, so every cycle still has orders.
const stockPerProduct = 12 + 3 * Math.max(0, cycles - 5);

/** A start under heavy load may take long; a timed-out test must not leave a server behind. */
const startTimeoutMs = 180_000;
const servers = new Set<ServerProcess>();
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

beforeAll(() => {
  if (!fs.existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("The process tests need a build: run `npx react-router build` first (npm test does).");
  }
});

async function prepare(scratch: ScratchDatabase) {
  const database = await openDatabase(scratch.options);
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    const chosen = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.hidden, false))
      .orderBy(asc(products.id))
      .limit(4);
    const productIds = chosen.map((row) => row.id);
    await database.db
      .update(products)
      // orders without an installation visit: this test is about stock and orders surviving a crash
      .set({ stock: stockPerProduct, installation: "none" })
      .where(inArray(products.id, productIds));
    const all = await database.db.select({ id: products.id, stock: products.stock }).from(products);
    return { productIds, initialStock: new Map(all.map((row) => [row.id, row.stock])) };
  } finally {
    await database.close();
  }
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe.each(testBackends())("kill -9 during checkouts and bookings on $name", (backend) => {
  it(
    `keeps every confirmed order and booking through ${cycles} kills`,
    { timeout: (cycles + 2) * (startTimeoutMs + 30_000) },
    async () => {
      const startedAt = Date.now();
      const scratch = await backend.scratch({ migrated: true });
      const log: TrafficLog = { orders: [], bookings: [], unexpected: [] };
      const figures = { noAnswer: 0, storedWithoutAnswer: 0, retriedSame: 0, refused: 0, staleLocks: 0 };
      let server: ServerProcess | undefined;
      try {
        const { productIds, initialStock } = await prepare(scratch);
        const dates = bookableDates(6);
        const env = { ...scratch.env, SLOT_CAPACITY: "3", LOG_LEVEL: "error" };
        let pending: TrafficLog["orders"] = [];
        let storedKeys = new Map<string, string>();

        for (let cycle = 0; cycle <= cycles; cycle += 1) {
          server = startServer({ ...env, PORT: String(await freePort()) });
          servers.add(server);
          await waitForHealth(server, 200, startTimeoutMs);

          // Shoppers whose checkout got no answer try again with the same key and get the same order.
          for (const order of pending) {
            const stored = storedKeys.get(order.idempotencyKey);
            const outcome = await postOrder(server.baseUrl, order, log);
            expect(outcome, `retry of ${order.idempotencyKey}`).not.toBe("no answer");
            if (stored) {
              expect(order.confirmed?.orderNumber).toBe(stored);
              figures.retriedSame += 1;
            }
          }
          pending = [];
          if (cycle === cycles) break;

          const before = log.orders.length;
          const bookingsBefore = log.bookings.length;
          // Once stock sells out, checkouts end in a clear 409: those are answered writes too.
          const answeredThisCycle = () =>
            log.orders.slice(before).filter((order) => order.confirmed || order.refused).length;
          const stream = runShoppers(server.baseUrl, log, {
            shoppers: 4,
            productIds,
            dates,
            stop: () => false,
          });
          const bookedThisCycle = () =>
            log.bookings.slice(bookingsBefore).filter((booking) => booking.reference || booking.refused)
              .length;
          // Kill once writes of both kinds have gone through, at a random moment after that.
          await until(
            () => (answeredThisCycle() >= 3 && bookedThisCycle() >= 1) || server!.child.exitCode !== null,
            30_000,
          );
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
          server.child.kill("SIGKILL");
          await server.exited;
          await stream;

          pending = log.orders.slice(before).filter((order) => !order.confirmed && !order.refused);
          figures.noAnswer += pending.length;
          figures.noAnswer += log.bookings
            .slice(bookingsBefore)
            .filter((booking) => !booking.reference && !booking.refused).length;

          // The data as a restart finds it. PGlite's lock file still names the killed server: put it back
          // after looking, so the next start has to take a stale lock over.
          const lockFile = scratch.options.dataDir ? path.join(scratch.options.dataDir, "server.lock") : "";
          const staleLock = lockFile && fs.existsSync(lockFile) ? fs.readFileSync(lockFile, "utf8") : "";
          if (lockFile) expect(staleLock).toBe(String(server.child.pid));
          const database = await openDatabase(scratch.options);
          try {
            const report = await checkWrites(database.db, log, initialStock);
            expect(report.problems, `after kill ${cycle + 1}`).toEqual([]);
            storedKeys = report.storedKeys;
            figures.storedWithoutAnswer += pending.filter((order) =>
              storedKeys.has(order.idempotencyKey),
            ).length;
          } finally {
            await database.close();
          }
          if (staleLock) {
            fs.writeFileSync(lockFile, staleLock);
            figures.staleLocks += 1;
          }
        }
        const last = server!;
        expect(await stopServer(last), last.output()).toBe(0);

        const database = await openDatabase(scratch.options);
        try {
          const report = await checkWrites(database.db, log, initialStock);
          expect(report.problems).toEqual([]);
          const [remaining] = await rows<{ stock: number }>(
            database.db,
            sql`SELECT coalesce(sum(stock), 0)::int AS stock FROM products WHERE id IN (${sql.join(productIds, sql`, `)})`,
          );
          figures.refused = log.orders.filter((order) => order.refused).length;
          const confirmedOrders = log.orders.filter((order) => order.confirmed).length;
          const confirmedBookings = log.bookings.filter((booking) => booking.reference).length;
          expect(confirmedOrders).toBeGreaterThan(cycles);
          recordFigures("kill -9 during writes", {
            backend: backend.name,
            cycles,
            "orders sent": log.orders.length,
            "orders confirmed": confirmedOrders,
            "orders stored": report.storedOrders,
            "409 sold out": figures.refused,
            "bookings confirmed": confirmedBookings,
            "bookings stored": report.storedBookings,
            "no answer": figures.noAnswer,
            "stored, no answer": figures.storedWithoutAnswer,
            "retry = same order": figures.retriedSame,
            "stock left": remaining?.stock ?? 0,
            "stale locks taken": figures.staleLocks,
            problems: report.problems.length,
            seconds: Math.round((Date.now() - startedAt) / 1000),
          });
        } finally {
          await database.close();
        }
        expect(log.unexpected).toEqual([]);
      } finally {
        if (server && server.child.exitCode === null && server.child.signalCode === null)
          server.child.kill("SIGKILL");
        await scratch.dispose();
      }
    },
  );
});
