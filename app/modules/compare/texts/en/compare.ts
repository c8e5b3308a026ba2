import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The compare page (app/routes/store/compare.tsx), the compare bar and tick box, and their toast. */
export const compareText = defineText("compare", {
  title: "Compare Products",
  description: `Compare appliances side by side at ${dealer.name}: price, rating, capacity, energy rating and every specification.`,
  crumb: "Compare",
  emptyTitle: "No products to compare",
  emptyText: (limit: number) =>
    `Tick ‘Compare’ on up to ${limit} products to see their prices and specifications side by side.`,
  browse: "Browse the shop",
  addAnother: "Add another product to compare it side by side.",
  comparing: (count: number) => `Comparing ${count} products.`,
  rowsDiffer: "Highlighted rows differ.",
  addProducts: "Add products",
  table: "Comparison table, scrolls sideways",
  caption: (titles: string) => `Comparison of ${titles}`,
  remove: "Remove",
  /** Read out after a row's name when the products differ in it. */
  differs: " (differs)",
  notListed: "Not listed",

  "row.price": "Price",
  "row.rating": "Rating",
  "row.capacity": "Capacity",
  "row.energyRating": "Energy rating",
  "row.brand": "Brand",
  "row.availability": "Availability",
  inStock: "In stock",
  outOfStock: "Out of stock",
  stars: (stars: number) => `${stars} Star`,

  compare: "Compare",
  bar: "Compare products",
  picked: (count: number, limit: number) => `${count} of ${limit}`,
  ready: "selected to compare",
  tickOneMore: "— tick one more to compare",
  clear: "Clear comparison",
  full: (limit: number) => `You can compare up to ${limit} products`,
  fullHint: "Untick one to add another.",
});
