import type { Database } from "../../../db/client.server";
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
