import path from "node:path";
import { fileURLToPath } from "node:url";

import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pino } from "pino";
import type { ServerBuild } from "react-router";

import { EnvError, getEnv } from "../app/lib/env.server";
import { startOutboxDelivery } from "../app/modules/notify/mailer.server";
import { bootstrapOwner } from "../app/modules/staff/bootstrap-owner.server";
import { startSweeper } from "../app/modules/upkeep/sweep-old-rows.server";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { DataDirLockedError } from "../db/data-dir-lock.server";
import { seedIfEmpty } from "../db/seed.server";
import { refuseCrossOriginWrites } from "./origin-check";
import { requestLog } from "./request-log";
import { answerErrors, requestGuards } from "./request-guards";
import { securityHeaders } from "./security-headers";

const root = fileURLToPath(new URL("..", import.meta.url));
const dev = process.argv.includes("--dev");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

const logger = pino({ level: env.LOG_LEVEL, base: undefined });

let database: DatabaseHandle;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
await database.migrate();
if (await seedIfEmpty(database.db)) logger.info("seeded an empty catalogue");
const owner = await bootstrapOwner(database.db, { password: env.ADMIN_PASSWORD });
if (owner.created && owner.generatedPassword) {
  // Printed once, to the console only (never to the log): it is not stored anywhere in clear.
  console.log(
    `\nCreated the back-office owner account.\n  Username: ${owner.username}\n  Password: ${owner.generatedPassword}\n` +
      `Sign in at /admin/login and keep this password safe: it is not shown again.\n` +
      `To set a new one later: npm run admin:reset-password\n`,
  );
} else if (owner.created) {
  logger.info({ username: owner.username }, "created the back-office owner from ADMIN_PASSWORD");
}
const outboxDelivery = startOutboxDelivery({ db: database.db, smtpUrl: env.SMTP_URL, logger });
const sweeper = startSweeper({ db: database.db, logger });

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
app.use(securityHeaders({ hsts: !dev && env.PUBLIC_URL?.startsWith("https:") === true }));
app.use(compression());
app.use(requestLog(logger));
app.use(requestGuards());
app.use(refuseCrossOriginWrites());

const loadContext = { db: database.db, pingDatabase: () => database.ping() };
const getLoadContext = (req: express.Request) => ({
  ...loadContext,
  clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
});

if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  app.use(
    createRequestHandler({
      build: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext,
    }),
  );
} else {
  const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
  const clientDir = path.join(buildDir, "client");
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientDir, { maxAge: "1d" }));
  const buildPath = path.join(buildDir, "server/index.js");
  const build = (await import(buildPath)) as ServerBuild;
  app.use(createRequestHandler({ build, mode: "production", getLoadContext }));
}

app.use(answerErrors(logger));

const server = app.listen(env.PORT, env.HOST, () => {
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
