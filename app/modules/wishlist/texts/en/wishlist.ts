import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The wishlist page (app/routes/store/wishlist.tsx); the hearts and their toasts are in wishlist-heart. */
export const wishlistText = defineText("wishlist", {
  title: "My Wishlist",
  description: `Appliances you have saved at ${dealer.name}, ${dealer.city}.`,
  crumb: "Wishlist",
  itemCount: (count: number) => `${count} ${count === 1 ? "item" : "items"}`,
  loading: "Loading your wishlist",
  needsJavaScript: "Your wishlist is saved in this browser. Turn on JavaScript to see it.",
  emptyTitle: "Your wishlist is empty",
  emptyText: "Tap the heart on any appliance to save it here and come back to it later.",
  browse: "Browse the shop",
  saved: "Saved products",
  /** "Remove", with the product named around it for screen readers. */
  removeBefore: (_title: string) => "",
  remove: "Remove",
  removeAfter: (title: string) => ` ${title} from wishlist`,
});
