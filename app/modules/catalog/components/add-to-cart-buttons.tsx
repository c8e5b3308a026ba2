import { Phone, ShoppingCart, Zap } from "lucide-react";
import { useId } from "react";

import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";

type AddToCartButtonsProps = {
  productId: string;
  inStock: boolean;
  quantity: number;
};

/**
 * Add to Cart and Buy Now. Until online ordering opens they stay disabled and the note beside them
 * points shoppers to the phone; the form already carries what the cart will need.
 */
export function AddToCartButtons({ productId, inStock, quantity }: AddToCartButtonsProps) {
  const noteId = useId();
  return (
    <form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value={quantity} />
      <div className="grid grid-cols-2 gap-3">
        <button
          type="submit"
          name="intent"
          value="add-to-cart"
          disabled
          aria-describedby={noteId}
          className={buttonClass({
            variant: "secondary",
            size: "lg",
            className: "w-full border-brand-600 px-3 text-brand-700",
          })}
        >
          <ShoppingCart className="size-5 shrink-0" aria-hidden="true" />
          {inStock ? "Add to Cart" : "Out of Stock"}
        </button>
        <button
          type="submit"
          name="intent"
          value="buy-now"
          disabled
          aria-describedby={noteId}
          className={buttonClass({ size: "lg", className: "w-full px-3" })}
        >
          <Zap className="size-5 shrink-0" aria-hidden="true" />
          Buy Now
        </button>
      </div>
      <OrderByPhoneNote id={noteId} />
    </form>
  );
}

/** Until online ordering opens: the note that points shoppers to the dealer's phone. */
export function OrderByPhoneNote({ id, className = "" }: { id: string; className?: string }) {
  return (
    <p
      id={id}
      className={`flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2.5 text-sm text-slate-800 ${className}`}
    >
      <Phone className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        Online ordering opens soon — call{" "}
        <a
          href={dealer.phoneHref}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {dealer.phone}
        </a>{" "}
        to order
      </span>
    </p>
  );
}
