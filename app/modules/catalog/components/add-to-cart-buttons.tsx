import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useNavigate } from "react-router";

import { buttonClass } from "~/components/ui/button-styles";
import { addToCartText } from "~/modules/cart/texts/en/add-to-cart";
import { useLocalePath } from "~/i18n/use-locale";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";
import { cartItemFromProduct } from "~/modules/cart/cart-store";
import { useAddToCart, type AddToCartPhase } from "~/modules/cart/use-add-to-cart";

import type { ProductSummary } from "../product.schema";

type CartProduct = Pick<
  ProductSummary,
  "id" | "title" | "pricePaise" | "mrpPaise" | "discountPct" | "image" | "brand" | "category" | "inStock"
>;

function PhaseIcon({ phase, className }: { phase: AddToCartPhase; className: string }) {
  if (phase === "adding") return <Icon name="loader-circle" className={clsx(className, "animate-spin")} />;
  if (phase === "added" || phase === "in-cart") return <Icon name="check" className={className} />;
  return <Icon name="shopping-cart" className={className} />;
}

/** Without JavaScript the cart cannot work: say so, and give the phone number instead. */
export function CartNeedsJavaScript({ className }: { className?: string }) {
  const t = useText(addToCartText);
  return (
    <noscript>
      <p className={clsx("text-sm text-slate-700", className)}>
        {t.needsJavaScript}
        <a href={dealer.phoneHref} className="font-semibold text-brand-700 underline">
          {dealer.phone}
        </a>
        {t.needsJavaScriptEnd}
      </p>
    </noscript>
  );
}

/** The product page's Add to Cart (the chosen quantity) and Buy Now (adds it, then goes to checkout). */
export function AddToCartButtons({ product, quantity }: { product: CartProduct; quantity: number }) {
  const { phase, label, add, cart } = useAddToCart(cartItemFromProduct(product), product.inStock);
  const navigate = useNavigate();
  const to = useLocalePath();
  const t = useText(addToCartText);

  function buyNow() {
    if (!product.inStock) return;
    if (!cart.isInCart(product.id)) add({ quantity, productPage: true });
    void navigate(to("/checkout"));
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          disabled={!product.inStock}
          aria-disabled={phase === "adding" || undefined}
          data-phase={phase}
          onClick={() => add({ quantity, productPage: true })}
          className={buttonClass({
            variant: "secondary",
            size: "lg",
            className: "w-full border-brand-600 px-3 text-brand-700",
          })}
        >
          <PhaseIcon phase={phase} className="size-5 shrink-0" />
          {label}
        </button>
        <button
          type="button"
          disabled={!product.inStock}
          onClick={buyNow}
          className={buttonClass({ size: "lg", className: "w-full px-3" })}
        >
          <Icon name="zap" className="size-5 shrink-0" />
          {t.buyNow}
        </button>
      </div>
      <CartNeedsJavaScript />
    </div>
  );
}

/**
 * A card's Add to Cart: one unit, the 'Added to cart' toast. It sits above the card's stretched link
 * (z-10), so a tap never opens the product. Its name adds the product's title, as cards repeat the label.
 */
export function AddToCartButton({ product, className }: { product: CartProduct; className?: string }) {
  const { phase, label, add } = useAddToCart(cartItemFromProduct(product), product.inStock);
  return (
    <button
      type="button"
      disabled={!product.inStock}
      aria-disabled={phase === "adding" || undefined}
      data-phase={phase}
      aria-label={`${label}: ${product.title}`}
      onClick={() => add()}
      className={
        phase === "add"
          ? clsx("btn card-cart-button", className)
          : buttonClass({
              variant: "secondary",
              className: clsx(
                "relative z-10 w-full",
                phase !== "out-of-stock" && "border-brand-600 text-brand-700",
                className,
              ),
            })
      }
    >
      {phase !== "add" && <PhaseIcon phase={phase} className="size-4 shrink-0" />}
      {label}
    </button>
  );
}
