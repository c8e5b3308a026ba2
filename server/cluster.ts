import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";

import type { Logger } from "pino";

/** A worker that lived this long before dying starts the back-off afresh. */
const healthyLifetimeMs = 60_000;
const firstRestartDelayMs = 1_000;
const longestRestartDelayMs = 30_000;
/** How long SIGTERM gives the workers to finish their requests before they are killed. */
const stopTimeoutMs = 20_000;

/**
 * The cluster's primary: forks `workers` server processes (the database is already prepared), forks
 * a new one when one dies (waiting 1, 2, 4 … up to 30 s while they keep dying young, so a crash loop
 * does not spin), and on SIGTERM/SIGINT lets every worker finish its requests and close its pool,
 * then exits 0.
 */
export function runClusterPrimary({ workers, logger }: { workers: number; logger: Logger }): void {
  let stopping = false;
  let stoppedUncleanly = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();

  // Every worker must check the links the others sign: without a configured secret, they share one drawn here.
  const signingSecret = process.env.SIGNING_SECRET || randomBytes(32).toString("base64url");

  function fork() {
    const worker = cluster.fork({ SIGNING_SECRET: signingSecret });
    startedAt.set(worker, Date.now());
  }

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) stoppedUncleanly = true;
      if (startedAt.size === 0) finish();
      return;
    }
    quickDeaths = lived >= healthyLifetimeMs ? 0 : quickDeaths + 1;
    const delay = Math.min(longestRestartDelayMs, firstRestartDelayMs * 2 ** Math.max(0, quickDeaths - 1));
    logger.error(
      { worker: worker.id, code, signal, restartInMs: delay },
      "a server process stopped unexpectedly; starting a new one",
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  function finish() {
    if (stoppedUncleanly) logger.error("a server process did not stop cleanly");
    else logger.info("every server process stopped cleanly");
    process.exit(stoppedUncleanly ? 1 : 0);
  }

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, "stopping the server processes");
    for (const timer of pendingRestarts) clearTimeout(timer);
    if (startedAt.size === 0) return finish();
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    const forced = setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
    }, stopTimeoutMs);
    forced.unref();
  }

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < workers; i += 1) fork();
}
