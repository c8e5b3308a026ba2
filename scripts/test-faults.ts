/**
 * `npm run test:faults`: the fault tests with the long settings (FAULT_CYCLES, default 20 kill -9 cycles
 * per backend), then a table of their figures. Needs a build (`npx react-router build`) and, for the
 * PostgreSQL half, TEST_DATABASE_URL (as `npm test` sets it).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const files = [
  "tests/integration/kill-during-writes.test.ts",
  "tests/integration/server-process.test.ts",
  "tests/integration/data-dir-faults.test.ts",
  "tests/integration/backup-full-disk.test.ts",
  "app/modules/admin-catalog/product-images-disk-full.server.test.ts",
];

if (!process.env.TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: the PostgreSQL runs are left out.\n");
}
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shop-faults-")), "figures.jsonl");
const run = spawnSync("npx", ["vitest", "run", ...files], {
  stdio: "inherit",
  env: { ...process.env, FAULT_CYCLES: process.env.FAULT_CYCLES ?? "20", FAULT_REPORT: report },
});

const rows = fs.existsSync(report)
  ? fs
      .readFileSync(report, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string | number>)
  : [];
fs.rmSync(path.dirname(report), { recursive: true, force: true });

if (rows.length > 0) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(" | ")} |`;
  console.log("\nFault test figures\n");
  console.log(line(columns));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => String(row[column] ?? ""))));
}
process.exit(run.status ?? 1);
