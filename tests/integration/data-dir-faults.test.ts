/**
 * Start-up on a DATA_DIR that cannot be used: a file, damaged or truncated database files, a partial
 * cluster, a folder the process cannot read or write. Each stops with a message naming DATA_DIR and a
 * non-zero exit, and leaves every byte as it was (never a new empty database over the old one).
 * Permissions only bind a process that is not root: as root the server runs as `nobody` here.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { freePort } from "../support/free-port";
import { repoRoot } from "../support/server-process";

const asRoot = process.getuid?.() === 0;
const nobody = 65_534;
let base: string;
let original: string;

/** Path relative to the folder, and a hash of every file's bytes and mode. */
function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        result[path.relative(dir, full)] = crypto
          .createHash("sha256")
          .update(fs.readFileSync(full))
          .digest("hex");
    }
  };
  walk(dir);
  return result;
}

function copyOriginal(name: string): string {
  const dir = path.join(base, name);
  fs.cpSync(original, dir, { recursive: true });
  return dir;
}

/** Runs the server to its exit; as root, under the `nobody` account when `unprivileged`. */
async function startUp(
  dataDir: string,
  unprivileged = false,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...(unprivileged && asRoot ? { uid: nobody, gid: nobody } : {}),
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 170_000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "shop-data-faults-"));
  fs.chmodSync(base, 0o755);
  original = path.join(base, "original");
  fs.mkdirSync(original);
  const snapshot = inject("pgliteSnapshot");
  const client = await PGlite.create(path.join(original, "pgdata"), {
    loadDataDir: new Blob([fs.readFileSync(snapshot)]),
  });
  await client.exec(
    "CREATE TABLE precious (note text); INSERT INTO precious VALUES ('order ORD-1 of Mrs Lakshmi')",
  );
  await client.close();
}, 120_000);

afterAll(() => {
  if (base) {
    fs.chmodSync(base, 0o755);
    for (const dir of fs.readdirSync(base)) fs.chmodSync(path.join(base, dir), 0o755);
    fs.rmSync(base, { recursive: true, force: true });
  }
});

describe("start-up on a DATA_DIR that cannot be used", { timeout: 200_000 }, () => {
  it("stops with a message naming DATA_DIR and what is wrong, and changes nothing", async () => {
    const cases: { name: string; dir: string; expected: RegExp; unprivileged?: boolean }[] = [];

    const file = path.join(base, "a-file");
    fs.writeFileSync(file, "not a folder");
    cases.push({ name: "a file", dir: file, expected: /it is a file, not a folder/ });

    const garbage = copyOriginal("garbage");
    fs.writeFileSync(path.join(garbage, "pgdata/global/pg_control"), crypto.randomBytes(8192));
    cases.push({
      name: "garbage",
      dir: garbage,
      expected: /could not be opened.*damaged, truncated or unreadable/,
    });

    const truncated = copyOriginal("truncated");
    fs.truncateSync(path.join(truncated, "pgdata/global/pg_control"), 100);
    cases.push({ name: "truncated", dir: truncated, expected: /could not be opened/ });

    const partial = copyOriginal("partial");
    fs.rmSync(path.join(partial, "pgdata/PG_VERSION"));
    cases.push({ name: "partial", dir: partial, expected: /not a complete database/ });

    // Owned by the user the server runs as, so only the modes stand in its way.
    const owner = (dir: string) => {
      if (!asRoot) return;
      for (const entry of fs.readdirSync(dir, { recursive: true }) as string[]) {
        fs.chownSync(path.join(dir, entry), nobody, nobody);
      }
      fs.chownSync(dir, nobody, nobody);
    };
    const unreadable = copyOriginal("unreadable");
    owner(unreadable);
    cases.push({
      name: "unreadable",
      dir: unreadable,
      expected: /the folder cannot be read/,
      unprivileged: true,
    });

    const readOnly = copyOriginal("read-only");
    owner(readOnly);
    cases.push({ name: "read-only", dir: readOnly, expected: /cannot be written/, unprivileged: true });

    const before = new Map(
      cases.map((entry) => [entry.name, entry.name === "a file" ? {} : fingerprint(entry.dir)]),
    );
    fs.chmodSync(unreadable, 0o000);
    for (const entry of [
      readOnly,
      ...(fs.readdirSync(readOnly, { recursive: true }) as string[]).map((name) => path.join(readOnly, name)),
    ]) {
      fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o555 : 0o444);
    }

    const results = await Promise.all(cases.map((entry) => startUp(entry.dir, entry.unprivileged)));

    fs.chmodSync(unreadable, 0o755);
    for (const [index, entry] of cases.entries()) {
      const { code, output } = results[index]!;
      expect(code, `${entry.name}: ${output}`).not.toBe(0);
      expect(code, `${entry.name}: ${output}`).not.toBeNull();
      expect(output, entry.name).toContain(`DATA_DIR ${entry.dir}`);
      expect(output, entry.name).toMatch(entry.expected);
      expect(output, entry.name).not.toMatch(/\n\s+at /);
      if (entry.name !== "a file") expect(fingerprint(entry.dir), entry.name).toEqual(before.get(entry.name));
    }
    expect(fs.readFileSync(file, "utf8")).toBe("not a folder");
  });
});
