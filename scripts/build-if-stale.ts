/** Runs `npm run build` (the build, then its precompressed twins) when the build is missing or older than the sources (npm start, npm run load). */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const sources = [
  "app",
  "public",
  "db",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds into BUILD_DIR (default build/) when needed; exits with the build's status when it fails. */
export function buildIfStale(): void {
  const buildOutput = path.resolve(root, process.env.BUILD_DIR || "build", "server/index.js");
  const built = fs.existsSync(buildOutput) ? fs.statSync(buildOutput).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newestMtime))) return;
  console.log("Building the shop (the build is missing or older than the sources)...");
  const result = spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
