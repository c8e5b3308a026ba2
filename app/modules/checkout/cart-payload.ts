import { checkoutProblems } from "../orders/texts/en/checkout-problems";
import { maxCartLines, maxUnitsPerLine } from "../cart/cart-rules";

/**
 * The `cart` field the checkout form posts: a JSON list of product ids and quantities, e.g.
 * [{"id":"1","quantity":2}]. Titles and prices are never sent; the server prices every line itself.
 */
export type CartLine = { productId: number; quantity: number };

export const cartErrorMessage = checkoutProblems.code.cartError;

export function serializeCart(items: readonly { id: string; quantity: number }[]): string {
  return JSON.stringify(items.map(({ id, quantity }) => ({ id, quantity })));
}

/**
 * The lines of a posted cart, or null for anything but a well-formed, non-empty list within the cart's
 * limits. The cart in the browser never holds more than maxUnitsPerLine of a product, so a larger quantity
 * comes only from a tampered or broken form.
 */
export function parseCartPayload(raw: unknown): CartLine[] | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 5_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > maxCartLines) return null;
  const lines: CartLine[] = [];
  const seen = new Set<number>();
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return null;
    const keys = Object.keys(entry as object);
    if (keys.length !== 2 || !keys.includes("id") || !keys.includes("quantity")) return null;
    const { id, quantity } = entry as { id: unknown; quantity: unknown };
    if (typeof id !== "string" || !/^[1-9]\d{0,8}$/.test(id)) return null;
    if (typeof quantity !== "number" || !Number.isInteger(quantity)) return null;
    if (quantity < 1 || quantity > maxUnitsPerLine) return null;
    const productId = Number(id);
    if (seen.has(productId)) return null;
    seen.add(productId);
    lines.push({ productId, quantity });
  }
  return lines;
}

/** Identifies the cart's contents, so a changed cart starts a new checkout attempt. */
export function cartFingerprint(items: readonly { id: string; quantity: number }[]): string {
  return items
    .map(({ id, quantity }) => `${id}x${quantity}`)
    .sort()
    .join(",");
}
