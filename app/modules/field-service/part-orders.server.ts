/**
 * The parts a visit waits for (decision 058): from our store they are held for the visit at once; from the
 * brand a purchase order is written, and receiving it adds its lines to stock, held for the visit. Held
 * parts count against what other visits may add or use until the visit completes or is cancelled.
 */
import { and, asc, desc, eq, exists, inArray, ne, notInArray, or, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import {
  appliances,
  brands,
  partOrderLines,
  partOrders,
  products,
  serviceBookings,
  spareParts,
  visitParts,
  type PartOrder,
  type ServiceBooking,
} from "../../../db/schema";
import type { PartOrderStatus } from "../../../db/enums";
import { brandLabel } from "~/modules/booking/booking.server";
import { nextDocumentNumber } from "~/modules/gst/document-series.server";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import type { Executor } from "../booking/slot-places.server";
import type { PartOrderView } from "./part-order-view";

type Refusal = { ok: false; status: 404 | 409; message: string };

/** Visits that hold their parts: open, and waiting for them from our store or with the brand's order received. */
function holdsItsParts(otherThan: number) {
  return and(
    ne(serviceBookings.id, otherThan),
    notInArray(serviceBookings.status, ["completed", "cancelled"]),
    or(
      eq(serviceBookings.partsSource, "stock"),
      exists(
        sql`(SELECT 1 FROM ${partOrders} WHERE ${partOrders.bookingId} = ${serviceBookings.id} AND ${partOrders.status} = 'received')`,
      ),
    ),
  );
}

/** How many of each part other visits hold in the store: a visit may use only what is left. */
async function heldByOtherVisits(
  db: Executor,
  bookingId: number,
  partIds: readonly number[],
): Promise<Map<number, number>> {
  if (partIds.length === 0) return new Map();
  const rows = await db
    .select({ partId: visitParts.partId, held: sql<number>`sum(${visitParts.quantity})::int` })
    .from(visitParts)
    .innerJoin(serviceBookings, eq(serviceBookings.id, visitParts.bookingId))
    .where(and(inArray(visitParts.partId, [...partIds]), holdsItsParts(bookingId)))
    .groupBy(visitParts.partId);
  return new Map(rows.map((row) => [row.partId, row.held]));
}

/** What a visit may take of each part: the stock less what other visits hold, never below zero. */
export async function freeStock(
  db: Executor,
  bookingId: number,
  parts: readonly { id: number; stock: number }[],
): Promise<Map<number, number>> {
  const held = await heldByOtherVisits(
    db,
    bookingId,
    parts.map((part) => part.id),
  );
  return new Map(parts.map((part) => [part.id, Math.max(0, part.stock - (held.get(part.id) ?? 0))]));
}

/** The visit's parts, one entry per part with the quantity of all its lines. */
async function neededParts(tx: Executor, bookingId: number) {
  return tx
    .select({
      partId: visitParts.partId,
      name: spareParts.name,
      quantity: sql<number>`sum(${visitParts.quantity})::int`,
    })
    .from(visitParts)
    .innerJoin(spareParts, eq(spareParts.id, visitParts.partId))
    .where(eq(visitParts.bookingId, bookingId))
    .groupBy(visitParts.partId, spareParts.name)
    .orderBy(asc(visitParts.partId));
}

export function storeShortMessage(name: string, free: number): string {
  return free === 0
    ? `${name} is not in our store. Choose "Ordered from the brand".`
    : `Only ${free} of ${name} free in our store. Choose "Ordered from the brand".`;
}

export const nothingToOrderMessage =
  "Add the part the visit waits for under Parts used first: the order to the brand lists it.";

/**
 * The visit waits for its parts from our store: each must be free there (the parts' rows are locked, so two
 * visits cannot both take the last one). The caller then records the source "stock", which holds them.
 */
export async function checkStoreHas(
  tx: Executor,
  bookingId: number,
): Promise<Refusal | { ok: true; orderNumber: null }> {
  const needed = await neededParts(tx, bookingId);
  if (needed.length === 0) return { ok: true, orderNumber: null };
  const stocked = await tx
    .select({ id: spareParts.id, stock: spareParts.stock })
    .from(spareParts)
    .where(
      inArray(
        spareParts.id,
        needed.map((part) => part.partId),
      ),
    )
    .orderBy(asc(spareParts.id))
    .for("update");
  const free = await freeStock(tx, bookingId, stocked);
  const short = needed.find((part) => part.quantity > (free.get(part.partId) ?? 0));
  return short
    ? { ok: false, status: 409, message: storeShortMessage(short.name, free.get(short.partId) ?? 0) }
    : { ok: true, orderNumber: null };
}

/**
 * The visit waits for its parts from the brand: a purchase order for them, numbered in the purchase series.
 * A visit whose order is still open keeps it, with the new expected day.
 */
export async function orderPartsFromBrand(
  tx: Executor,
  user: SignedInStaff,
  booking: Pick<ServiceBooking, "id" | "brand">,
  expectedOn: string,
  now: Date,
): Promise<Refusal | { ok: true; orderNumber: string }> {
  const needed = await neededParts(tx, booking.id);
  if (needed.length === 0) return { ok: false, status: 409, message: nothingToOrderMessage };
  const [open] = await tx
    .update(partOrders)
    .set({ expectedOn })
    .where(and(eq(partOrders.bookingId, booking.id), eq(partOrders.status, "ordered")))
    .returning({ orderNumber: partOrders.orderNumber });
  if (open) return { ok: true, orderNumber: open.orderNumber };
  const orderNumber = await nextDocumentNumber(tx, "purchase", now);
  const [order] = await tx
    .insert(partOrders)
    .values({
      orderNumber,
      bookingId: booking.id,
      brand: brandLabel(booking.brand),
      expectedOn,
      orderedBy: user.id,
      orderedAt: now,
    })
    .returning({ id: partOrders.id });
  if (!order) throw new Error("the part order was not written");
  await tx.insert(partOrderLines).values(
    needed.map((part) => ({
      partOrderId: order.id,
      partId: part.partId,
      name: part.name,
      quantity: part.quantity,
    })),
  );
  await recordAudit(tx, user, {
    action: "part-order.create",
    entity: "part_order",
    entityId: order.id,
    after: { orderNumber, bookingId: booking.id, brand: booking.brand, expectedOn, lines: needed },
  });
  return { ok: true, orderNumber };
}

async function withLines(
  db: Executor,
  rows: (Pick<PartOrder, "id" | "orderNumber" | "bookingId" | "brand" | "expectedOn" | "status"> & {
    orderedAt: Date;
    closedAt: Date | null;
    bookingReference: string;
  })[],
): Promise<PartOrderView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(partOrderLines)
    .where(
      inArray(
        partOrderLines.partOrderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(partOrderLines.id));
  return rows.map((row) => ({
    ...row,
    orderedAt: row.orderedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    lines: lines
      .filter((line) => line.partOrderId === row.id)
      .map(({ partId, name, quantity }) => ({ partId, name, quantity })),
  }));
}

const orderColumns = {
  id: partOrders.id,
  orderNumber: partOrders.orderNumber,
  bookingId: partOrders.bookingId,
  bookingReference: serviceBookings.reference,
  brand: partOrders.brand,
  expectedOn: partOrders.expectedOn,
  status: partOrders.status,
  orderedAt: partOrders.orderedAt,
  closedAt: partOrders.closedAt,
};

/** A visit's orders to the brand, newest first. */
export async function partOrdersOfBooking(db: Executor, bookingId: number): Promise<PartOrderView[]> {
  const rows = await db
    .select(orderColumns)
    .from(partOrders)
    .innerJoin(serviceBookings, eq(serviceBookings.id, partOrders.bookingId))
    .where(eq(partOrders.bookingId, bookingId))
    .orderBy(desc(partOrders.id));
  return withLines(db, rows);
}

/** Every order still expected from a brand, the earliest expected first: the parts desk's list. */
export async function openPartOrders(db: Executor): Promise<PartOrderView[]> {
  const rows = await db
    .select(orderColumns)
    .from(partOrders)
    .innerJoin(serviceBookings, eq(serviceBookings.id, partOrders.bookingId))
    .where(eq(partOrders.status, "ordered"))
    .orderBy(asc(partOrders.expectedOn), asc(partOrders.id));
  return withLines(db, rows);
}

/** An order as its PDF prints it: the brand's registration when the Brands page has one, and the unit. */
export async function loadPartOrderDocument(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...orderColumns,
      appliance: serviceBookings.appliance,
      model: products.title,
      serialNumber: appliances.serialNumber,
      coverage: serviceBookings.coverage,
      legalName: brands.legalName,
      gstin: brands.gstin,
      billingAddress: brands.billingAddress,
    })
    .from(partOrders)
    .innerJoin(serviceBookings, eq(serviceBookings.id, partOrders.bookingId))
    .leftJoin(appliances, eq(appliances.id, serviceBookings.applianceId))
    .leftJoin(products, eq(products.id, appliances.productId))
    .leftJoin(brands, eq(brands.slug, serviceBookings.brand))
    .where(eq(partOrders.id, id));
  if (!row) return null;
  const [order] = await withLines(db, [row]);
  return { ...row, ...order! };
}
export type PartOrderDocument = NonNullable<Awaited<ReturnType<typeof loadPartOrderDocument>>>;

