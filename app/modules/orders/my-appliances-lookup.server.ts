import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { appliances, orders } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import type { MyAppliancesResult } from "~/modules/appliances/appliance-view";
import { findMyAppliances } from "~/modules/appliances/my-appliances.server";

import { findTrackedOrder } from "./order-lookup.server";
import { invoiceHref } from "./tracked-order";

/**
 * /my-appliances: the appliances of the order with that number and phone, or null for a wrong number or
 * phone alike (the same lookup as /track-order, so nobody can probe which part was wrong).
 */
export async function lookUpMyAppliances(
  db: Database,
  orderNumber: string,
  phone: string,
  options: { now: Date; signingKey: string; locale?: Locale },
): Promise<MyAppliancesResult | null> {
  const tracked = await findTrackedOrder(db, orderNumber, phone);
  if (!tracked) return null;
  const { order, accessToken } = tracked;
  return findMyAppliances(
    db,
    {
      id: tracked.id,
      orderNumber: order.orderNumber,
      status: order.status,
      invoiceHref: invoiceHref(order.orderNumber, accessToken),
    },
    options,
  );
}

/**
 * The same page again for the order an appliance belongs to, after a form posted with that appliance's
 * signed link (which stands in for the order number and phone the lookup took).
 */
export async function myAppliancesOfAppliance(
  db: Database,
  applianceId: number,
  options: { now: Date; signingKey: string; locale?: Locale },
): Promise<MyAppliancesResult | null> {
  const [pair] = await db
    .select({ orderNumber: orders.orderNumber, phone: orders.phone })
    .from(appliances)
    .innerJoin(orders, eq(orders.id, appliances.orderId))
    .where(eq(appliances.id, applianceId));
  return pair ? lookUpMyAppliances(db, pair.orderNumber, pair.phone, options) : null;
}
