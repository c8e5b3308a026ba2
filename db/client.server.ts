import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

import { checkDataDir, DataDirError } from "./data-dir-check.server";
import { lockDataDir } from "./data-dir-lock.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or an open transaction: what a step of a larger business act runs on. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** Applies every migration under drizzle/ that has not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * The catalogue version (decisions 007 and 017), read straight from the driver: the page cache reads it
   * for every cacheable request, and on PGlite the query builder costs about twice the read itself.
   */
  catalogueVersion(): Promise<string>;
  /** Checkpoints (PGlite), closes the connection and releases the data folder. */
  close(): Promise<void>;
};

const catalogueVersionSql = "SELECT version::text AS version FROM catalogue_version WHERE id = 1";

function versionOf(rows: readonly unknown[]): string {
  return (rows[0] as { version?: string } | undefined)?.version ?? "0";
}

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/**
 * Set on every connection: a random page read costs about as much as a sequential one, as it does for a
 * database held in memory (PGlite) or on solid-state storage. With PostgreSQL's default (4.0) the planner
 * reads the whole products table for a broad search rather than the search words' GIN index, which was 3-4
 * times slower at 100,000 products (docs/decisions/064-shop-counts-and-search-plans.md).
 */
const plannerSettings = "SET random_page_cost = 1.1";

export type DatabaseOptions = { databaseUrl?: string; dataDir: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  checkDataDir(dataDir);
  const release = lockDataDir(dataDir);
  const pgdata = path.join(path.resolve(dataDir), "pgdata");
  // PGlite writes postmaster.pid before it finds the cluster damaged; a refused start leaves no trace.
  const pidFile = path.join(pgdata, "postmaster.pid");
  const hadPidFile = fs.existsSync(pidFile);
  let client: PGlite;
  try {
    client = await PGlite.create(pgdata);
    await client.exec(plannerSettings);
  } catch (error) {
    if (!hadPidFile) fs.rmSync(pidFile, { force: true });
    release();
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new DataDirError(
      `DATA_DIR ${path.resolve(dataDir)}: the database in it could not be opened (${reason}). ` +
        `Its files may be damaged, truncated or unreadable. They were left as they are: restore a backup ` +
        `(npm run db:restore) into an empty folder, or point DATA_DIR to the right one.`,
    );
  }
  return pgliteHandle(client, release);
}

/**
 * A PGlite database held in memory: nothing on disk and no data folder lock. Used by tests, which pass
 * `loadDataDir` (a `dumpDataDir()` snapshot) to skip PGlite's slow initdb.
 */
export async function openMemoryDatabase(options: PGliteOptions = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create(options);
  await client.exec(plannerSettings);
  return pgliteHandle(client, () => {});
}

/**
 * The catalogue version of a PGlite database, read again only after some other statement was sent. PGlite is
 * one connection that only this process opens, and it runs statements in the order they are sent (a
 * transaction holds it to the end): a write sent before a request asks has run before the read that request
 * waits for, and while nothing was sent the version cannot have moved. PGlite answers in order, so the last
 * read to finish is the newest.
 */
function pgliteVersionReader(client: PGlite): () => Promise<string> {
  // The class's methods are looked up on each call, so whatever wraps them there (a test counting
  // statements) still sees every statement.
  const methods = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const read = (query: string) => PGlite.prototype.exec.call(client, query);
  let known: string | undefined;
  let sentSince = true;
  for (const method of ["query", "exec", "transaction"] as const) {
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      sentSince = true;
      return methods[method]!.apply(client, args);
    };
  }
  let reading = 0;
  return async () => {
    // A read still under way may have run before a write that committed since: the caller needs its own.
    if (!sentSince && reading === 0 && known !== undefined) return known;
    sentSince = false;
    reading += 1;
    try {
      // The simple protocol: one round trip through the engine, no statement to prepare and describe.
      known = versionOf((await read(catalogueVersionSql))[0]?.rows ?? []);
      return known;
    } finally {
      reading -= 1;
    }
  };
}

function pgliteHandle(client: PGlite, release: () => void): DatabaseHandle {
  const catalogueVersion = pgliteVersionReader(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("SELECT 1");
    },
    catalogueVersion,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.query("CHECKPOINT");
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Several processes may share one PostgreSQL; an advisory lock keeps their migrations apart. */
const MIGRATION_LOCK_KEY = 72_410_017;

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  pool.on("error", () => {
    // An idle client lost its connection; the next query reports it.
  });
  pool.on("connect", (client) => {
    // Queued ahead of whatever the new connection is asked next. A connection pooler that keeps no session
    // state may drop it: the queries still run, with PostgreSQL's default costs.
    client.query(plannerSettings).catch(() => {});
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    kind: "postgres",
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    catalogueVersion: async () => versionOf((await pool.query(catalogueVersionSql)).rows),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
