import crypto from "node:crypto";

import { asc, eq } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import { orderEvents, orderLines, orders, type Order, type OrderLine } from "../../../db/schema";
import { getEnv, paymentSettings, publicUrl, signingSecret, type Env } from "~/lib/env.server";
import type { Locale } from "~/i18n/locale";
import { gatewayLog } from "~/modules/payments/gateway-log.server";
import { paymentGateway } from "~/modules/payments/gateway.server";
import { estimatedDeliveryDate } from "~/modules/orders/delivery-estimate";
import { installationVisitForOrder } from "~/modules/booking/installation-visit.server";
import { verifyTrackingLink } from "~/modules/notify/tracking-link.server";

import { checkoutPhone } from "./checkout.schema";
import { creditNotesOfOrder } from "./credit-notes.server";
import { normaliseOrderNumber } from "./order-number";
import { onlineCheckout, paymentDeadline } from "./online-payment.server";
import type { CreditNoteView, GatewayCheckout, OrderView } from "./order-view";
import { paymentProviders } from "./payment-provider";
import { moneyOfOrder } from "./payments.server";
import { returnableOf, returnsOfOrder } from "./returns.server";

export type { Executor } from "../../../db/client.server";

/** What an order's tax documents read of it: its lines as sold, the installation charge and its tax facts. */
export function invoicedOrderView(
  row: Order,
  lines: readonly OrderLine[],
): Pick<OrderView, "lines" | "installationChargePaise" | "tax"> {
  return {
    lines: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      image: line.image,
      unitPricePaise: line.unitPricePaise,
      mrpPaise: line.mrpPaise,
      quantity: line.quantity,
      lineTotalPaise: line.unitPricePaise * line.quantity,
      hsnCode: line.hsnCode,
      gstRatePct: line.gstRatePct,
    })),
    installationChargePaise: row.installationChargePaise,
    tax: {
      placeOfSupply: row.placeOfSupply,
      buyer:
        row.buyerGstin && row.buyerBusinessName
          ? { gstin: row.buyerGstin, name: row.buyerBusinessName }
          : null,
      installationSac: row.installationSac,
    },
  };
}

/** For the shopper's own order page: the gateway's payment form is made (and its order) while it waits. */
type PaymentPage = { locale: Locale; now?: Date };

/**
 * Builds the view of an order row from its lines and events; the UPI details while it waits for payment, and
 * on the shopper's payment page the gateway's form for an online order.
 */
export async function orderView(db: Executor, row: Order, paymentPage?: PaymentPage): Promise<OrderView> {
  const [lines, events, installation, creditNotes, money, returns, returnable, replaces] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    installationVisitForOrder(db, row.id),
    creditNotesOfOrder(db, row.id),
    moneyOfOrder(db, row.id),
    // requests exist only for delivered orders, which stay delivered
    row.status === "delivered" ? returnsOfOrder(db, row.id) : [],
    returnableOf(db, row, paymentPage?.now ?? new Date()),
    row.replacesOrderId === null
      ? null
      : db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, row.replacesOrderId)),
  ]);
  const view: OrderView = {
    orderNumber: row.orderNumber,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    placedAt: row.placedAt.toISOString(),
    estimatedDelivery: estimatedDeliveryDate(row.placedAt, row.pincode),
    ...invoicedOrderView(row, lines),
    creditNotes,
    money,
    returns,
    returnable,
    replacesOrderNumber: replaces?.[0]?.number ?? null,
    totalPaise: row.totalPaise,
    installation,
    installationBy: row.installationBy,
    discountPaise: row.discountPaise,
    shipping: {
      name: row.name,
      phone: row.phone,
      email: row.email,
      address: row.address,
      address2: row.address2,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
      country: row.country,
    },
    trackingId: row.trackingId,
    customerUpdates: {
      consent: row.updatesConsent,
      codConfirmNeeded: row.confirmBy !== null || row.codConfirmedAt !== null,
      codConfirmedAt: row.codConfirmedAt?.toISOString() ?? null,
      confirmBy: row.confirmBy?.toISOString() ?? null,
      phoneVerified: row.phoneVerifiedAt !== null,
    },
    events: events.map((event) => ({
      status: event.status,
      note: event.note,
      message: event.message,
      at: event.at.toISOString(),
    })),
  };
  if (row.paymentStatus === "pending" && row.status !== "cancelled") {
    const env = getEnv();
    const provider = paymentProviders(paymentSettings(env))[row.paymentMethod];
    const pending = await provider.pendingDetails(row);
    if (pending.upi) view.upi = pending.upi;
    if (row.paymentMethod === "card" && paymentPage)
      view.gateway = await gatewayForm(db, row, env, paymentPage);
  }
  return view;
}

