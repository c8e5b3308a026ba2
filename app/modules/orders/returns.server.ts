import crypto from "node:crypto";

import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import type { CustomerMessageKind, OrderEventMessage, ReturnInspection, ReturnKind } from "../../../db/enums";
import {
  creditNotes,
  orderEvents,
  orderLines,
  orders,
  products,
  returnLines,
  returnPhotos,
  returnRequests,
  type Order,
  type ReturnRequest,
} from "../../../db/schema";
import { getEnv } from "~/lib/env.server";
import { formatWeekday } from "~/lib/india-time";
import { faultPhotosToKeep } from "~/lib/picture-upload.server";
import { nextDocumentNumber } from "~/modules/gst/document-series.server";
import {
  customerUpdateSettings,
  enqueueCustomerUpdate,
  type CustomerUpdateSettings,
} from "~/modules/notify/customer-updates.server";
import { messageAmount } from "~/modules/notify/message-kinds";
import { returnMessages } from "~/modules/orders/texts/en/return-messages";

import { insertInstallationVisit } from "~/modules/booking/installation-visit.server";
import { isSlotName, type SlotName } from "~/modules/booking/booking-slots";
import { reservePlace } from "~/modules/booking/slot-places.server";

import { issueReturnCreditNote } from "./credit-notes.server";
import {
  installationDates,
  installationIssue,
  installationProblem,
  orderVisitNeed,
  type InstallationChoice,
} from "./installation-rules";
import { insertWithFreshNumber } from "./fresh-order-number.server";
import { lockOrder } from "./order-lifecycle.server";
import type { Returnable, ReturnView } from "./order-view";
import { maxReturnPhotos, returnNumber, returnWindowEnd, type ReturnEntry } from "./return-rules";

type ReturnRefusal = {
  ok: false;
  status: 404 | 409 | 413 | 422;
  /** A code of returnMessages for the customer; English text for staff. */
  message: string;
  field?: "lines" | "photos";
};
export type ReturnResult<T = ReturnView> = { ok: true; request: T } | ReturnRefusal;

const refuse = (
  status: ReturnRefusal["status"],
  message: string,
  field?: "lines" | "photos",
): ReturnRefusal => ({ ok: false, status, message, ...(field ? { field } : {}) });

/** Every request of these orders, oldest first, with lines, photos and the documents that closed them. */
async function returnViews(
  db: Executor,
  where: SQL | undefined,
  { newestFirst = false, limit }: { newestFirst?: boolean; limit?: number } = {},
): Promise<ReturnView[]> {
  const rows = await db
    .select({
      request: returnRequests,
      orderNumber: orders.orderNumber,
      name: orders.name,
      phone: orders.phone,
      creditNote: creditNotes.creditNoteNumber,
      replacementOrder: sql<
        string | null
      >`(SELECT o.order_number FROM orders o WHERE o.id = ${returnRequests.replacementOrderId})`,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .leftJoin(creditNotes, eq(creditNotes.id, returnRequests.creditNoteId))
    .where(where)
    .orderBy(
      ...(newestFirst
        ? [desc(returnRequests.requestedAt), desc(returnRequests.id)]
        : [asc(returnRequests.requestedAt), asc(returnRequests.id)]),
    )
    .limit(limit ?? 1000);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.request.id);
  const [lines, photos] = await Promise.all([
    db
      .select({
        returnId: returnLines.returnId,
        orderLineId: returnLines.orderLineId,
        productId: orderLines.productId,
        title: orderLines.title,
        quantity: returnLines.quantity,
        installation: products.installation,
      })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.id)),
    db
      .select({
        returnId: returnPhotos.returnId,
        id: returnPhotos.id,
        width: returnPhotos.width,
        height: returnPhotos.height,
      })
      .from(returnPhotos)
      .where(inArray(returnPhotos.returnId, ids))
      .orderBy(asc(returnPhotos.id)),
  ]);
  return rows.map(({ request, orderNumber, name, phone, creditNote, replacementOrder }) => ({
    id: request.id,
    number: returnNumber(request.id),
    orderId: request.orderId,
    orderNumber,
    customer: { name, phone },
    kind: request.kind,
    reason: request.reason,
    details: request.details,
    status: request.status,
    pickupOn: request.pickupOn,
    refusal: request.refusal,
    inspection: request.inspection,
    resolution: request.resolution,
    creditNote,
    replacementOrder,
    replacementOrderId: request.replacementOrderId,
    requestedAt: request.requestedAt.toISOString(),
    lines: lines.filter((line) => line.returnId === request.id).map(({ returnId: _id, ...line }) => line),
    photos: photos
      .filter((photo) => photo.returnId === request.id)
      .map(({ returnId: _id, ...photo }) => photo),
  }));
}

