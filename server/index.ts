import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pino } from "pino";
import type { ServerBuild } from "react-router";

import { EnvError, getEnv, publicUrl, type Env } from "../app/lib/env.server";
import { serviceWorkerPath } from "../app/pwa/web-app";
import { channelSenders, startOutboxDelivery } from "../app/modules/notify/outbox-delivery.server";
import { startSweeper } from "../app/modules/upkeep/sweep-old-rows.server";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { DataDirError } from "../db/data-dir-check.server";
import { cacheHits } from "./cache-hits";
import { cartPricesApi, cartPricesPath } from "./cart-prices-api";
import { runClusterPrimary } from "./cluster";
import { onlyBuiltFiles } from "./built-files";
import { hostFromTrustedProxy } from "./forwarded-host";
import { indiaDayClock } from "./india-day";
import { languageHome } from "./language-home";
import { refuseCrossOriginWrites } from "./origin-check";
import { freshRead } from "./fresh-read";
import { PageCache, pageCacheLimits } from "./page-cache";
import { pageKeys, pageResponder } from "./page-responder";
import { servePrecompressed } from "./precompressed";
import { prepareDatabase } from "./prepare-database";
import { requestLog } from "./request-log";
import { keepPrivateRoutesPrivate } from "./route-policies";
import { answerErrors, requestGuards } from "./request-guards";
import { securityHeaderList, securityHeaders } from "./security-headers";

const root = fileURLToPath(new URL("..", import.meta.url));
const dev = process.argv.includes("--dev");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env: Env;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

const clustered = env.WEB_CONCURRENCY > 1 && !dev;
const logger = pino(
  {
    level: env.LOG_LEVEL,
    base: cluster.isWorker ? { worker: cluster.worker?.id, pid: process.pid } : undefined,
  },
  // Written without waiting for the disk: a synchronous write per request took a fifth of a cache hit's time.
  pino.destination({ sync: false }),
);

async function open(): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirError) fail(error.message);
    throw error;
  }
}

if (clustered && cluster.isPrimary) {
  // The primary prepares the database once, then only supervises: the workers serve.
  const database = await open();
  await prepareDatabase(database, env, logger);
  await database.close();
  runClusterPrimary({ workers: env.WEB_CONCURRENCY, logger });
} else {
  const database = await open();
  if (!clustered) await prepareDatabase(database, env, logger);
  await serve(database);
}

async function serve(database: DatabaseHandle) {
  const outboxDelivery = startOutboxDelivery({
    db: database.db,
    senders: channelSenders(env, logger),
    logger,
  });
  // The embedded database runs without autovacuum: the sweeper vacuums it (vacuum-where-due.server.ts).
  const sweeper = startSweeper({ db: database.db, logger, vacuum: database.kind === "pglite" });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(hostFromTrustedProxy());
  const hsts = !dev && env.PUBLIC_URL?.startsWith("https:") === true;
  app.use(securityHeaders({ hsts }));
  // Cached pages and built assets arrive already compressed (compression leaves a set Content-Encoding
  // alone); the rest is compressed on the fly, at a level that keeps the CPU for rendering.
  app.use(compression({ level: 4 }));
  app.use(requestLog(logger));
  app.use(requestGuards());
  app.use(
    refuseCrossOriginWrites({
      publicOrigin: new URL(publicUrl(env)).origin,
      signedPaths: ["/payments/return", "/payments/webhook", "/webhooks/whatsapp", "/webhooks/sms-delivery"],
    }),
  );
  app.use(languageHome());

  const catalogueVersion = freshRead(() => database.catalogueVersion());
  const loadContext = { db: database.db, pingDatabase: () => database.ping(), catalogueVersion };
  app.all(cartPricesPath, cartPricesApi({ db: database.db, catalogueVersion }));
  const getLoadContext = (req: express.Request) => ({
    ...loadContext,
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
  });

  let answerCacheHit: ((req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>) | undefined;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
    const build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    app.use(viteServer.middlewares);
    app.use(keepPrivateRoutesPrivate(build));
    app.use(createRequestHandler({ build, getLoadContext }));
  } else {
    const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
    const clientDir = path.join(buildDir, "client");
    const assetsDir = path.join(clientDir, "assets");
    const assetCaching = { immutable: true, maxAge: "1y" };
    const noCache = { "Cache-Control": "no-cache" };
    // Only paths that name a built file reach the static middlewares: pages skip them without a disk lookup.
    app.use(
      "/assets",
      onlyBuiltFiles(
        assetsDir,
        servePrecompressed(assetsDir, assetCaching),
        express.static(assetsDir, assetCaching),
      ),
    );
    // The service worker must be checked with the server on every update check to find a new deployment.
    app.get(serviceWorkerPath, (_req, res, next) => {
      res.sendFile(
        path.join(clientDir, serviceWorkerPath),
        { cacheControl: false, headers: noCache },
        (error) => {
          // Sent (no error), or the client went away mid-file: nothing more to do. A build without it: 404.
          if (error && !res.headersSent) next();
        },
      );
    });
    app.use(
      onlyBuiltFiles(
        clientDir,
        servePrecompressed(clientDir, { maxAge: "1d" }),
        // No index file: "/" is the home page, not a directory listing to look up on disk.
        express.static(clientDir, { maxAge: "1d", index: false }),
      ),
    );
    const buildPath = path.join(buildDir, "server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    app.use(keepPrivateRoutesPrivate(() => build));
    const cache = new PageCache(pageCacheLimits);
    const keyOf = pageKeys({
      build,
      catalogueVersion,
      today: indiaDayClock(),
    });
    app.use(pageResponder({ build, cache, keyOf, getLoadContext }));
    answerCacheHit = cacheHits({ cache, keyOf, headers: securityHeaderList({ hsts }), logger });
    app.use(createRequestHandler({ build, mode: "production", getLoadContext }));
  }
  app.use(answerErrors(logger));

  // A page already in the page cache is answered before Express (cache-hits.ts); everything else goes to it.
  const server = http.createServer((req, res) => {
    const toExpress = () => void app(req, res);
    if (!answerCacheHit) return toExpress();
    answerCacheHit(req, res).then((answered) => {
      if (!answered) toExpress();
    }, toExpress);
  });
  server.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, host: env.HOST, database: database.kind }, "shop is listening");
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing requests in flight");
    const forced = setTimeout(() => server.closeAllConnections(), 10_000);
    forced.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await outboxDelivery.stop();
    await sweeper.stop();
    await database.close();
    logger.info("stopped cleanly");
    process.exit(0);
  }

  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
