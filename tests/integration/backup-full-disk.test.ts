/**
 * `npm run db:backup FILE` on a full disk: /dev/full (any user), and as root a tiny tmpfs holding an older
 * backup under the same name. It exits 1 with a clear message and leaves no partial file behind.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed.server";
import { repoRoot } from "../support/server-process";
import { testBackends, type ScratchDatabase } from "../support/test-database";

let scratch: ScratchDatabase;

beforeAll(async () => {
  // The backend with the quicker migration: PostgreSQL when there is one.
  scratch = await testBackends().at(-1)!.scratch({ migrated: true });
  const database = await openDatabase(scratch.options);
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
}, 180_000);
afterAll(() => scratch?.dispose());

function backup(file: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", file], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", ...scratch.env },
    encoding: "utf8",
    timeout: 120_000,
  });
}

function mountTinyDisk(dir: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=12k", "tmpfs", dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("a backup on a full disk", { timeout: 240_000 }, () => {
  it("exits 1 saying the disk is full, and leaves no half-written file", () => {
    const full = backup("/dev/full");
    expect(full.status, full.stderr).toBe(1);
    expect(full.stderr).toContain("Could not write the backup to /dev/full: the disk is full.");
    expect(fs.statSync("/dev/full").isCharacterDevice()).toBe(true);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-tiny-disk-"));
    const mounted = mountTinyDisk(dir);
    try {
      const target = path.join(dir, "shop.json");
      fs.writeFileSync(target, "the previous backup\n");
      const result = backup(target);
      if (mounted) {
        expect(result.status, result.stderr).toBe(1);
        expect(result.stderr).toContain(`Could not write the backup to ${target}: the disk is full.`);
        expect(result.stderr).toContain("the file already there was left as it was");
        expect(fs.readFileSync(target, "utf8")).toBe("the previous backup\n");
        expect(fs.readdirSync(dir)).toEqual(["shop.json"]);
      } else {
        // Not root, or mounting refused: the same command on a roomy disk replaces the old file whole.
        expect(result.status, result.stderr).toBe(0);
        expect(JSON.parse(fs.readFileSync(target, "utf8"))).toMatchObject({
          format: "appliance-shop-backup",
        });
        expect(fs.readdirSync(dir)).toEqual(["shop.json"]);
      }
    } finally {
      if (mounted) execFileSync("umount", [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
