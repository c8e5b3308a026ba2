/**
 * A throwaway PostgreSQL cluster in a temp folder, on a loopback port with trust auth, run as the
 * `postgres` user when we are root (PostgreSQL refuses to run as root).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "./free-port";

/** The bin folder of the newest installed PostgreSQL 15 or later (Debian layout), or PG_BIN. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .map(Number)
    .filter((version) => version >= 15 && fs.existsSync(path.join(base, String(version), "bin/initdb")))
    .sort((a, b) => b - a);
  return versions[0] === undefined ? undefined : path.join(base, String(versions[0]), "bin");
}

export type PostgresCluster = {
  url: string;
  start(): void;
  stop(): void;
  destroy(): void;
};

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL 15+ binaries not found (install Debian's postgresql package).");
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    execFileSync(file, fileArgs, { stdio: ["ignore", "pipe", "pipe"], cwd: dir });
  };
  const port = await freePort();
  const dataDir = path.join(dir, "data");
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = `-F -p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]),
    stop: () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    destroy: () => {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // not running
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
