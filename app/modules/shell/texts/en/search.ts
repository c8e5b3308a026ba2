import { defineText } from "~/i18n/text";

/** The search suggestions under the header's and the mobile menu's search field (loaded with them). */
export const searchText = defineText("search", {
  products: "Products",
  categories: "Categories",
  suggestions: "Search suggestions",
  suggestionsAvailable: (count: number) => `${count} ${count === 1 ? "suggestion" : "suggestions"} available`,
});
