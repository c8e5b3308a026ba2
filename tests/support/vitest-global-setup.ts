/**
 * Runs once before the Vitest workers. PGlite's initdb takes seconds and the migrations about one more, so
 * the fresh and the migrated states are made here once: in-memory test databases start from a snapshot,
 * scratch PGlite folders from a copy of a migrated folder, and PostgreSQL test databases from a migrated
 * template database. Migrations still run on each (they find nothing left to apply).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

import { openDatabase } from "../../db/client.server";
import { adminQuery } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgliteMigratedSnapshot: string;
    pgliteMigratedDataDir: string;
    postgresTemplate: string;
  }
}

async function saveDump(client: PGlite, file: string) {
  const dump = await client.dumpDataDir("none");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-vitest-"));
  const fresh = path.join(dir, "pglite.tar");
  const client = await PGlite.create();
  await saveDump(client, fresh);
  await client.close();
  project.provide("pgliteSnapshot", fresh);

  // one migrated database: its folder for scratch databases and servers, its dump for in-memory ones
  const dataDir = path.join(dir, "migrated-data-dir");
  fs.mkdirSync(dataDir);
  const onDisk = await openDatabase({ dataDir });
  const migrated = path.join(dir, "pglite-migrated.tar");
  try {
    await onDisk.migrate();
    await saveDump((onDisk.db as unknown as { $client: PGlite }).$client, migrated);
  } finally {
    await onDisk.close();
  }
  project.provide("pgliteMigratedDataDir", dataDir);
  project.provide("pgliteMigratedSnapshot", migrated);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template = "";
  if (serverUrl) {
    template = `test_template_${crypto.randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const postgres = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    await postgres.migrate();
    await postgres.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    if (serverUrl && template)
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
