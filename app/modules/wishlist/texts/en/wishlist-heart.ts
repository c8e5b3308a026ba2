import { defineText } from "~/i18n/text";

/** The wishlist hearts and buttons, and the toasts a change shows (app/modules/wishlist/use-wishlist.ts). */
export const wishlistHeartText = defineText("wishlist-heart", {
  add: "Add to Wishlist",
  remove: "Remove from Wishlist",
  addTitle: (title: string) => `Add ${title} to wishlist`,
  removeTitle: (title: string) => `Remove ${title} from wishlist`,
  addHint: "Add to wishlist",
  removeHint: "Remove from wishlist",
  added: "Added to wishlist",
  removed: "Removed from wishlist",
});
