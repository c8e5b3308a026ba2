/**
 * `node --import tsx tests/support/migrated-data-dir-template.ts <folder>` migrates a new PGlite database in
 * <folder>. npm test makes one before the browser tests and names it in E2E_TEMPLATE_DATA_DIR: each
 * server those tests start copies it instead of running initdb and every migration itself.
 */
import fs from "node:fs";

import { openDatabase } from "../../db/client.server";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("Name the folder to make the migrated database in.");
fs.mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
} finally {
  await database.close();
}
