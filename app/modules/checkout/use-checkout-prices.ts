import { useEffect, useState } from "react";

import { cartPricesUrl, parseCartPricesResponse, type CartPrice } from "../cart/cart-prices";

export type CheckoutPrices = {
  prices: ReadonlyMap<string, CartPrice>;
  /** Ids the server has answered for (a missing one is no longer sold). */
  checked: ReadonlySet<string>;
  status: "idle" | "loading" | "ready" | "failed";
};

const empty: CheckoutPrices = { prices: new Map(), checked: new Set(), status: "idle" };

/** The current server figures for the cart's products, fetched whenever the set of ids changes. */
export function useCheckoutPrices(ids: readonly string[]): CheckoutPrices {
  const key = [...ids].sort().join(",");
  const [state, setState] = useState<CheckoutPrices & { key: string }>({ ...empty, key: "" });

  useEffect(() => {
    if (key === "") return;
    const controller = new AbortController();
    fetch(cartPricesUrl(key.split(",")), {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`cart prices answered ${response.status}`);
        const products = parseCartPricesResponse(await response.json());
        setState({
          key,
          prices: new Map(products.map((product) => [product.id, product])),
          checked: new Set(key.split(",")),
          status: "ready",
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setState({ ...empty, key, status: "failed" });
      });
    return () => controller.abort();
  }, [key]);

  if (key === "") return empty;
  // Until the answer for these ids arrives, the last answer's figures stand (the cart's own for new ids).
  return state.key === key ? state : { ...state, status: "loading" };
}
