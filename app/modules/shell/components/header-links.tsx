import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";

import { headerText } from "~/components/texts/en/header";
import { Link, NavLink } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { useWishlist } from "~/modules/wishlist/use-wishlist";

function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-slot="wishlist-count"
      className={clsx(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs leading-none font-semibold text-white tabular-nums",
        className,
      )}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** The header's heart: an icon link to /wishlist with the number of saved products (none at 0). */
export function WishlistLink() {
  const { count } = useWishlist();
  const t = useText(headerText);
  return (
    <Link
      to="/wishlist"
      aria-label={t.wishlistItems(count)}
      className={buttonClass({ variant: "ghost", size: "icon", className: "relative" })}
    >
      <Icon name="heart" className="size-5" />
      <CountBadge count={count} className="absolute top-0.5 right-0.5 ring-2 ring-white" />
    </Link>
  );
}

/** The drawer's row: the same link with the word written out. */
export function WishlistDrawerLink({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate?: () => void;
}) {
  const { count } = useWishlist();
  const t = useText(headerText);
  return (
    <NavLink
      to="/wishlist"
      aria-label={t.wishlistItems(count)}
      onClick={onNavigate}
      className={clsx(className, "gap-3")}
    >
      <Icon name="heart" className="size-5 text-slate-500" />
      <span className="flex-1">{t.wishlist}</span>
      <CountBadge count={count} />
    </NavLink>
  );
}

/** The header's person: the customer's account (it asks to sign in first when nobody is). */
export function AccountLink() {
  const t = useText(headerText);
  return (
    // On a phone the drawer carries it: the header keeps its room for the shop's name.
    <Link
      to="/account"
      aria-label={t.account}
      className={buttonClass({ variant: "ghost", size: "icon", className: "hidden sm:inline-flex" })}
    >
      <Icon name="user-round" className="size-5" />
    </Link>
  );
}

/** The drawer's row for the account. */
export function AccountDrawerLink({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const t = useText(headerText);
  return (
    <NavLink to="/account" onClick={onNavigate} className={clsx(className, "gap-3")}>
      <Icon name="user-round" className="size-5 text-slate-500" />
      <span className="flex-1">{t.account}</span>
    </NavLink>
  );
}
