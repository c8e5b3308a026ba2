/**
 * Fresh databases for integration tests: PGlite in memory always, and a throwaway PostgreSQL database
 * (CREATE DATABASE test_<random>, dropped afterwards) when TEST_DATABASE_URL names a server.
 * In CI a missing TEST_DATABASE_URL fails the run instead of quietly testing PGlite alone.
 */
import crypto from "node:crypto";
import fs from "node:fs";

import { inject } from "vitest";

import {
  openDatabase,
  openMemoryDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
} from "../../db/client.server";
import { adminQuery } from "./postgres-admin";
import { freshDataDir } from "./server-process";

export type TestBackend = {
  name: "pglite" | "postgres";
  /** A new, empty database; migrated unless `migrate: false`. Its close() also drops it. */
  open(options?: { migrate?: boolean }): Promise<DatabaseHandle>;
  /**
   * An empty database that other processes can open too (a temp DATA_DIR, or a fresh PostgreSQL
   * database): `env` is what a child process needs, `options` what openDatabase needs. With `migrated`
   * it starts with every migration applied (and nothing seeded), as a server's first start leaves it.
   */
  scratch(options?: { migrated?: boolean }): Promise<ScratchDatabase>;
};

export type ScratchDatabase = {
  env: Record<string, string>;
  options: DatabaseOptions;
  dispose(): Promise<void>;
};

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  if (process.env.CI && process.env.CI !== "false") {
    throw new Error(
      "TEST_DATABASE_URL is not set, but CI is: the integration tests must also run against PostgreSQL. " +
        "Run them through `npm test`, which starts a throwaway PostgreSQL and sets it.",
    );
  }
  return undefined;
}

const snapshots = new Map<string, Blob>();

/**
 * The fresh (or migrated) cluster the global setup saved; PGlite's own initdb, and every migration, when
 * run outside that setup.
 */
function pgliteSnapshot(kind: "pgliteSnapshot" | "pgliteMigratedSnapshot"): Blob | undefined {
  const file = inject(kind);
  if (!file || !fs.existsSync(file)) return undefined;
  const saved = snapshots.get(file) ?? new Blob([fs.readFileSync(file)]);
  snapshots.set(file, saved);
  return saved;
}

const pgliteBackend: TestBackend = {
  name: "pglite",
  async open({ migrate = true } = {}) {
    const handle = await openMemoryDatabase({
      loadDataDir: pgliteSnapshot(migrate ? "pgliteMigratedSnapshot" : "pgliteSnapshot"),
    });
    if (migrate) await handle.migrate();
    return handle;
  },
  scratch({ migrated = false } = {}) {
    const dataDir = freshDataDir("shop-test-data-", migrated ? inject("pgliteMigratedDataDir") : undefined);
    return Promise.resolve({
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      options: { dataDir },
      dispose: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })),
    });
  },
};

function postgresBackend(serverUrl: string): TestBackend {
  /** A new database; a copy of the global setup's migrated template when `migrated` and there is one. */
  async function createDatabase(migrated: boolean) {
    const name = `test_${crypto.randomBytes(6).toString("hex")}`;
    const template = migrated ? inject("postgresTemplate") : "";
    await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  return {
    name: "postgres",
    async open({ migrate = true } = {}) {
      const { databaseUrl, drop } = await createDatabase(migrate);
      const handle = await openDatabase({ databaseUrl, dataDir: "" });
      const close = handle.close.bind(handle);
      handle.close = async () => {
        await close();
        await drop();
      };
      if (migrate) await handle.migrate();
      return handle;
    },
    async scratch({ migrated = false } = {}) {
      const { databaseUrl, drop } = await createDatabase(migrated);
      return { env: { DATABASE_URL: databaseUrl }, options: { databaseUrl, dataDir: "" }, dispose: drop };
    },
  };
}

/**
 * Two connection pools on one new migrated database, as two server processes would hold it: `run` gets
 * both (the first has run the migrations), and they are closed and the database dropped afterwards.
 */
export async function withTwoConnections(
  backend: TestBackend,
  run: (first: DatabaseHandle, second: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const scratch = await backend.scratch({ migrated: true });
  const first = await openDatabase(scratch.options);
  const second = await openDatabase(scratch.options);
  try {
    await first.migrate();
    await run(first, second);
  } finally {
    await second.close();
    await first.close();
    await scratch.dispose();
  }
}

/** The backends to run each integration suite against, for `describe.each`. */
export function testBackends(): TestBackend[] {
  const url = testDatabaseUrl();
  return url ? [pgliteBackend, postgresBackend(url)] : [pgliteBackend];
}

/** Those of testBackends() of one kind: PostgreSQL's is there only when a test database is set. */
export function testBackendsOf(name: TestBackend["name"]): TestBackend[] {
  return testBackends().filter((backend) => backend.name === name);
}

/**
 * A new PGlite folder with every migration already applied (a copy of the global setup's migrated folder),
 * for a server process or a scratch database. Empty when run outside that setup.
 */
export function migratedDataDir(prefix: string): string {
  return freshDataDir(prefix, inject("pgliteMigratedDataDir"));
}
