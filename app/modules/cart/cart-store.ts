import { effectiveUnitPricePaise } from "~/lib/money";
import { createStoredValue } from "~/lib/stored-value";

import { maxCartLines, maxUnitsPerLine } from "./cart-rules";

/**
 * One line of the cart as kept in localStorage under 'cart' (spec section 3). Prices are rupees, as the
 * catalogue's paise divided by 100; the server never trusts them: orders are priced from the database.
 */
export type CartItem = {
  id: string;
  title: string;
  /** Rupees (the catalogue price), as stored under localStorage 'cart'. */
  price: number;
  quantity: number;
  image: string;
  mrp?: number;
  discountPct?: number;
  brand?: string;
  category?: string;
  inStock?: boolean;
};

export const cartStorageKey = "cart";

const productIdPattern = /^[1-9]\d{0,9}$/;

function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** What one unit of the line costs, by the spec's effective-price rule, in paise. */
export function itemUnitPricePaise(item: Pick<CartItem, "price" | "mrp" | "discountPct">): number {
  return effectiveUnitPricePaise({
    pricePaise: rupeesToPaise(item.price),
    mrpPaise: item.mrp === undefined ? null : rupeesToPaise(item.mrp),
    discountPct: item.discountPct ?? 0,
  });
}

/** The fields of a product (as the catalogue shows it) that a cart line is made from. */
export type CartableProduct = {
  id: string;
  title: string;
  pricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
  image: string;
  brand: string;
  category: string;
  inStock: boolean;
};

/** The line a product card or page puts in the cart (without its quantity). */
export function cartItemFromProduct(product: CartableProduct): Omit<CartItem, "quantity"> {
  return {
    id: product.id,
    title: product.title,
    price: paiseToRupees(product.pricePaise),
    image: product.image,
    ...(product.mrpPaise !== null ? { mrp: paiseToRupees(product.mrpPaise) } : {}),
    discountPct: product.discountPct,
    brand: product.brand,
    category: product.category,
    inStock: product.inStock,
  };
}

/** A whole quantity from 1 to 10; anything that is not a number becomes 1. */
export function clampQuantity(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return 1;
  return Math.min(maxUnitsPerLine, Math.max(1, Math.floor(number)));
}

const isPositiveNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * A stored line as the cart can use it, or null when id, title, price, quantity or image is missing or
 * unusable. Optional fields that are malformed are dropped; the quantity is kept within 1 to 10.
 */
export function normalizeCartItem(value: unknown): CartItem | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const id = typeof entry.id === "number" ? String(entry.id) : entry.id;
  if (typeof id !== "string" || !productIdPattern.test(id)) return null;
  if (!isText(entry.title) || !isPositiveNumber(entry.price) || !isText(entry.image)) return null;
  if (typeof entry.quantity !== "number" || !Number.isFinite(entry.quantity) || entry.quantity < 1)
    return null;
  const item: CartItem = {
    id,
    title: entry.title,
    price: entry.price,
    quantity: clampQuantity(entry.quantity),
    image: entry.image,
  };
  if (isPositiveNumber(entry.mrp)) item.mrp = entry.mrp;
  if (typeof entry.discountPct === "number" && entry.discountPct >= 0 && entry.discountPct <= 95) {
    item.discountPct = entry.discountPct;
  }
  if (isText(entry.brand)) item.brand = entry.brand;
  if (isText(entry.category)) item.category = entry.category;
  if (typeof entry.inStock === "boolean") item.inStock = entry.inStock;
  return item;
}

export type ParsedCart = {
  items: CartItem[];
  /** Not JSON, or not a list of items: the stored cart should be removed. */
  corrupt: boolean;
};

/**
 * The items of a stored cart: a JSON array of items (an object with an `items` array is read too).
 * Lines missing a required field are dropped and repeats of one product are merged.
 */
