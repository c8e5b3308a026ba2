import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";

import { buttonClass } from "~/components/ui/button-styles";
import { wishlistHeartText } from "~/modules/wishlist/texts/en/wishlist-heart";
import { useText } from "~/i18n/text";
import { useWishlist } from "~/modules/wishlist/use-wishlist";
import type { WishlistItem } from "~/modules/wishlist/wishlist-store";

type WishlistHeartProps = {
  item: WishlistItem;
  /**
   * 'icon': a round 44 px heart for cards and pictures (name: 'Add {title} to wishlist'), drawn by the
   * wishlist-heart class.
   * 'button': a labelled button for the product page ('Add to Wishlist' / 'Remove from Wishlist').
   */
  variant?: "icon" | "button";
  /** Extra classes, e.g. 'absolute top-2 right-2' to place the icon over a card's picture. */
  className?: string;
};

/**
 * Saves a product to the wishlist or takes it out, with a toast. It sits above a card's stretched link
 * (z-10) once positioned, so a tap on the heart never opens the product.
 */
export function WishlistHeart({ item, variant = "icon", className }: WishlistHeartProps) {
  const wishlist = useWishlist();
  const saved = wishlist.has(item.id);
  const t = useText(wishlistHeartText);
  if (variant === "button") {
    return (
      <button
        type="button"
        data-saved={saved}
        onClick={() => wishlist.toggle(item)}
        className={buttonClass({
          variant: "secondary",
          className: clsx("z-10", className),
        })}
      >
        <Icon name="heart" className={clsx("heart-icon", saved && "fill-rose-600 text-rose-600")} />
        {saved ? t.remove : t.add}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-saved={saved}
      aria-label={saved ? t.removeTitle(item.title) : t.addTitle(item.title)}
      title={saved ? t.removeHint : t.addHint}
      onClick={() => wishlist.toggle(item)}
      className={clsx("wishlist-heart", className)}
    />
  );
}