async function gatewayForm(db: Executor, row: Order, env: Env, page: PaymentPage): Promise<GatewayCheckout> {
  const now = page.now ?? new Date();
  const gateway = paymentGateway(env);
  if (!gateway) {
    return {
      state: "unavailable",
      reason: "unreachable",
      expiresAt: paymentDeadline(row.placedAt).toISOString(),
    };
  }
  return onlineCheckout(db, gateway, row, {
    publicUrl: publicUrl(env),
    signingKey: signingSecret(env),
    payeeName: paymentSettings(env).upiPayeeName,
    locale: page.locale,
    now,
    logger: gatewayLog,
  });
}

function sameSecret(given: string, stored: string): boolean {
  // Hashing first gives equal lengths, so the comparison takes the same time whatever was typed.
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(stored).digest();
  return crypto.timingSafeEqual(a, b);
}

async function rowByNumber(db: Executor, orderNumber: string): Promise<Order | undefined> {
  const number = normaliseOrderNumber(orderNumber.slice(0, 60));
  if (!number) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, number));
  return row;
}

/** The order behind a confirmation or invoice link; null when the number or token does not match. */
export async function getOrderByToken(
  db: Database,
  orderNumber: string,
  token: string,
  paymentPage?: PaymentPage,
): Promise<OrderView | null> {
  const row = await rowByNumber(db, orderNumber);
  if (!row || !sameSecret(token, row.accessToken)) return null;
  return orderView(db, row, paymentPage);
}

/** The phone as the checkout stored it (ten digits), or null when it cannot be a valid number. */
function normaliseTrackingPhone(phone: string): string | null {
  const parsed = checkoutPhone.safeParse(phone.slice(0, 30));
  return parsed.success ? parsed.data : null;
}

/** The row id and view for an order number and phone pair, or null for a wrong number or phone alike. */
export async function findTrackedOrder(
  db: Executor,
  orderNumber: string,
  phone: string,
): Promise<{ id: number; accessToken: string; order: OrderView } | null> {
  const normalisedPhone = normaliseTrackingPhone(phone);
  if (!normalisedPhone) return null;
  const row = await rowByNumber(db, orderNumber);
  if (!row || !sameSecret(normalisedPhone, row.phone)) return null;
  return { id: row.id, accessToken: row.accessToken, order: await orderView(db, row) };
}

/** The order number and phone a tracking link in a message names: the link stands in for typing them. */
export async function trackingPairFromLink(
  db: Executor,
  token: string,
  { now, key }: { now: Date; key: string },
): Promise<{ orderNumber: string; phone: string } | null> {
  const orderNumber = verifyTrackingLink("order", token, now, key);
  const row = orderNumber ? await rowByNumber(db, orderNumber) : undefined;
  return row ? { orderNumber: row.orderNumber, phone: row.phone } : null;
}

/** /track-order: null for a wrong number or phone alike, so nobody can probe which part was wrong. */
export async function findOrderForTracking(
  db: Database,
  orderNumber: string,
  phone: string,
): Promise<OrderView | null> {
  return (await findTrackedOrder(db, orderNumber, phone))?.order ?? null;
}

/** Staff pages: by database id. */
export async function getOrderById(db: Database, id: number): Promise<(OrderView & { id: number }) | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  return { id: row.id, ...(await orderView(db, row)) };
}

/** The credit note ?note= names: null when none is asked for, undefined when the order has no such note. */
export function creditNoteAsked(
  order: Pick<OrderView, "creditNotes">,
  params: URLSearchParams,
): CreditNoteView | null | undefined {
  const number = params.get("note");
  return number === null ? null : order.creditNotes.find((note) => note.number === number);
}

/**
 * The invoice a customer's link opens (?order=&token=), or with ?note= one of its credit notes; null when
 * the link does not match. The UPI details are left out: a tax document does not need them.
 */
export async function findInvoiceDocument(
  db: Executor,
  params: URLSearchParams,
): Promise<{ order: Omit<OrderView, "upi" | "gateway">; creditNote: CreditNoteView | null } | null> {
  const orderNumber = (params.get("order") ?? "").slice(0, 60);
  const token = (params.get("token") ?? "").slice(0, 100);
  const found = orderNumber && token ? await getOrderByToken(db, orderNumber, token) : null;
  if (!found) return null;
  const creditNote = creditNoteAsked(found, params);
  if (creditNote === undefined) return null;
  const { upi: _upi, ...order } = found;
  return { order, creditNote };
}