export function parseStoredCart(raw: string | null): ParsedCart {
  if (raw === null) return { items: [], corrupt: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { items: [], corrupt: true };
  }
  const list = Array.isArray(value)
    ? value
    : typeof value === "object" && value !== null && Array.isArray((value as { items?: unknown }).items)
      ? (value as { items: unknown[] }).items
      : null;
  if (list === null) return { items: [], corrupt: true };
  let items: CartItem[] = [];
  for (const entry of list) {
    const item = normalizeCartItem(entry);
    if (!item) continue;
    if (!items.some((line) => line.id === item.id) && items.length >= maxCartLines) continue;
    items = addItem(items, item, item.quantity).items;
  }
  return { items, corrupt: false };
}

export type AddResult = {
  items: CartItem[];
  /** Units actually added: fewer than asked when the line reached 10, 0 when it was full already. */
  added: number;
  /** The line could not take every unit asked for. */
  capped: boolean;
  /** A new product was refused because the cart already holds the most lines it may. */
  full: boolean;
};

/** Adds `quantity` units: the same id rises, a new one is appended; a line never passes 10. */
export function addItem(
  items: readonly CartItem[],
  item: Omit<CartItem, "quantity">,
  quantity: unknown = 1,
): AddResult {
  const wanted = clampQuantity(quantity);
  const index = items.findIndex((line) => line.id === item.id);
  if (index === -1) {
    if (items.length >= maxCartLines) return { items: [...items], added: 0, capped: false, full: true };
    return { items: [...items, { ...item, quantity: wanted }], added: wanted, capped: false, full: false };
  }
  const line = items[index]!;
  const next = Math.min(maxUnitsPerLine, line.quantity + wanted);
  const added = next - line.quantity;
  const updated = items.map((existing, at) => (at === index ? { ...existing, quantity: next } : existing));
  return { items: updated, added, capped: added < wanted, full: false };
}

/** The cart without `id`; an unknown id changes nothing. */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/**
 * The cart with the line's quantity set: below 1 is ignored, above 10 becomes 10, a value that is not
 * a number becomes 1.
 */
export function updateItemQuantity(items: readonly CartItem[], id: string, quantity: unknown): CartItem[] {
  const number = typeof quantity === "string" && quantity.trim() !== "" ? Number(quantity) : quantity;
  if (typeof number === "number" && Number.isFinite(number) && number < 1) return [...items];
  const next = clampQuantity(number);
  return items.map((line) => (line.id === id && line.quantity !== next ? { ...line, quantity: next } : line));
}

/** The line's stored details replaced by current ones (e.g. a price the shop has since changed). */
export function refreshItem(
  items: readonly CartItem[],
  id: string,
  fields: Partial<Omit<CartItem, "id" | "quantity">>,
): CartItem[] {
  return items.map((line) => {
    if (line.id !== id) return line;
    const next: CartItem = { ...line, ...fields };
    for (const key of Object.keys(next) as (keyof CartItem)[]) {
      if (next[key] === undefined) delete next[key];
    }
    return next;
  });
}

export type CartTotals = { totalItems: number; totalPricePaise: number };

export function cartTotals(items: readonly CartItem[]): CartTotals {
  let totalItems = 0;
  let totalPricePaise = 0;
  for (const item of items) {
    totalItems += item.quantity;
    totalPricePaise += itemUnitPricePaise(item) * item.quantity;
  }
  return { totalItems, totalPricePaise };
}

const emptyCart: readonly CartItem[] = Object.freeze([]);

/** The cart in localStorage under 'cart', as a JSON array of items. */
export const cartItems = createStoredValue<readonly CartItem[]>({
  key: cartStorageKey,
  empty: emptyCart,
  parse: (raw) => {
    const parsed = parseStoredCart(raw);
    if (parsed.corrupt) return { value: emptyCart, corrupt: true };
    const value = parsed.items.length === 0 ? emptyCart : Object.freeze(parsed.items);
    return { value, cleaned: parsed.items.length === 0 ? null : JSON.stringify(parsed.items) };
  },
  // Written in the same normalised shape the reader produces, so reading never needs to rewrite it.
  serialize: (items) => {
    const kept = items.flatMap((item) => normalizeCartItem(item) ?? []);
    return kept.length === 0 ? null : JSON.stringify(kept);
  },
  onError: (message, error) => console.error(message, error ?? ""),
});
