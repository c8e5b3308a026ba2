import { useCallback, useEffect, useEffectEvent, useMemo, useState } from "react";

import { cartPricesUrl, parseCartPricesResponse, type CartPrice } from "./cart-prices";

export type CartPrices = {
  /**
   * 'loading' until every id has been answered for, 'error' when the last request failed, 'ready'
   * otherwise ('ready' at once for no ids).
   */
  status: "loading" | "ready" | "error";
  /** The current figures by product id; an id that was asked for and is absent no longer exists. */
  prices: ReadonlyMap<string, CartPrice>;
  /** The ids the server has answered for (present or not). */
  checked: ReadonlySet<string>;
  /** Asks again, e.g. after an error. */
  retry: () => void;
};

type Answer = { prices: Map<string, CartPrice>; checked: Set<string> };

const emptyAnswer: Answer = { prices: new Map(), checked: new Set() };

/**
 * The current prices and stock of these products from /api/cart-prices. It asks again whenever an id
 * it has not answered for appears (an id taken away needs no new request).
 */
export function useCartPrices(
  ids: readonly string[],
  /** Called with each answer, before it is shown (e.g. to update the stored cart). */
  onAnswer?: (products: readonly CartPrice[]) => void,
): CartPrices {
  const handleAnswer = useEffectEvent((products: readonly CartPrice[]) => onAnswer?.(products));
  const [answer, setAnswer] = useState<Answer>(emptyAnswer);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const key = ids.join(",");
  const unchecked = ids.some((id) => !answer.checked.has(id));

  useEffect(() => {
    if (key === "" || !unchecked) return;
    const controller = new AbortController();
    const asked = key.split(",");
    fetch(cartPricesUrl(asked), { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`cart prices answered ${response.status}`);
        const products = parseCartPricesResponse(await response.json());
        if (controller.signal.aborted) return;
        handleAnswer(products);
        setAnswer((previous) => {
          const prices = new Map(previous.prices);
          for (const id of asked) prices.delete(id);
          for (const product of products) prices.set(product.id, product);
          return { prices, checked: new Set([...previous.checked, ...asked]) };
        });
        setFailed(null);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Could not check the cart's prices", error);
        setFailed(key);
      });
    return () => controller.abort();
  }, [key, unchecked, attempt]);

  const retry = useCallback(() => {
    setFailed(null);
    setAttempt((count) => count + 1);
  }, []);

  const status = failed === key && unchecked ? "error" : unchecked ? "loading" : "ready";
  return useMemo(
    () => ({ status, prices: answer.prices, checked: answer.checked, retry }),
    [status, answer, retry],
  );
}
