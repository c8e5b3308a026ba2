import { Icon } from "~/components/ui/icon";
import { Popover } from "radix-ui";
import { useRef } from "react";

import { cartPopoverText } from "~/modules/cart/texts/en/cart-popover";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { formatRupees } from "~/lib/money";

import { itemUnitPricePaise } from "../cart-store";
import type { Cart } from "../use-cart";

/** The mini cart lists this many lines, then '+N more items'. */
export const popoverLines = 3;

type CartPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's cart button: the popover sits under it and hands focus back to it. */
  anchorRef: React.RefObject<HTMLButtonElement | null>;
  cart: Cart;
};

/**
 * The mini cart under the header's cart button, loaded on demand. It is not portalled, so Tab moves
 * from the button into it and on to the rest of the header; Escape closes it.
 */
export function CartPopover({ open, onOpenChange, anchorRef, cart }: CartPopoverProps) {
  const t = useText(cartPopoverText);
  const clickedOutside = useRef(false);
  const shown = cart.items.slice(0, popoverLines);
  const more = cart.items.length - shown.length;
  const close = () => onOpenChange(false);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Content
        align="end"
        sideOffset={8}
        collisionPadding={12}
        aria-label={t.label}
        onInteractOutside={(event) => {
          // A click on the cart button itself toggles the popover there; do not close it twice.
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          else clickedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!clickedOutside.current) anchorRef.current?.focus();
          clickedOutside.current = false;
        }}
        className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-4 text-left shadow-xl focus:outline-none"
      >
        {cart.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="shopping-bag" className="size-6" />
            </span>
            <p className="font-semibold text-slate-900">{t.emptyTitle}</p>
            <p className="text-sm text-slate-600">{t.emptyLead}</p>
            <Link to="/shop" onClick={close} className={buttonClass({ className: "mt-1 w-full" })}>
              {t.shopNow}
            </Link>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="font-semibold text-slate-900">
              {t.title} <span className="font-normal text-slate-600">{t.itemCount(cart.totalItems)}</span>
            </p>
            <ul className="divide-y divide-slate-100" aria-label={t.productsInCart}>
              {shown.map((item) => (
                <li key={item.id} className="flex items-center gap-3 py-2">
                  <img
                    src={item.image}
                    alt={item.title}
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-14 shrink-0 rounded-lg bg-slate-50 object-contain"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm leading-snug font-medium text-slate-900">
                      {item.title}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600 tabular-nums">
                      {item.quantity} × {formatRupees(itemUnitPricePaise(item))}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {more > 0 && <p className="text-sm font-medium text-slate-600">{t.more(more)}</p>}
            <p className="flex items-baseline justify-between border-t border-slate-200 pt-3 text-sm text-slate-700">
              {t.subtotal}
              <span className="text-base font-bold text-slate-900 tabular-nums">
                {formatRupees(cart.totalPricePaise)}
              </span>
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Link to="/cart" onClick={close} className={buttonClass({ variant: "secondary" })}>
                {t.viewCart}
              </Link>
              <Link to="/checkout" onClick={close} className={buttonClass()}>
                {t.checkout}
              </Link>
            </div>
          </div>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
