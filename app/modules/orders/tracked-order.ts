import type { OrderStatus } from "../../../db/enums";
import { orderStatusText } from "~/modules/orders/texts/en/order-status";
import type { Locale } from "~/i18n/locale";
import { orderEventNote } from "./order-event-note";
import { textIn, type TextOf } from "~/i18n/text";
import { formatIndiaDateTime } from "~/lib/india-time";

import { customerCancelRefusal } from "./order-rules";
import type { OrderView, ReturnView } from "./order-view";

type TimelineEntry = {
  status: OrderStatus;
  label: string;
  state: "done" | "current" | "upcoming";
  at: string | null;
  note: string | null;
};

/** What /track-order sends to the browser: no full address, e-mail or name; the phone only to re-check it. */
export type TrackedOrder = Pick<
  OrderView,
  | "orderNumber"
  | "status"
  | "paymentMethod"
  | "paymentStatus"
  | "placedAt"
  | "estimatedDelivery"
  | "totalPaise"
  | "discountPaise"
  | "trackingId"
  | "installationChargePaise"
  | "installation"
  | "customerUpdates"
> & {
  phone: string;
  maskedAddress: string;
  lines: { productId: number; title: string; image: string; quantity: number; lineTotalPaise: number }[];
  /** In the page's language. */
  timeline: TimelineEntry[];
  /** Null while the customer may cancel online; otherwise why not (English text, see customerCancelRefusal). */
  cancelRefusal: string | null;
  invoiceHref: string;
  /** An online order still waiting for its payment: its confirmation page, where the shopper pays. */
  payHref: string | null;
  /** The credit notes that answer the invoice (a cancelled order's). */
  creditNoteLinks: { number: string; href: string }[];
  /** Money received and refunded, oldest first, in the page's language. */
  moneyNotes: { at: string; text: string }[];
  /** The customer's replacement and return requests, each with its steps in the page's language. */
  returns: (Pick<
    ReturnView,
    "id" | "number" | "kind" | "status" | "pickupOn" | "refusal" | "replacementOrder"
  > & {
    lines: { title: string; quantity: number }[];
    steps: { at: string; text: string }[];
  })[];
  returnable: OrderView["returnable"];
  replacesOrderNumber: string | null;
  /** When an order waiting for confirmation is cancelled unless confirmed, in the page's language. */
  confirmByLabel: string | null;
};

const steps: Exclude<OrderStatus, "cancelled">[] = ["placed", "packed", "shipped", "delivered"];

function maskAddress(shipping: OrderView["shipping"]): string {
  return `${shipping.address.trim().slice(0, 6)}…, ${shipping.city} ${shipping.pincode}`;
}

type StatusTexts = TextOf<typeof orderStatusText>;

function timeline(order: OrderView, t: StatusTexts, locale: Locale): TimelineEntry[] {
  const latest = (status: string) => order.events.filter((event) => event.status === status).at(-1) ?? null;
  const entry = (status: OrderStatus, state: TimelineEntry["state"]): TimelineEntry => {
    const event = state === "upcoming" ? null : latest(status);
    const label =
      status === "shipped" && order.trackingId && state !== "upcoming"
        ? t.shippedWithTracking(order.trackingId)
        : t[status];
    const note = status === "cancelled" && event ? orderEventNote(event, locale) : null;
    return { status, label, state, at: event?.at ?? null, note };
  };
  if (order.status === "cancelled") {
    return [
      ...steps.filter((step) => latest(step)).map((step) => entry(step, "done")),
      entry("cancelled", "current"),
    ];
  }
  const reached = steps.indexOf(order.status);
  return steps.map((step, index) =>
    entry(
      step,
      index < reached || order.status === "delivered" ? "done" : index === reached ? "current" : "upcoming",
    ),
  );
}

/** The storefront invoice of an order, or one of its credit notes, opened with the order's access token. */
export function invoiceHref(orderNumber: string, accessToken: string, creditNote?: string): string {
  const params = new URLSearchParams({ order: orderNumber, token: accessToken });
  if (creditNote) params.set("note", creditNote);
  return `/invoice?${params.toString()}`;
}

/** What /track-order shows of an order, its timeline in the page's language. */
export function toTrackedOrder(
  order: OrderView,
  accessToken: string,
  now: Date,
  locale: Locale = "en",
): TrackedOrder {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    placedAt: order.placedAt,
    estimatedDelivery: order.estimatedDelivery,
    totalPaise: order.totalPaise,
    discountPaise: order.discountPaise,
    trackingId: order.trackingId,
    installationChargePaise: order.installationChargePaise,
    installation: order.installation,
    customerUpdates: order.customerUpdates,
    phone: order.shipping.phone,
    maskedAddress: maskAddress(order.shipping),
    lines: order.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      image: line.image,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
    })),
    timeline: timeline(order, textIn(orderStatusText, locale), locale),
    cancelRefusal: customerCancelRefusal(order, now),
    confirmByLabel: order.customerUpdates.confirmBy
      ? formatIndiaDateTime(order.customerUpdates.confirmBy, locale)
      : null,
    invoiceHref: invoiceHref(order.orderNumber, accessToken),
    payHref:
      order.paymentMethod === "card" && order.paymentStatus === "pending" && order.status !== "cancelled"
        ? `/order-confirmation?${new URLSearchParams({ order: order.orderNumber, token: accessToken })}`
        : null,
    moneyNotes: order.events.flatMap((event) =>
      event.message?.code === "paymentReceived" || event.message?.code === "refunded"
        ? [{ at: event.at, text: orderEventNote(event, locale) ?? "" }]
        : [],
    ),
    returns: order.returns.map((request) => ({
      id: request.id,
      number: request.number,
      kind: request.kind,
      status: request.status,
      pickupOn: request.pickupOn,
      refusal: request.refusal,
      replacementOrder: request.replacementOrder,
      lines: request.lines.map(({ title, quantity }) => ({ title, quantity })),
      steps: order.events.flatMap((event) =>
        event.message && "returnId" in event.message && event.message.returnId === request.id
          ? [{ at: event.at, text: orderEventNote(event, locale) ?? "" }]
          : [],
      ),
    })),
    returnable: order.returnable,
    replacesOrderNumber: order.replacesOrderNumber,
    creditNoteLinks: order.creditNotes.map((note) => ({
      number: note.number,
      href: invoiceHref(order.orderNumber, accessToken, note.number),
    })),
  };
}
