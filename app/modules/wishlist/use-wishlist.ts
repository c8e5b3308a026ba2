import { useMemo, useSyncExternalStore } from "react";

import { wishlistHeartText } from "~/modules/wishlist/texts/en/wishlist-heart";
import { useText, type TextOf } from "~/i18n/text";

import { toggledWishlist, wishlistIds, type WishlistItem } from "./wishlist-store";

export type Wishlist = {
  ids: string[];
  count: number;
  has: (id: string) => boolean;
  toggle: (item: WishlistItem) => void;
  remove: (id: string) => void;
};

type Notices = TextOf<typeof wishlistHeartText>;

// sonner is fetched on demand: the store's toaster loads it after hydration anyway, and a static import
// would put it in the first-load JavaScript of every page that shows a heart.
function notify(message: string, description?: string) {
  void import("sonner").then(({ toast }) => toast.success(message, { description }));
}

function toggle(item: WishlistItem, t: Notices) {
  const next = toggledWishlist(wishlistIds.getSnapshot(), item.id);
  wishlistIds.write(next.ids);
  notify(next.added ? t.added : t.removed, item.title);
}

function remove(id: string, t: Notices) {
  const ids = wishlistIds.getSnapshot();
  if (!ids.includes(id)) return;
  wishlistIds.write(ids.filter((saved) => saved !== id));
  notify(t.removed);
}

/**
 * The shopper's wishlist. The server and the first client render see an empty list; the saved one
 * follows right after hydration, and changes made in other tabs show up too. Its toasts are in the
 * page's language.
 */
export function useWishlist(): Wishlist {
  const ids = useSyncExternalStore(
    wishlistIds.subscribe,
    wishlistIds.getSnapshot,
    wishlistIds.getServerSnapshot,
  );
  const t = useText(wishlistHeartText);
  return useMemo(() => {
    const list = [...ids];
    return {
      ids: list,
      count: list.length,
      has: (id: string) => ids.includes(id),
      toggle: (item: WishlistItem) => toggle(item, t),
      remove: (id: string) => remove(id, t),
    };
  }, [ids, t]);
}
