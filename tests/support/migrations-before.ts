/** Databases migrated up to a migration, to test what that migration does to rows written before it. */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";

import type { DatabaseHandle } from "../../db/client.server";
import type { TestBackend } from "./test-database";

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** A copy of drizzle/ without the migration `tag` and those after it; the caller removes the folder. */
function migrationsBefore(tag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag} after the first`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/**
 * A new database migrated up to (not including) `tag`, and a function that runs the rest of the
 * migrations on it; `close` closes it and removes the copied folder.
 */
export async function openBefore(
  backend: TestBackend,
  tag: string,
): Promise<{ handle: DatabaseHandle; migrateRest: () => Promise<void>; close: () => Promise<void> }> {
  const handle = await backend.open({ migrate: false });
  const folder = migrationsBefore(tag);
  const run = (from: string) =>
    backend.name === "pglite"
      ? migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: from })
      : migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: from });
  await run(folder);
  return {
    handle,
    migrateRest: () => run(migrationsFolder),
    close: async () => {
      await handle.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * An order with only the columns every schema up to 0012 had, written in SQL (today's table has more, which
 * a database migrated to an older point lacks), and its invoice number from 0013 on. After 0013 an order
 * without one is refused.
 */
export async function insertOrderRow(
  handle: DatabaseHandle,
  {
    orderNumber = `ORD-M${crypto.randomBytes(4).toString("hex").toUpperCase()}`,
    status = "placed",
    paymentMethod = "cod",
    invoiceNumber,
  }: { orderNumber?: string; status?: string; paymentMethod?: string; invoiceNumber?: string } = {},
): Promise<{ id: number; accessToken: string }> {
  const accessToken = crypto.randomBytes(16).toString("hex");
  const result = await handle.db.execute(sql`
    INSERT INTO orders
      (order_number, payment_method, name, email, phone, address, city, state, pincode, total_paise, status,
       access_token, idempotency_key, request_hash${invoiceNumber ? sql`, invoice_number` : sql``})
    VALUES (${orderNumber}, ${paymentMethod}, 'Lakshmi Narayanan', 'lakshmi@example.test', '9843012345',
            '14, Brough Road, Erode', 'Erode', 'Tamil Nadu', '638001', 320000, ${status},
            ${accessToken}, ${crypto.randomUUID()}, 'test'${invoiceNumber ? sql`, ${invoiceNumber}` : sql``})
    RETURNING id`);
  const [row] = (result as { rows: { id: number }[] }).rows;
  return { id: Number(row!.id), accessToken };
}
