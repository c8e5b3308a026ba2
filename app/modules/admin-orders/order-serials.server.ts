import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/order-schema";
import { checkSerials, orderUnits, updateSerials } from "../appliances/appliance-records.server";
import { recordAudit } from "../staff/audit.server";
import type { SignedInStaff } from "../staff/guard.server";

export type SerialsResult =
  | { ok: true; intent: "serials"; message: string }
  | {
      ok: false;
      intent: "serials";
      status: 404 | 409 | 422;
      message: string;
      serialErrors?: Record<string, string>;
    };

/** Staff add or correct the serial numbers of a delivered order's units (at installation, say); audited. */
export async function saveOrderSerials(
  db: Database,
  user: SignedInStaff,
  orderId: number,
  posted: Record<string, string>,
  now = new Date(),
): Promise<SerialsResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return { ok: false, intent: "serials", status: 404, message: "Order not found." } as const;
    const units = await orderUnits(tx, orderId);
    if (order.status !== "delivered" || units.every((unit) => unit.applianceId === null)) {
      return {
        ok: false,
        intent: "serials",
        status: 409,
        message: "Serial numbers are kept once the order is delivered.",
      } as const;
    }
    const checked = checkSerials(units, posted);
    if (!checked.ok) {
      return {
        ok: false,
        intent: "serials",
        status: 422,
        message: "Check the serial numbers below.",
        serialErrors: checked.errors,
      } as const;
    }
    const { before, after } = await updateSerials(tx, orderId, units, checked.serials, now);
    const changed = Object.keys(after).length;
    if (changed === 0) return { ok: true, intent: "serials", message: "No serial number changed." } as const;
    await recordAudit(tx, user, {
      action: "order.serials",
      entity: "order",
      entityId: orderId,
      before,
      after,
    });
    return {
      ok: true,
      intent: "serials",
      message: changed === 1 ? "Serial number saved." : `${changed} serial numbers saved.`,
    } as const;
  });
}
