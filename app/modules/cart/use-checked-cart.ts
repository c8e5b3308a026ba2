import { useMemo, useState } from "react";

import {
  checkCartLines,
  checkedCartTotals,
  currentItemFields,
  itemIsStale,
  type CartPrice,
  type CheckedCartLine,
  type CheckedCartTotals,
} from "./cart-prices";
import { cartItems, itemUnitPricePaise } from "./cart-store";
import { useCart, type Cart } from "./use-cart";
import { useCartPrices } from "./use-cart-prices";

/** A unit price that changed between adding the product and this check, in paise. */
type PriceChange = { fromPaise: number; toPaise: number };

export type CheckedLine = CheckedCartLine & { change?: PriceChange };

export type CheckedCart = {
  cart: Cart;
  /** 'loading' until the saved cart is read and every line checked; 'error' when the check failed. */
  status: "loading" | "ready" | "error";
  lines: CheckedLine[];
  totals: CheckedCartTotals;
  /** A line is gone, out of stock or asks for more than there is: checkout must wait. */
  blocked: boolean;
  retry: () => void;
};

/**
 * The cart checked against the shop's current prices and stock. A line whose price changed since it
 * was added is updated in the stored cart and keeps a `change` note for as long as this page shows.
 */
export function useCheckedCart(): CheckedCart {
  const cart = useCart();
  const [changes, setChanges] = useState<ReadonlyMap<string, PriceChange>>(() => new Map());
  const ids = useMemo(() => (cart.ready ? cart.items.map((item) => item.id) : []), [cart.ready, cart.items]);

  function onAnswer(products: readonly CartPrice[]) {
    const found = new Map<string, PriceChange>();
    for (const product of products) {
      const item = cartItems.getSnapshot().find((line) => line.id === product.id);
      if (!item || !itemIsStale(item, product)) continue;
      const fromPaise = itemUnitPricePaise(item);
      if (fromPaise !== product.pricePaise) found.set(product.id, { fromPaise, toPaise: product.pricePaise });
      cart.refresh(product.id, currentItemFields(product));
    }
    if (found.size > 0) setChanges((previous) => new Map([...previous, ...found]));
  }

  const prices = useCartPrices(ids, onAnswer);

  return useMemo(() => {
    const lines: CheckedLine[] = checkCartLines(cart.items, prices.prices, prices.checked).map((line) => {
      const change = changes.get(line.item.id);
      return change ? { ...line, change } : line;
    });
    return {
      cart,
      status: cart.ready ? prices.status : "loading",
      lines,
      totals: checkedCartTotals(lines),
      blocked: lines.some((line) => line.issue !== undefined),
      retry: prices.retry,
    };
  }, [cart, prices, changes]);
}