export function returnsOfOrder(db: Executor, orderId: number): Promise<ReturnView[]> {
  return returnViews(db, eq(returnRequests.orderId, orderId));
}

async function returnById(db: Executor, id: number): Promise<ReturnView | null> {
  return (await returnViews(db, eq(returnRequests.id, id)))[0] ?? null;
}

/** When the order was delivered: its latest "delivered" event. */
async function deliveredAt(db: Executor, orderId: number): Promise<Date | null> {
  const [event] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, "delivered")))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  return event?.at ?? null;
}

/** Each line of the order with the units not yet in a request (refused requests give theirs back). */
async function unitsLeft(db: Executor, orderId: number) {
  return db
    .select({
      line: orderLines,
      // spelled out: inside a select Drizzle names the outer columns without their table
      left: sql<number>`order_lines.quantity - coalesce((
        SELECT sum(rl.quantity) FROM return_lines rl
        JOIN return_requests rr ON rr.id = rl.return_id
        WHERE rl.order_line_id = order_lines.id AND rr.status <> 'refused'
      ), 0)::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** What the delivered order can still send back within the policy's days; null otherwise. */
export async function returnableOf(
  db: Executor,
  order: Pick<Order, "id" | "status" | "replacesOrderId">,
  now: Date,
): Promise<Returnable | null> {
  if (order.status !== "delivered") return null;
  const delivered = await deliveredAt(db, order.id);
  if (!delivered || returnWindowEnd(delivered) < now) return null;
  const lines = (await unitsLeft(db, order.id))
    .filter((row) => row.left > 0)
    .map((row) => ({ orderLineId: row.line.id, title: row.line.title, left: row.left }));
  return lines.length > 0 ? { until: returnWindowEnd(delivered).toISOString(), lines } : null;
}

/** The customer's photos as kept, or the refusal worded for the tracking page. */
async function photosToKeep(files: readonly Uint8Array[]) {
  const codes = returnMessages.code;
  const photos = await faultPhotosToKeep(files);
  if (photos.ok) return photos;
  const message =
    photos.refusal === "tooLarge"
      ? codes.photoTooLarge
      : photos.refusal === "tooManyPixels"
        ? codes.photoTooManyPixels
        : codes.photoUnsupported;
  return refuse(photos.status, message, "photos");
}

type ReturnUpdate = Extract<CustomerMessageKind, `return_${string}`>;

/** Tells the customer about their request by SMS or WhatsApp and e-mail, if they agreed to the order's updates. */
function announceReturn(
  tx: Executor,
  order: Order,
  kind: ReturnUpdate,
  values: string[],
  now: Date,
  { settings, subject = order.orderNumber }: { settings: CustomerUpdateSettings; subject?: string },
): Promise<void> {
  return enqueueCustomerUpdate(
    tx,
    {
      kind,
      about: "order",
      subject,
      language: order.language,
      phone: order.phone,
      email: order.email,
      consent: order.updatesConsent,
      values,
    },
    settings,
    now,
  );
}

/**
 * The customer asks to send goods back (decision 033): a delivered order, within the policy's days, units
 * not already in another request. The photos are checked and shrunk first; then, under the order's lock,
 * the units left are read again, so two requests racing for the same unit cannot both be written.
 */
export async function requestReturn(
  db: Database,
  orderId: number,
  entry: ReturnEntry,
  files: readonly Uint8Array[],
  {
    now = new Date(),
    settings = customerUpdateSettings(getEnv()),
  }: { now?: Date; settings?: CustomerUpdateSettings } = {},
): Promise<ReturnResult> {
  const codes = returnMessages.code;
  if (files.length > maxReturnPhotos) return refuse(422, codes.tooManyPhotos, "photos");
  const photos = await photosToKeep(files);
  if (!photos.ok) return photos;
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return refuse(404, "Order not found.");
    if (order.status !== "delivered") return refuse(409, codes.notDelivered);
    if (order.replacesOrderId !== null && entry.kind === "refund") return refuse(409, codes.replacementOnly);
    const delivered = await deliveredAt(tx, order.id);
    if (!delivered || returnWindowEnd(delivered) < now) return refuse(409, codes.windowPassed);
    const left = new Map((await unitsLeft(tx, order.id)).map((row) => [row.line.id, row.left]));
    if (entry.lines.some((line) => line.quantity > (left.get(line.orderLineId) ?? 0))) {
      return refuse(409, codes.tooMany, "lines");
    }
    const [request] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        kind: entry.kind,
        reason: entry.reason,
        details: entry.details,
        requestedAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(returnLines).values(entry.lines.map((line) => ({ ...line, returnId: request!.id })));
    if (photos.kept.length > 0) {
      await tx.insert(returnPhotos).values(photos.kept.map((photo) => ({ ...photo, returnId: request!.id })));
    }
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: "return",
      message: { code: "returnRequested", returnId: request!.id, kind: entry.kind },
      at: now,
    });
    await announceReturn(tx, order, "return_requested", [returnNumber(request!.id), order.orderNumber], now, {
      settings,
    });
    return request!.id;
  });
  if (typeof id !== "number") return id;
  return { ok: true, request: (await returnById(db, id))! };
}

/** The request and its order, locked in that order (as every return step takes them). */
async function lockRequest(tx: Executor, returnId: number) {
  const [found] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId));
  if (!found) return null;
  const order = await lockOrder(tx, found.orderId);
  const [request] = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId))
    .for("update");
  return order && request ? { order, request } : null;
}

const notFound = refuse(404, "Return request not found.");

/** A refusal found after the transaction wrote something: thrown so that it all rolls back. */
class RolledBack extends Error {
  constructor(readonly refusal: ReturnRefusal) {
    super(refusal.message);
  }
}

/** Staff approve a request with the day the goods will be picked up. */
export async function approveReturn(
  db: Database,
  returnId: number,
  pickupOn: string,
  {
    now = new Date(),
    settings = customerUpdateSettings(getEnv()),
  }: { now?: Date; settings?: CustomerUpdateSettings } = {},
): Promise<ReturnResult<ReturnRequest>> {
  return db.transaction(async (tx) => {
    const locked = await lockRequest(tx, returnId);
    if (!locked) return notFound;
    const { order, request } = locked;
    if (request.status !== "requested") return refuse(409, "This request has already been answered.");
    const [updated] = await tx
      .update(returnRequests)
      .set({ status: "approved", pickupOn, updatedAt: now })
      .where(eq(returnRequests.id, request.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: "return",
      message: { code: "returnApproved", returnId: request.id, pickupOn },
      at: now,
    });
    const day = formatWeekday(pickupOn, order.language);
    await announceReturn(tx, order, "return_approved", [returnNumber(request.id), day], now, { settings });
    return { ok: true, request: updated! } as const;
  });
}

/** Staff refuse a request with a reason the customer reads; its units may be asked for again. */
export async function refuseReturn(
  db: Database,
  returnId: number,
  reason: string,
  {
    now = new Date(),
    settings = customerUpdateSettings(getEnv()),
  }: { now?: Date; settings?: CustomerUpdateSettings } = {},
): Promise<ReturnResult<ReturnRequest>> {
  return db.transaction(async (tx) => {
    const locked = await lockRequest(tx, returnId);
    if (!locked) return notFound;
    const { order, request } = locked;
    if (request.status !== "requested") return refuse(409, "This request has already been answered.");
    const [updated] = await tx
      .update(returnRequests)
      .set({ status: "refused", refusal: reason, updatedAt: now })
      .where(eq(returnRequests.id, request.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: "return",
      note: reason,
      message: { code: "returnRefused", returnId: request.id },
      at: now,
    });
    await announceReturn(tx, order, "return_refused", [returnNumber(request.id)], now, { settings });
    return { ok: true, request: updated! } as const;
  });
}

/**
 * Staff record the pickup's inspection and close the request (decision 033). Stock moves here and only here:
 * restocked units go back on the shelf; units for the brand or scrap do not. A refund issues the credit note
 * for the units (the refund itself is then paid from the order's refund panel); a replacement takes the
 * units from stock and sends them as a new order at no charge, under a delivery challan.
 */
export async function completeReturn(
  db: Database,
  returnId: number,
  {
    inspection,
    resolution,
    installation,
  }: {
    inspection: ReturnInspection;
    resolution: ReturnKind;
    /** The replacement's installation visit, when a product sent needs one. */
    installation?: InstallationChoice;
  },
  {
    now = new Date(),
    settings = customerUpdateSettings(getEnv()),
    slotCapacity = getEnv().SLOT_CAPACITY,
  }: { now?: Date; settings?: CustomerUpdateSettings; slotCapacity?: number } = {},
): Promise<ReturnResult<ReturnRequest>> {
  const completed = db.transaction(async (tx) => {
    const locked = await lockRequest(tx, returnId);
    if (!locked) return notFound;
    const { order, request } = locked;
    if (request.status !== "approved") {
      return refuse(409, "Only an approved request, once picked up, can be completed.");
    }
    const returned = await tx
      .select({ line: orderLines, quantity: returnLines.quantity })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(eq(returnLines.returnId, request.id))
      .orderBy(asc(orderLines.productId));
    const number = returnNumber(request.id);
    let outcome: Extract<OrderEventMessage, { code: "returnCompleted" }>["outcome"];
    let set: Partial<ReturnRequest>;
    if (resolution === "replacement") {
      const replacement = await sendReplacement(tx, order, request.id, returned, {
        now,
        installation,
        slotCapacity,
      });
      // thrown, not returned: the slot and the stock it may already have taken must roll back
      if (!replacement.ok) throw new RolledBack(replacement);
      outcome = { resolution, orderNumber: replacement.order.orderNumber };
      set = { replacementOrderId: replacement.order.id };
      await announceReturn(tx, order, "return_replaced", [number, replacement.order.orderNumber], now, {
        settings,
        subject: replacement.order.orderNumber,
      });
    } else {
      // a replacement sent at no charge has nothing to credit
      if (returned.every(({ line }) => line.unitPricePaise === 0)) {
        return refuse(
          409,
          "These units were sent at no charge, so there is nothing to refund: replace them.",
        );
      }
      const note = await issueReturnCreditNote(tx, order, returned, now);
      outcome = { resolution, creditNote: note.number, amountPaise: note.totalPaise };
      set = { creditNoteId: note.id };
      await announceReturn(tx, order, "return_refunded", [number, messageAmount(note.totalPaise)], now, {
        settings,
      });
    }
    if (inspection === "restock") {
      for (const { line, quantity } of returned) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${quantity}` })
          .where(eq(products.id, line.productId));
      }
    }
    const [updated] = await tx
      .update(returnRequests)
      .set({ ...set, status: "completed", inspection, resolution, updatedAt: now })
      .where(eq(returnRequests.id, request.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: "return",
      message: { code: "returnCompleted", returnId: request.id, inspection, outcome },
      at: now,
    });
    return { ok: true, request: updated! } as const;
  });
  return completed.catch((error: unknown) => {
    if (error instanceof RolledBack) return error.refusal;
    throw error;
  });
}

