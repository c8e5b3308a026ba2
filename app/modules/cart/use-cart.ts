import { useMemo, useSyncExternalStore } from "react";

import { cartNoticesText } from "~/modules/cart/texts/en/cart-notices";
import { useText, type TextOf } from "~/i18n/text";
import { useHydrated } from "~/lib/use-hydrated";

import {
  addItem,
  cartItems,
  cartTotals,
  refreshItem,
  removeItem,
  updateItemQuantity,
  type CartItem,
} from "./cart-store";
import { maxUnitsPerLine } from "./cart-rules";

export type { CartItem } from "./cart-store";

export type AddToCartOptions = {
  /** Units to add (the product page's 1-10 selector); 1 when left out. */
  quantity?: number;
  /** The product page's shorter toast, '{title} added to cart'. */
  productPage?: boolean;
};

export type Cart = {
  items: CartItem[];
  totalItems: number;
  /** Sum of effective unit price x quantity, in paise. */
  totalPricePaise: number;
  /** False until the stored cart has been read in the browser. */
  ready: boolean;
  add(item: Omit<CartItem, "quantity">, options?: AddToCartOptions): void;
  remove(id: string): void;
  updateQuantity(id: string, quantity: number | string): void;
  /** Replaces a line's stored details with current ones, e.g. after a price check. No toast. */
  refresh(id: string, fields: Partial<Omit<CartItem, "id" | "quantity">>): void;
  clear(): void;
  isInCart(id: string): boolean;
};

type Notice = { kind: "success" | "warning" | "error"; title: string; description?: string };
type Notices = TextOf<typeof cartNoticesText>;

// The store keeps one cart notice on screen at a time: a new one dismisses the last. Each has its own id:
// updating the last one in place (one shared id) loses the new notice when it lands as the last one's time
// runs out and it is already on its way out. sonner is fetched on demand, as the wishlist does, to keep it
// out of first-load JavaScript.
let shownNotice = 0;
function notify({ kind, title, description }: Notice) {
  void import("sonner").then(({ toast }) => {
    toast.dismiss(`cart-notice-${shownNotice}`);
    shownNotice += 1;
    toast[kind](title, { id: `cart-notice-${shownNotice}`, description, duration: 5000 });
  });
}

const limitNotice = (title: string, t: Notices): Notice => ({
  kind: "warning",
  title: t.limitTitle,
  description: t.limit(title),
});

function add(
  item: Omit<CartItem, "quantity">,
  { quantity = 1, productPage = false }: AddToCartOptions,
  t: Notices,
) {
  const result = addItem(cartItems.getSnapshot(), item, quantity);
  if (result.full) {
    notify({ kind: "error", title: t.fullTitle, description: t.full(item.title) });
    return;
  }
  if (result.added > 0) cartItems.write(result.items);
  if (result.capped) notify(limitNotice(item.title, t));
  else if (productPage) notify({ kind: "success", title: t.addedFromProductPage(item.title) });
  else notify({ kind: "success", title: t.addedTitle, description: t.added(item.title) });
}

function remove(id: string, t: Notices) {
  const items = cartItems.getSnapshot();
  const line = items.find((item) => item.id === id);
  if (!line) return;
  cartItems.write(removeItem(items, id));
  notify({ kind: "success", title: t.removedTitle, description: t.removed(line.title) });
}

function updateQuantity(id: string, quantity: number | string, t: Notices) {
  const items = cartItems.getSnapshot();
  const line = items.find((item) => item.id === id);
  if (!line) return;
  const next = updateItemQuantity(items, id, quantity);
  if (next.some((item, index) => item !== items[index])) cartItems.write(next);
  const asked = typeof quantity === "string" ? Number(quantity) : quantity;
  if (Number.isFinite(asked) && asked > maxUnitsPerLine) notify(limitNotice(line.title, t));
}

function refresh(id: string, fields: Partial<Omit<CartItem, "id" | "quantity">>) {
  const items = cartItems.getSnapshot();
  if (!items.some((item) => item.id === id)) return;
  cartItems.write(refreshItem(items, id, fields));
}

function clear() {
  cartItems.write([]);
}

/**
 * The shopper's cart, kept in this browser. The server and the first client render see an empty cart
 * (ready: false); the saved one follows right after hydration, and changes made in other tabs show up.
 * Its toasts are in the page's language.
 */
export function useCart(): Cart {
  const items = useSyncExternalStore(cartItems.subscribe, cartItems.getSnapshot, cartItems.getServerSnapshot);
  const ready = useHydrated();
  const t = useText(cartNoticesText);
  return useMemo(() => {
    const list = [...items];
    const { totalItems, totalPricePaise } = cartTotals(list);
    return {
      items: list,
      totalItems,
      totalPricePaise,
      ready,
      add: (item, options = {}) => add(item, options, t),
      remove: (id) => remove(id, t),
      updateQuantity: (id, quantity) => updateQuantity(id, quantity, t),
      refresh,
      clear,
      isInCart: (id: string) => items.some((item) => item.id === id),
    };
  }, [items, ready, t]);
}
