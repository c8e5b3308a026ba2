/**
 * The hand-off from checkout to the confirmation page (spec section 4): checkout stores the order it just
 * placed as the pending order; the confirmation page moves it to the last order, so a reload shows it again.
 * Only the order number and its access token are kept: the figures are always read from the server.
 */
export const pendingOrderKey = "pendingOrder";
export const lastOrderKey = "lastOrder";

export type OrderRef = { orderNumber: string; accessToken: string };

export type StoredOrder =
  { status: "found"; ref: OrderRef; source: "pending" | "last" } | { status: "none" } | { status: "invalid" };

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const orderNumberPattern = /^ORD-[A-Za-z0-9-]{1,40}$/;
const tokenPattern = /^[A-Za-z0-9_~.+/=-]{8,200}$/;

export function isOrderRef(value: unknown): value is OrderRef {
  if (typeof value !== "object" || value === null) return false;
  const { orderNumber, accessToken } = value as Record<string, unknown>;
  return (
    typeof orderNumber === "string" &&
    orderNumberPattern.test(orderNumber) &&
    typeof accessToken === "string" &&
    tokenPattern.test(accessToken)
  );
}

function parseOrderRef(raw: string): OrderRef | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isOrderRef(value) ? { orderNumber: value.orderNumber, accessToken: value.accessToken } : null;
  } catch {
    return null;
  }
}

export function storePendingOrder(storage: StorageLike, ref: OrderRef): void {
  storage.setItem(pendingOrderKey, JSON.stringify(ref));
}

/** What is stored, without changing anything: the pending order first, else the last order. */
export function peekStoredOrder(storage: StorageLike): StoredOrder {
  const pending = storage.getItem(pendingOrderKey);
  const raw = pending ?? storage.getItem(lastOrderKey);
  if (raw === null) return { status: "none" };
  const ref = parseOrderRef(raw);
  if (!ref) return { status: "invalid" };
  return { status: "found", ref, source: pending !== null ? "pending" : "last" };
}

/**
 * Completes the hand-off of what peekStoredOrder saw: a pending order becomes the last order (so a reload
 * shows it again) and unreadable data is removed, so the next visit starts clean.
 */
export function settleStoredOrder(storage: StorageLike, seen: StoredOrder): void {
  if (seen.status === "found" && seen.source === "pending") {
    storage.setItem(lastOrderKey, JSON.stringify(seen.ref));
    storage.removeItem(pendingOrderKey);
  }
  if (seen.status === "invalid") {
    if (storage.getItem(pendingOrderKey) !== null) storage.removeItem(pendingOrderKey);
    else storage.removeItem(lastOrderKey);
  }
}

/** peekStoredOrder and settleStoredOrder in one step. */
export function takeStoredOrder(storage: StorageLike): StoredOrder {
  const seen = peekStoredOrder(storage);
  settleStoredOrder(storage, seen);
  return seen;
}

/** Remembers an order opened from a link (?order=&token=) as the last order. */
export function rememberLastOrder(storage: StorageLike, ref: OrderRef): void {
  storage.setItem(lastOrderKey, JSON.stringify(ref));
}