const closedText: Record<Exclude<PartOrderStatus, "ordered">, string> = {
  received: "was already received",
  cancelled: "was cancelled",
};

/**
 * The brand's parts arrived (each line's quantity goes into stock, where it is held for the visit) or the
 * order is called off. Only an open order of this booking changes; the order's row is locked, so two
 * clicks add the stock once.
 */
export async function closePartOrder(
  db: Database,
  user: SignedInStaff,
  { bookingId, orderId }: { bookingId: number; orderId: number },
  outcome: "received" | "cancelled",
  now = new Date(),
): Promise<Refusal | { ok: true; message: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(partOrders)
      .where(and(eq(partOrders.id, orderId), eq(partOrders.bookingId, bookingId)))
      .for("update");
    if (!order) return { ok: false, status: 404, message: "This part order does not exist." } as const;
    if (order.status !== "ordered") {
      return {
        ok: false,
        status: 409,
        message: `${order.orderNumber} ${closedText[order.status]}: nothing was changed.`,
      } as const;
    }
    await tx
      .update(partOrders)
      .set({ status: outcome, closedAt: now, closedBy: user.id })
      .where(eq(partOrders.id, order.id));
    const lines = await tx.select().from(partOrderLines).where(eq(partOrderLines.partOrderId, order.id));
    if (outcome === "received") {
      for (const line of lines) {
        await tx
          .update(spareParts)
          .set({ stock: sql`${spareParts.stock} + ${line.quantity}`, updatedAt: now })
          .where(eq(spareParts.id, line.partId));
      }
    }
    await recordAudit(tx, user, {
      action: outcome === "received" ? "part-order.receive" : "part-order.cancel",
      entity: "part_order",
      entityId: order.id,
      before: { status: order.status },
      after: { status: outcome, lines: lines.map(({ partId, quantity }) => ({ partId, quantity })) },
    });
    const message =
      outcome === "received"
        ? `${order.orderNumber} received: its parts are in stock, held for this visit. Book the revisit.`
        : `${order.orderNumber} cancelled.`;
    return { ok: true, message } as const;
  });
}
