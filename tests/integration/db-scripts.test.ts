import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../db/client.server";
import { products } from "../../db/schema";
import { repoRoot } from "../support/server-process";
import { testBackends, type ScratchDatabase } from "../support/test-database";

/** tsx by absolute URL, so the scripts also run from a working folder outside the repository. */
const tsxLoader = pathToFileURL(path.join(repoRoot, "node_modules/tsx/dist/loader.mjs")).href;

type Result = { status: number | null; stdout: string; stderr: string };

function runScript(script: string, args: string[], env: Record<string, string>, cwd = repoRoot) {
  return new Promise<Result>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", tsxLoader, path.join(repoRoot, "scripts", script), ...args],
      {
        cwd,
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("db:backup and db:restore --help", () => {
  it.each(["db-backup.ts", "db-restore.ts"])("%s explains the PGlite lock", async (script) => {
    const result = await runScript(script, ["--help"], {});
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("already in use");
    expect(result.stdout).toContain("DATABASE_URL");
  });
});

describe.each(testBackends())("database scripts on $name", { timeout: 120_000 }, (backend) => {
  let scratch: ScratchDatabase;
  let workDir: string;

  beforeAll(async () => {
    scratch = await backend.scratch();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-scripts-"));
  });
  afterAll(async () => {
    await scratch.dispose();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) {
    const database = await openDatabase(scratch.options);
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  const firstTitle = () =>
    withDatabase(async (db) => {
      const [row] = await db.select({ title: products.title }).from(products).where(eq(products.id, 1));
      return row?.title;
    });

  it("migrate, back up, change, restore: the backup's rows come back", async () => {
    const migrated = await runScript("db-migrate.ts", [], scratch.env, workDir);
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain("seeded the empty catalogue");
    const original = await firstTitle();
    expect(original).toBeTruthy();

    const backedUp = await runScript("db-backup.ts", [], scratch.env, workDir);
    expect(backedUp.status, backedUp.stderr).toBe(0);
    const files = fs.readdirSync(path.join(workDir, "backups"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^shop-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/);
    const file = path.join(workDir, "backups", files[0]!);

    await withDatabase((db) =>
      db.update(products).set({ title: "Changed after the backup" }).where(eq(products.id, 1)),
    );

    const corrupt = path.join(workDir, "corrupt.json");
    fs.writeFileSync(corrupt, fs.readFileSync(file, "utf8").slice(0, 300));
    const refused = await runScript("db-restore.ts", [corrupt], scratch.env, workDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("is not valid JSON");
    expect(await firstTitle()).toBe("Changed after the backup");

    const restored = await runScript("db-restore.ts", [file], scratch.env, workDir);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .*products: \d+/);
    expect(await firstTitle()).toBe(original);
  });
});
