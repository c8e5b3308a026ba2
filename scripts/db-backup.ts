/** `npm run db:backup [FILE]`: writes a logical JSON dump of the shop's database. */
import { getEnv } from "../app/lib/env.server";
import { createBackup, defaultBackupPath, writeBackupFile } from "../db/backup.server";
import { openDatabase } from "../db/client.server";

const help = `Usage: npm run db:backup [FILE]

Writes every table of the shop's database to FILE as JSON (default: backups/shop-<timestamp>.json).
The file is written to a temporary name first and renamed when complete.

The database is the one the shop uses: PostgreSQL when DATABASE_URL is set, otherwise the PGlite
folder in DATA_DIR (default ./data). A PGlite folder can be opened by one process only: while the
shop is running on it, this command refuses with "The data folder ... is already in use". Stop the
shop first (with PostgreSQL it can keep running).

Restore a backup with: npm run db:restore FILE`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(help);
  process.exit(0);
}
if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
  console.error(help);
  process.exit(1);
}

try {
  const env = getEnv();
  const file = args[0] ?? defaultBackupPath();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const backup = await createBackup(database.db, database.kind);
    writeBackupFile(file, backup);
    const counts = Object.entries(backup.tables).map(([table, rows]) => `${table}: ${rows.length}`);
    console.log(`Wrote ${file} (${counts.join(", ")})`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
