/**
 * Runs once before the Vitest workers: PGlite's initdb takes seconds, so one fresh cluster is made here
 * and every in-memory test database starts from its snapshot instead.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-vitest-"));
  const snapshot = path.join(dir, "pglite.tar");
  const client = await PGlite.create();
  const dump = await client.dumpDataDir("none");
  await client.close();
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", snapshot);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