/**
 * The replacement order: the returned units again, at no charge (total 0), numbered in the delivery challan
 * series (CBIC Circular 195/07/2023-GST: no tax on a replacement under warranty, sent under a challan), paid
 * by nature, placed for the order desk to pack, ship and deliver. Its idempotency key is the request's, so a
 * request is replaced once.
 */
async function sendReplacement(
  tx: Executor,
  order: Order,
  returnId: number,
  returned: readonly { line: typeof orderLines.$inferSelect; quantity: number }[],
  {
    now,
    installation,
    slotCapacity,
  }: { now: Date; installation: InstallationChoice | undefined; slotCapacity: number },
): Promise<{ ok: true; order: Order } | ReturnRefusal> {
  // The visit's place first, as at checkout: a full slot leaves nothing written.
  const sent = await tx
    .select({
      title: products.title,
      installation: products.installation,
      category: products.category,
      brandSlug: products.brandSlug,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        returned.map(({ line }) => line.productId),
      ),
    );
  const visitLines = sent.filter((product) => product.installation !== "none");
  const need = orderVisitNeed(visitLines.map((product) => product.installation));
  let visit: { date: string; slot: SlotName } | null = null;
  if (need !== "none") {
    const { first, last } = installationDates(now, order.pincode);
    const slot = installation?.slot.trim() ?? "";
    if (installationProblem(installation, now, order.pincode) || !isSlotName(slot)) {
      return refuse(
        422,
        `The replacement needs its installation visit: choose a day from ${first} to ${last} (not a Sunday) and a slot.`,
      );
    }
    const date = installation!.date.trim();
    if (!(await reservePlace(tx, date, slot, slotCapacity))) {
      return refuse(409, "That installation slot is full. Choose another.");
    }
    visit = { date, slot };
  }
  for (const { line, quantity } of returned) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, line.productId), sql`${products.stock} >= ${quantity}`))
      .returning({ id: products.id });
    if (taken.length === 0) {
      return refuse(
        409,
        `Not enough stock of ${line.title} to replace it. Add stock, or complete the request with a refund.`,
      );
    }
  }
  const challan = await nextDocumentNumber(tx, "challan", now);
  const replacement = await insertWithFreshNumber(tx, now, {
    invoiceNumber: challan,
    replacesOrderId: order.id,
    status: "placed",
    paymentMethod: order.paymentMethod,
    paymentStatus: "paid",
    paidAt: now,
    name: order.name,
    email: order.email,
    phone: order.phone,
    address: order.address,
    address2: order.address2,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    country: order.country,
    placeOfSupply: order.placeOfSupply,
    buyerGstin: order.buyerGstin,
    buyerBusinessName: order.buyerBusinessName,
    installationSac: order.installationSac,
    language: order.language,
    updatesConsent: order.updatesConsent,
    totalPaise: 0,
    installationChargePaise: 0,
    // a replacement's visit is ours, at no charge
    installationBy: visit ? "dealer" : null,
    discountPaise: 0,
    accessToken: crypto.randomBytes(24).toString("base64url"),
    idempotencyKey: `replacement-${returnId}`,
    requestHash: "replacement",
    placedAt: now,
    updatedAt: now,
  });
  await tx.insert(orderLines).values(
    returned.map(({ line, quantity }) => ({
      orderId: replacement.id,
      productId: line.productId,
      title: line.title,
      image: line.image,
      unitPricePaise: 0,
      mrpPaise: line.mrpPaise,
      quantity,
      hsnCode: line.hsnCode,
      gstRatePct: line.gstRatePct,
    })),
  );
  await tx.insert(orderEvents).values({
    orderId: replacement.id,
    status: "placed",
    message: { code: "replacementFor", orderNumber: order.orderNumber, returnId },
    at: now,
  });
  if (visit && need !== "none") {
    await insertInstallationVisit(tx, {
      orderId: replacement.id,
      name: order.name,
      phone: order.phone,
      email: order.email,
      address: [order.address, order.address2, order.city].filter(Boolean).join(", "),
      pincode: order.pincode,
      category: visitLines[0]!.category,
      brandSlug: visitLines[0]!.brandSlug,
      issueMessage: installationIssue(need, visitLines.map((product) => product.title).join(", ")),
      language: order.language,
      updatesConsent: order.updatesConsent,
      ...visit,
      now,
    });
  }
  return { ok: true, order: replacement };
}

/** The returns board: open requests oldest first (the longest waiting on top), or the latest 50 closed. */
export function returnsBoard(db: Executor, { open }: { open: boolean }): Promise<ReturnView[]> {
  return open
    ? returnViews(db, inArray(returnRequests.status, ["requested", "approved"]))
    : returnViews(db, inArray(returnRequests.status, ["refused", "completed"]), {
        newestFirst: true,
        limit: 50,
      });
}

/** How many requests wait for staff: unanswered, or approved and not yet completed. */
export async function openReturnCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(inArray(returnRequests.status, ["requested", "approved"]));
  return row?.count ?? 0;
}

/** A photo of a request, for staff. */
export async function returnPhoto(db: Executor, photoId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: returnPhotos.bytes })
    .from(returnPhotos)
    .where(eq(returnPhotos.id, photoId));
  return row?.bytes ?? null;
}
