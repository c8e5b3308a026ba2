import { Icon } from "~/components/ui/icon";
import { Suspense, lazy, useRef, useState } from "react";

import { headerText } from "~/components/texts/en/header";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { useCart } from "~/modules/cart/use-cart";

import { useCloseOnNavigation } from "./use-close-on-navigation";

// The popover (Radix Popover with its positioning code) is fetched when the button is about to be
// used, keeping it out of every page's first-load JavaScript.
const loadPopover = () => import("~/modules/cart/components/cart-popover");
const CartPopover = lazy(() => loadPopover().then((module) => ({ default: module.CartPopover })));

/** The badge's text: the number of units, '9+' above 9. */
function cartBadgeText(count: number): string {
  return count > 9 ? "9+" : String(count);
}

/**
 * The header's cart: a button with the number of units that opens a short summary of the cart. Until
 * the browser has read the saved cart (and without JavaScript) it is a plain link to /cart.
 */
export function CartButton() {
  const cart = useCart();
  const t = useText(headerText);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useCloseOnNavigation(() => setOpen(false));

  const iconClass = buttonClass({ variant: "ghost", size: "icon", className: "relative" });

  if (!cart.ready) {
    return (
      <Link to="/cart" aria-label={t.cart} className={iconClass}>
        <Icon name="shopping-cart" className="size-5" />
      </Link>
    );
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={t.cartItems(cart.totalItems)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => {
          setRequested(true);
          setOpen((wasOpen) => !wasOpen);
        }}
        className={`${iconClass} aria-expanded:bg-slate-100`}
      >
        <Icon name="shopping-cart" className="size-5" />
        {cart.totalItems > 0 && (
          <span
            aria-hidden="true"
            data-slot="cart-count"
            className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs leading-none font-semibold text-white tabular-nums ring-2 ring-white"
          >
            {cartBadgeText(cart.totalItems)}
          </span>
        )}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <CartPopover open={open} onOpenChange={setOpen} anchorRef={triggerRef} cart={cart} />
        </Suspense>
      ) : null}
    </>
  );
}
