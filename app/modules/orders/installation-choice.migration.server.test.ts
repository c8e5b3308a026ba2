/**
 * Migration 0034 records who installs each order. Before it, every order with a product to install booked
 * our visit or paid our charge: those become "dealer", every other order stays without a choice.
 */
import crypto from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { orders } from "../../../db/schema";
import { openBefore } from "../../../tests/support/migrations-before";
import { testBackends } from "../../../tests/support/test-database";

/** An order as the schema of 0033 took it, with an installation charge of `chargePaise`. */
async function insertOrder(handle: DatabaseHandle, chargePaise: number): Promise<{ id: number }> {
  const unique = crypto.randomBytes(4).toString("hex").toUpperCase();
  const result = await handle.db.execute(sql`
    INSERT INTO orders
      (order_number, invoice_number, payment_method, name, email, phone, address, city, state, pincode,
       place_of_supply, installation_sac, total_paise, installation_charge_paise, status, access_token,
       idempotency_key, request_hash)
    VALUES (${`ORD-M${unique}`}, ${`KHA/26-27/${unique}`}, 'cod', 'Lakshmi Narayanan', 'lakshmi@example.test',
            '9843012345', '14, Brough Road, Erode', 'Erode', 'Tamil Nadu', '638001', '33', '998729',
            ${3_200_000 + chargePaise}, ${chargePaise}, 'placed', ${unique}, ${crypto.randomUUID()}, 'test')
    RETURNING id`);
  const [row] = (result as { rows: { id: number }[] }).rows;
  return { id: Number(row!.id) };
}

describe.each(testBackends())("migration 0034 on $name", (backend) => {
  it("marks orders with our installation charge or visit as installed by us, and no other", async () => {
    const { handle, migrateRest, close } = await openBefore(backend, "0034_installation_choice");
    try {
      const charged = await insertOrder(handle, 149_900);
      const visited = await insertOrder(handle, 0);
      const plain = await insertOrder(handle, 0);
      await handle.db.execute(sql`
        INSERT INTO service_bookings
          (reference, name, phone, appliance, brand, issue, address, pincode, date, slot, kind, order_id)
        VALUES ('SRV-INST0034', 'Lakshmi', '9843012345', 'tv', 'lg', 'Installation',
                '14, Brough Road, Erode', '638001', '2026-12-01', 'morning', 'installation', ${visited.id})`);
      await migrateRest();
      const by = async (id: number) =>
        (await handle.db.select({ by: orders.installationBy }).from(orders).where(eq(orders.id, id)))[0]?.by;
      expect(await by(charged.id)).toBe("dealer");
      expect(await by(visited.id)).toBe("dealer");
      expect(await by(plain.id)).toBeNull();
      // from now on a charge is only ever ours
      await expect(
        handle.db.execute(sql`UPDATE orders SET installation_by = 'brand' WHERE id = ${charged.id}`),
      ).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
