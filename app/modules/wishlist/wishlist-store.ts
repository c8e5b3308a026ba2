import { createStoredIds } from "./stored-ids";

/** What a wishlist heart needs to know about its product. */
export type WishlistItem = { id: string; title: string };

const wishlistStorageKey = "wishlist";

/** More than enough for a shopper; keeps the page's product query small. */
export const wishlistLimit = 100;

/** The saved product ids, newest first, in localStorage under 'wishlist' as a JSON array of strings. */
export const wishlistIds = createStoredIds(wishlistStorageKey, wishlistLimit);

/** The list after toggling `id`: a new id goes to the front, a saved one is taken out. */
export function toggledWishlist(ids: readonly string[], id: string): { ids: string[]; added: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((saved) => saved !== id), added: false };
  return { ids: [id, ...ids].slice(0, wishlistLimit), added: true };
}
