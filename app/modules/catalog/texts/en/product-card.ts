import { defineText } from "~/i18n/text";

/** A product's card, price and rating wherever they appear (shop, product page, wishlist, offers, compare). */
export const productCardText = defineText("product-card", {
  /** Read out before the price. */
  price: "Price ",
  mrp: "MRP ",
  off: (percent: number) => `${percent}% OFF`,
  stars: (stars: number) => `${stars} Star`,
  outOfStock: "Out of stock",
  rated: (rating: string, reviews: string) => `Rated ${rating} out of 5 from ${reviews} reviews`,
});
