/**
 * Migration 0014 gives every product its category's HSN code at 18%, and keeps orders placed before it as
 * they were invoiced: within Tamil Nadu, each line at 18% under its product's HSN code. Run on PGlite and
 * PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { insertOrderRow, openBefore } from "../../../tests/support/migrations-before";
import { testBackends } from "../../../tests/support/test-database";

describe.each(testBackends())("migration 0014 on $name", (backend) => {
  it("fills the HSN codes and rates of products and old order lines, and the place of supply", async () => {
    const { handle, migrateRest, close } = await openBefore(backend, "0014_gst_per_line");
    const rows = async (query: ReturnType<typeof sql>) => {
      const result: unknown = await handle.db.execute(query);
      return result as { rows: Record<string, unknown>[] };
    };
    try {
      await handle.db.execute(sql`INSERT INTO brands (slug, name, logo) VALUES ('b', 'B', '/b.svg')`);
      const products = await rows(sql`
        INSERT INTO products (title, brand_slug, category, price_paise, image)
        VALUES ('Split AC', 'b', 'ac', 3000000, '/a.svg'), ('Microwave', 'b', 'microwave', 900000, '/m.svg')
        RETURNING id`);
      const [ac, other] = products.rows.map((row) => Number(row.id));
      const order = await insertOrderRow(handle, { invoiceNumber: "INV-261126-AB12CD" });
      await handle.db.execute(sql`
        INSERT INTO order_lines (order_id, product_id, title, image, unit_price_paise, quantity)
        VALUES (${order.id}, ${ac}, 'Split AC', '/a.svg', 3000000, 1),
               (${order.id}, ${other}, 'Microwave', '/m.svg', 900000, 1)`);
      await migrateRest();

      const product = await rows(sql`SELECT category, hsn_code, gst_rate_pct FROM products ORDER BY id`);
      expect(product.rows).toEqual([
        { category: "ac", hsn_code: "841510", gst_rate_pct: 18 },
        { category: "microwave", hsn_code: "8516", gst_rate_pct: 18 },
      ]);
      const lines = await rows(sql`SELECT hsn_code, gst_rate_pct FROM order_lines ORDER BY id`);
      expect(lines.rows).toEqual([
        { hsn_code: "841510", gst_rate_pct: 18 },
        { hsn_code: "8516", gst_rate_pct: 18 },
      ]);
      const orders = await rows(
        sql`SELECT place_of_supply, installation_sac, buyer_gstin, invoice_number FROM orders`,
      );
      expect(orders.rows).toEqual([
        {
          place_of_supply: "33",
          installation_sac: "998736",
          buyer_gstin: null,
          invoice_number: "INV-261126-AB12CD",
        },
      ]);
      // a product without an HSN code, or with a rate GST does not have, is refused
      await expect(
        handle.db.execute(sql`UPDATE products SET hsn_code = '84151' WHERE id = ${ac}`),
      ).rejects.toThrow();
      await expect(
        handle.db.execute(sql`UPDATE products SET gst_rate_pct = 28 WHERE id = ${ac}`),
      ).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
