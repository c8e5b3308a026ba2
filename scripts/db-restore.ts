/** `npm run db:restore FILE`: replaces the database's rows with a backup's, in one transaction. */
import { getEnv } from "../app/lib/env.server";
import { readBackupFile, restoreBackup } from "../db/backup.server";
import { openDatabase } from "../db/client.server";

const help = `Usage: npm run db:restore FILE

Replaces every row of the shop's database with the rows in FILE (made by npm run db:backup).
It asks no questions: all current rows are deleted and the backup's inserted, in one transaction,
so on any error nothing changes. Migrations are applied first; a backup taken at a different
schema version is refused.

The database is the one the shop uses: PostgreSQL when DATABASE_URL is set, otherwise the PGlite
folder in DATA_DIR (default ./data). A PGlite folder can be opened by one process only: while the
shop is running on it, this command refuses with "The data folder ... is already in use". Stop the
shop first.`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(help);
  process.exit(0);
}
if (args.length !== 1 || args[0]!.startsWith("-")) {
  console.error(help);
  process.exit(1);
}

try {
  const file = args[0]!;
  const env = getEnv();
  const backup = readBackupFile(file);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const summary = await restoreBackup(database.db, backup);
    const counts = Object.entries(summary).map(([table, rows]) => `${table}: ${rows}`);
    console.log(`Restored ${file} (${counts.join(", ")})`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
