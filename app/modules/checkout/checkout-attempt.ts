import { idempotencyKeyPattern } from "../orders/order-rules";

/**
 * One idempotency key per checkout attempt. It survives a reload of the form (sessionStorage), so a retry
 * after a lost answer finds the order the first try made; a changed cart or a placed order starts afresh.
 */
export const checkoutAttemptKey = "checkout-attempt";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function attemptKeyFor(storage: StorageLike, fingerprint: string, newKey: () => string): string {
  try {
    const raw = storage.getItem(checkoutAttemptKey);
    if (raw) {
      const saved: unknown = JSON.parse(raw);
      if (
        typeof saved === "object" &&
        saved !== null &&
        (saved as { fingerprint?: unknown }).fingerprint === fingerprint &&
        typeof (saved as { key?: unknown }).key === "string" &&
        idempotencyKeyPattern.test((saved as { key: string }).key)
      ) {
        return (saved as { key: string }).key;
      }
    }
  } catch {
    // unreadable: replaced below
  }
  const key = newKey();
  try {
    storage.setItem(checkoutAttemptKey, JSON.stringify({ key, fingerprint }));
  } catch {
    // storage disabled: the key lasts as long as the page
  }
  return key;
}

export function endAttempt(storage: StorageLike): void {
  try {
    storage.removeItem(checkoutAttemptKey);
  } catch {
    // storage disabled
  }
}

/** A fresh attempt key: a UUID where the browser has one (secure pages), else 32 random hex digits. */
export function newAttemptKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, "0"),
      ).join("");
}
