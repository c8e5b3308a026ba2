/**
 * Fresh databases for integration tests: PGlite in memory always, and a throwaway PostgreSQL database
 * (CREATE DATABASE test_<random>, dropped afterwards) when TEST_DATABASE_URL names a server.
 * In CI a missing TEST_DATABASE_URL fails the run instead of quietly testing PGlite alone.
 */
import crypto from "node:crypto";

import pg from "pg";

import { openDatabase, openMemoryDatabase, type DatabaseHandle } from "../../db/client.server";

export type TestBackend = {
  name: "pglite" | "postgres";
  /** A new, empty database; migrated unless `migrate: false`. Its close() also drops it. */
  open(options?: { migrate?: boolean }): Promise<DatabaseHandle>;
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

const pgliteBackend: TestBackend = {
  name: "pglite",
  async open({ migrate = true } = {}) {
    const handle = await openMemoryDatabase();
    if (migrate) await handle.migrate();
    return handle;
  },
};

function postgresBackend(serverUrl: string): TestBackend {
  return {
    name: "postgres",
    async open({ migrate = true } = {}) {
      const name = `test_${crypto.randomBytes(6).toString("hex")}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
      const close = handle.close;
      handle.close = async () => {
        await close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      };
      if (migrate) await handle.migrate();
      return handle;
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The backends to run each integration suite against, for `describe.each`. */
export function testBackends(): TestBackend[] {
  const url = testDatabaseUrl();
  return url ? [pgliteBackend, postgresBackend(url)] : [pgliteBackend];
}
