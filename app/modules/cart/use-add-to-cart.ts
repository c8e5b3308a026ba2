import { useEffect, useRef, useState } from "react";

import { addToCartText } from "~/modules/cart/texts/en/add-to-cart";
import { useText } from "~/i18n/text";

import type { CartItem } from "./cart-store";
import { useCart, type AddToCartOptions } from "./use-cart";

/** How long 'Adding...' shows before 'Added'; the cart itself changes at once. */
const addingMs = 300;
/** How long 'Added' shows before the button settles on 'In Cart' (spec section 9). */
const addedMs = 2000;

export type AddToCartPhase = "add" | "adding" | "added" | "in-cart" | "out-of-stock";

/**
 * The add-to-cart button's states (spec section 4): 'Add to Cart', a click gives 'Adding...', then
 * 'Added' for 2 seconds, then 'In Cart' while the product is in the cart. Out of stock it stays
 * 'Out of Stock'. Clicking 'In Cart' adds one more.
 */
export function useAddToCart(item: Omit<CartItem, "quantity">, inStock: boolean) {
  const cart = useCart();
  const labels = useText(addToCartText);
  const [step, setStep] = useState<"idle" | "adding" | "added">("idle");
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const phase: AddToCartPhase = !inStock
    ? "out-of-stock"
    : step !== "idle"
      ? step
      : cart.isInCart(item.id)
        ? "in-cart"
        : "add";

  function add(options?: AddToCartOptions) {
    if (!inStock || step === "adding") return;
    cart.add(item, options);
    // One array for the component's life, so the unmount clean-up sees the latest timers.
    const pending = timers.current;
    pending.forEach((timer) => window.clearTimeout(timer));
    pending.length = 0;
    setStep("adding");
    pending.push(
      window.setTimeout(() => setStep("added"), addingMs),
      window.setTimeout(() => setStep("idle"), addingMs + addedMs),
    );
  }

  return { phase, label: labels[phase], add, cart };
}
