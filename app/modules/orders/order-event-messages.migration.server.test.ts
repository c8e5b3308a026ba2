/**
 * Migration 0009 turns the cancellation sentences stored in English into codes with their values and keeps
 * only what staff typed as the note; a note of any other shape stays as it was. Run on PGlite and
 * PostgreSQL from the schema as it was before (migrations up to 0008), with rows written the old way.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { asc, eq, sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";

import { orderEvents, orders } from "../../../db/schema";
import { testBackends } from "../../../tests/support/test-database";

import { orderEventNote } from "./order-event-note";
import { toTrackedOrder } from "./tracked-order";
import { getOrderById } from "./order-lookup.server";

import "~/i18n/tamil.server";

const migrationsFolder = path.resolve(import.meta.dirname, "../../../drizzle");
const newMigration = "0009_order_event_messages";

/** A copy of drizzle/ without the migration under test and those after it. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

describe.each(testBackends())("migration 0009 on $name", (backend) => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  it("reads the stored English cancellations into codes, and keeps every row readable", async () => {
    const handle = await backend.open({ migrate: false });
    try {
      const folder = migrationsBefore(newMigration);
      folders.push(folder);
      const run = (migrationsFolder: string) =>
        backend.name === "pglite"
          ? migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
          : migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
      await run(folder);

      const [order] = await handle.db
        .insert(orders)
        .values({
          orderNumber: `ORD-M${crypto.randomBytes(4).toString("hex").toUpperCase()}`,
          paymentMethod: "upi",
          name: "Lakshmi Narayanan",
          email: "lakshmi@example.test",
          phone: "9843012345",
          address: "14, Brough Road, Erode",
          city: "Erode",
          state: "Tamil Nadu",
          pincode: "638001",
          totalPaise: 3_20_000,
          status: "cancelled",
          accessToken: crypto.randomBytes(16).toString("hex"),
          idempotencyKey: crypto.randomUUID(),
          requestHash: "test",
        })
        .returning();
      const old = [
        ["placed", "Order placed"],
        ["cancelled", "Cancelled by the customer"],
        ["cancelled", "Cancelled by the dealer: Customer called. Will reorder"],
        [
          "cancelled",
          "Cancelled by the customer. A refund of ₹3,200.00 is due: initiate it within 3-5 business days.",
        ],
        [
          "cancelled",
          "Cancelled by the dealer: Out of area. A refund of ₹1,23,456.50 is due: initiate it within 3-5 business days.",
        ],
        ["cancelled", "Something a script wrote long ago"],
      ] as const;
      for (const [status, note] of old) {
        await handle.db.execute(
          sql`INSERT INTO order_events (order_id, status, note) VALUES (${order!.id}, ${status}, ${note})`,
        );
      }

      await run(migrationsFolder);

      const rows = await handle.db
        .select({ status: orderEvents.status, note: orderEvents.note, message: orderEvents.message })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order!.id))
        .orderBy(asc(orderEvents.id));
      expect(rows).toEqual([
        { status: "placed", note: "Order placed", message: null },
        {
          status: "cancelled",
          note: null,
          message: { code: "cancelled", by: "customer", refundDuePaise: null },
        },
        {
          status: "cancelled",
          note: "Customer called. Will reorder",
          message: { code: "cancelled", by: "dealer", refundDuePaise: null },
        },
        {
          status: "cancelled",
          note: null,
          message: { code: "cancelled", by: "customer", refundDuePaise: 3_20_000 },
        },
        {
          status: "cancelled",
          note: "Out of area",
          message: { code: "cancelled", by: "dealer", refundDuePaise: 1_23_45_650 },
        },
        { status: "cancelled", note: "Something a script wrote long ago", message: null },
      ]);
      // Written out again, the English reads as it was stored; Tamil pages now get Tamil.
      expect(rows.map((row) => orderEventNote(row, "en"))).toEqual(old.map(([, note]) => note));
      const view = await getOrderById(handle.db, order!.id);
      const tamil = toTrackedOrder(view!, order!.accessToken, new Date(), "ta").timeline.at(-1)?.note;
      expect(tamil).toBe("Something a script wrote long ago");
      expect(orderEventNote(rows[3]!, "ta")).toMatch(/^வாடிக்கையாளர் ரத்து செய்தார். ₹3,200.00 /);
    } finally {
      await handle.close();
    }
  });
});
