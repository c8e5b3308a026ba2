/**
 * Starts the built shop on a brand-new PGlite folder (or a fresh PostgreSQL schema when DATABASE_URL is
 * set by the caller) and removes the folder when it stops. Used by Playwright's webServer. The folder is
 * a copy of E2E_TEMPLATE_DATA_DIR when that is set (a migrated, unseeded database npm test makes once).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { freshDataDir } from "./server-process";

const root = fileURLToPath(new URL("../..", import.meta.url));
const prefix = "shop-e2e-";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Playwright may stop this wrapper with SIGKILL, which leaves its folder behind: remove earlier
 * runs' folders once they are old and no live server holds them.
 */
function removeLeftovers() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs < 10 * 60_000) continue;
      const lock = path.join(dir, "server.lock");
      if (fs.existsSync(lock) && isAlive(Number.parseInt(fs.readFileSync(lock, "utf8"), 10))) continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}

removeLeftovers();
const dataDir = freshDataDir(prefix, process.env.E2E_TEMPLATE_DATA_DIR);

const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/index.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});

function stop() {
  child.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
