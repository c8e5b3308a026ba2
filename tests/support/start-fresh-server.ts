/**
 * Starts the built shop on a brand-new PGlite folder (or a fresh PostgreSQL schema when DATABASE_URL is
 * set by the caller) and removes the folder when it stops. Used by Playwright's webServer.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));

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
