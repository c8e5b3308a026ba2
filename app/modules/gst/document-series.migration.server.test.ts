/**
 * Migration 0013 gives every order placed before the series the number its invoice always showed, and the
 * series starts at 1 for the orders placed after it. Run on PGlite and PostgreSQL.
 */
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { orders } from "../../../db/schema";
import { insertOrderRow, openBefore } from "../../../tests/support/migrations-before";
import { testBackends } from "../../../tests/support/test-database";

import { nextDocumentNumber } from "./document-series.server";

describe.each(testBackends())("migration 0013 on $name", (backend) => {
  it("keeps the old invoice numbers of existing orders, and numbers new documents from 1", async () => {
    const { handle, migrateRest, close } = await openBefore(backend, "0013_document_series");
    try {
      for (const orderNumber of ["ORD-261126-AB12CD", "ORD-261127-ZZ99XX"]) {
        await insertOrderRow(handle, { orderNumber });
      }
      await migrateRest();
      const rows = await handle.db
        .select({ order: orders.orderNumber, invoice: orders.invoiceNumber })
        .from(orders)
        .orderBy(asc(orders.orderNumber));
      expect(rows).toEqual([
        { order: "ORD-261126-AB12CD", invoice: "INV-261126-AB12CD" },
        { order: "ORD-261127-ZZ99XX", invoice: "INV-261127-ZZ99XX" },
      ]);
      const now = new Date("2026-11-27T10:00:00Z");
      expect(await handle.db.transaction((tx) => nextDocumentNumber(tx, "goods", now))).toBe(
        "KHA/26-27/000001",
      );
      // an order without an invoice number is refused: every order has one
      await expect(insertOrderRow(handle, { orderNumber: "ORD-261127-NONUMB" })).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
