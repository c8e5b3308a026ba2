import { and, asc, eq, ne } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { appliances, orderLines, products } from "../../../db/schema";
import { todayInIndia } from "~/lib/india-time";

import { normaliseSerial, serialFieldName, serialNumberMessage } from "./serial-number";
import { warrantyEndDate } from "./warranty-rules";

/** The database or an open transaction (a transaction has the same query methods). */
export type Executor = Pick<Database, "select" | "insert" | "update">;

/** One unit of an order line (a line of 2 fans is two units), with its appliance record once delivered. */
export type OrderUnit = {
  orderLineId: number;
  unit: number;
  title: string;
  quantity: number;
  field: string;
  applianceId: number | null;
  serialNumber: string | null;
};

/**
 * Every unit of the order, line by line, with its serial number when one is recorded; with `installedOnly`,
 * only the units of products that need an installation or a demo (what the installation visit sets up).
 */
export async function orderUnits(
  db: Executor,
  orderId: number,
  { installedOnly = false }: { installedOnly?: boolean } = {},
): Promise<OrderUnit[]> {
  const [lines, records] = await Promise.all([
    db
      .select({ id: orderLines.id, title: orderLines.title, quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(
        installedOnly
          ? and(eq(orderLines.orderId, orderId), ne(products.installation, "none"))
          : eq(orderLines.orderId, orderId),
      )
      .orderBy(asc(orderLines.id)),
    db
      .select({
        id: appliances.id,
        orderLineId: appliances.orderLineId,
        unit: appliances.unit,
        serialNumber: appliances.serialNumber,
      })
      .from(appliances)
      .where(eq(appliances.orderId, orderId)),
  ]);
  return lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => {
      const unit = index + 1;
      const record = records.find((row) => row.orderLineId === line.id && row.unit === unit);
      return {
        orderLineId: line.id,
        unit,
        title: line.title,
        quantity: line.quantity,
        field: serialFieldName(line.id, unit),
        applianceId: record?.id ?? null,
        serialNumber: record?.serialNumber ?? null,
      };
    }),
  );
}

export type SerialCheck =
  { ok: true; serials: Map<string, string | null> } | { ok: false; errors: Record<string, string> };

/** Checks the posted serials of the order's units: a blank field means none, anything else must be valid. */
export function checkSerials(units: OrderUnit[], posted: Record<string, string>): SerialCheck {
  const serials = new Map<string, string | null>();
  const errors: Record<string, string> = {};
  for (const unit of units) {
    const value = posted[unit.field];
    if (value === undefined) continue;
    const serial = normaliseSerial(value);
    if (serial === false) errors[unit.field] = serialNumberMessage;
    else serials.set(unit.field, serial);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, serials };
}

/**
 * Makes the appliance record of every unit of a delivered order (purchase date: the India date of `now`)
 * and stores the serials given. Units already recorded keep their dates, so a retry never duplicates one.
 */
export async function recordDeliveredUnits(
  tx: Executor,
  orderId: number,
  serials: Map<string, string | null>,
  now: Date,
): Promise<void> {
  const purchaseDate = todayInIndia(now);
  const lines = await tx
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      warrantyMonths: products.warrantyMonths,
      warrantyNote: products.warrantyNote,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const rows = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => ({
      orderId,
      orderLineId: line.id,
      unit: index + 1,
      productId: line.productId,
      serialNumber: serials.get(serialFieldName(line.id, index + 1)) ?? null,
      purchaseDate,
      warrantyUntil: warrantyEndDate(purchaseDate, line.warrantyMonths),
      warrantyNote: line.warrantyNote,
      createdAt: now,
      updatedAt: now,
    })),
  );
  if (rows.length === 0) return;
  await tx
    .insert(appliances)
    .values(rows)
    .onConflictDoNothing({ target: [appliances.orderLineId, appliances.unit] });
}

/** Stores the serials given for units already recorded; returns what changed, for the audit log. */
export async function updateSerials(
  tx: Executor,
  orderId: number,
  units: OrderUnit[],
  serials: Map<string, string | null>,
  now: Date,
): Promise<{ before: Record<string, string | null>; after: Record<string, string | null> }> {
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  for (const unit of units) {
    if (unit.applianceId === null || !serials.has(unit.field)) continue;
    const serial = serials.get(unit.field) ?? null;
    if (serial === unit.serialNumber) continue;
    await tx
      .update(appliances)
      .set({ serialNumber: serial, updatedAt: now })
      .where(and(eq(appliances.id, unit.applianceId), eq(appliances.orderId, orderId)));
    before[unit.field] = unit.serialNumber;
    after[unit.field] = serial;
  }
  return { before, after };
}
