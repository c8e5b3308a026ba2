/** `npm run db:migrate`: applies pending migrations, seeds an empty catalogue, then exits. */
import { getEnv } from "../app/lib/env.server";
import { openDatabase } from "../db/client.server";
import { seedIfEmpty } from "../db/seed.server";

try {
  const env = getEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db);
    console.log(`Migrations applied (${database.kind})${seeded ? "; seeded the empty catalogue" : ""}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
