/**
 * Migration 0016 gives service invoices issued before it the SAC they were issued under by default:
 * installation visits 998736, repairs 998715. Run on PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { openBefore } from "../../../tests/support/migrations-before";
import { testBackends } from "../../../tests/support/test-database";

describe.each(testBackends())("migration 0016 on $name", (backend) => {
  it("fills the SAC of earlier service invoices by the kind of visit", async () => {
    const { handle, migrateRest, close } = await openBefore(backend, "0016_service_invoice_sac");
    try {
      // an installation visit belongs to an order
      const order: unknown = await handle.db.execute(sql`
        INSERT INTO orders
          (order_number, invoice_number, payment_method, name, email, phone, address, city, state, pincode,
           total_paise, access_token, idempotency_key, request_hash, place_of_supply, installation_sac)
        VALUES ('ORD-261120-MIG016', 'KHA/26-27/000001', 'cod', 'Ravi Kumar', 'ravi@example.test', '9843011111',
                '12, Gandhi Street', 'Erode', 'Tamil Nadu', '638001', 3000000, 'token', 'key-0016', 'test', '33',
                '998736')
        RETURNING id`);
      const orderId = Number((order as { rows: { id: number }[] }).rows[0]!.id);
      for (const [reference, kind] of [
        ["SRV-REPAIR01", "repair"],
        ["SRV-INSTAL01", "installation"],
      ] as const) {
        await handle.db.execute(sql`
          WITH booking AS (
            INSERT INTO service_bookings
              (reference, name, phone, appliance, brand, issue, address, pincode, date, slot, status, kind,
               order_id)
            VALUES (${reference}, 'Ravi Kumar', '9843011111', 'ac', 'voltas', 'Not cooling',
                    '12, Gandhi Street', '638001', '2026-11-20', 'morning', 'completed', ${kind},
                    ${kind === "installation" ? orderId : null})
            RETURNING id)
          INSERT INTO visit_invoices
            (booking_id, invoice_number, visit_charge_paise, labour_paise, parts_paise, gst_paise, total_paise,
             payment_method)
          SELECT id, ${`INV-${reference}`}, 29900, 0, 0, 0, 29900, 'cash' FROM booking`);
      }
      await migrateRest();
      const result: unknown = await handle.db.execute(
        sql`SELECT invoice_number, sac FROM visit_invoices ORDER BY invoice_number`,
      );
      expect((result as { rows: unknown[] }).rows).toEqual([
        { invoice_number: "INV-SRV-INSTAL01", sac: "998736" },
        { invoice_number: "INV-SRV-REPAIR01", sac: "998715" },
      ]);
    } finally {
      await close();
    }
  });
});
