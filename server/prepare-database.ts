import type { Logger } from "pino";

import type { Env } from "../app/lib/env.server";
import { seedSparePartsIfEmpty } from "../app/modules/field-service/spare-parts.server";
import { bootstrapOwner } from "../app/modules/staff/bootstrap-owner.server";
import type { DatabaseHandle } from "../db/client.server";
import { seedIfEmpty } from "../db/seed.server";

/**
 * Applies the migrations, seeds an empty catalogue and creates the first owner. Safe when several
 * processes run it at once on one PostgreSQL: each step takes a lock or lets exactly one insert win.
 */
export async function prepareDatabase(database: DatabaseHandle, env: Env, logger: Logger): Promise<void> {
  await database.migrate();
  if (await seedIfEmpty(database.db)) logger.info("seeded an empty catalogue");
  if (await seedSparePartsIfEmpty(database.db)) logger.info("seeded an empty spare parts list");
  const owner = await bootstrapOwner(database.db, { password: env.ADMIN_PASSWORD });
  if (owner.created && owner.generatedPassword) {
    // Printed once, to the console only (never to the log): it is not stored anywhere in clear.
    console.log(
      `\nCreated the back-office owner account.\n  Username: ${owner.username}\n  Password: ${owner.generatedPassword}\n` +
        `Sign in at /admin/login and keep this password safe: it is not shown again.\n` +
        `To set a new one later: npm run admin:reset-password\n`,
    );
  } else if (owner.created) {
    logger.info({ username: owner.username }, "created the back-office owner from ADMIN_PASSWORD");
  }
}
