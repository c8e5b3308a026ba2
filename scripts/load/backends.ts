/**
 * The databases the load run uses: a fresh PGlite folder served by one process, or a fresh database on a
 * PostgreSQL server served by two. The PostgreSQL server is LOAD_DATABASE_URL (or DATABASE_URL) when set,
 * where a database load_<random> is created and dropped afterwards; otherwise a throwaway cluster.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { DatabaseOptions } from "../../db/client.server";
import { adminQuery } from "../../tests/support/postgres-admin";
import { startPostgresCluster } from "../../tests/support/postgres-cluster";

export const backendNames = ["pglite", "postgres"] as const;
export type BackendName = (typeof backendNames)[number];

export type LoadBackend = {
  name: BackendName;
  /** Server processes to run on it. */
  processes: number;
  /** For openDatabase in this process. */
  options: DatabaseOptions;
  /** For the server processes. */
  env: Record<string, string>;
  dispose(): Promise<void>;
};

/** LOAD_BACKENDS, a comma-separated list; both by default. */
export function chosenBackends(value = process.env.LOAD_BACKENDS ?? ""): BackendName[] {
  if (value.trim() === "") return [...backendNames];
  const names = value.split(",").map((name) => name.trim());
  for (const name of names) {
    if (!(backendNames as readonly string[]).includes(name)) {
      throw new Error(`LOAD_BACKENDS: unknown backend "${name}" (use ${backendNames.join(", ")})`);
    }
  }
  return names as BackendName[];
}

export async function openBackend(name: BackendName): Promise<LoadBackend> {
  return name === "pglite" ? openPglite() : openPostgres();
}

function openPglite(): Promise<LoadBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-load-"));
  return Promise.resolve({
    name: "pglite",
    processes: 1,
    options: { dataDir },
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    dispose: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })),
  });
}

async function openPostgres(): Promise<LoadBackend> {
  const given = process.env.LOAD_DATABASE_URL || process.env.DATABASE_URL;
  const cluster = given ? undefined : await startPostgresCluster();
  const serverUrl = given ?? cluster!.url;
  const name = `load_${crypto.randomBytes(6).toString("hex")}`;
  try {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    cluster?.destroy();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    name: "postgres",
    processes: 2,
    options: { databaseUrl, dataDir: "" },
    env: { DATABASE_URL: databaseUrl },
    async dispose() {
      try {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        cluster?.destroy();
      }
    },
  };
}
