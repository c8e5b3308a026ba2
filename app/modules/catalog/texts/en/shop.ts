import { defineText } from "~/i18n/text";

/** The shop listing (app/routes/store/shop.tsx): heading, filters, sort, pages and its empty and error states. */
export const shopText = defineText("shop", {
  errorTitle: "Error loading products",
  errorDescription: "The products could not be loaded.",
  loadFailed: "Failed to load products",
  tryAgain: "Try again",
  showing: (total: number) => `Showing ${total} ${total === 1 ? "product" : "products"}`,

  /** The heading, page title and description of a view; `where` is the dealer's name and city. */
  results: (query: string) => `Results for “${query}”`,
  searchMetaTitle: (query: string) => `Search results for “${query}”`,
  searchDescription: (query: string, where: string) => `Home appliances matching “${query}” at ${where}.`,
  /** Stands in for the category when only a brand is chosen ("Samsung Appliances"). */
  appliances: "Appliances",
  buyOnline: (name: string) => `Buy ${name} Online`,
  filteredDescription: (name: string, where: string) =>
    `Shop ${name} from top brands at ${where}. Genuine products with manufacturer warranty, free delivery and installation support.`,
  allTitle: "All Products",
  allMetaTitle: "Shop Home Appliances – All Products",
  allDescription: (where: string) =>
    `Shop TVs, air conditioners, washing machines, refrigerators and fans from Samsung, LG, Godrej, Voltas and more at ${where}. Prices inclusive of all taxes.`,

  searchProducts: "Search products",
  searchPlaceholder: "Search TVs, ACs, brands, models…",
  search: "Search",
  sortBy: "Sort by",
  "sort.featured": "Featured",
  "sort.price-low": "Price: Low to High",
  "sort.price-high": "Price: High to Low",
  "sort.rating": "Top Rated",
  "sort.newest": "Newest Arrivals",
  "sort.origin": "Country of Origin: India First",

  filters: "Filters",
  /** Read out after the number of filters in use on the Filters button. */
  active: " active",
  clearAll: "Clear all",
  closeFilters: "Close filters",
  updating: "Updating…",
  showProducts: (total: number) => `Show ${total} ${total === 1 ? "product" : "products"}`,
  filterProducts: "Filter products",
  categories: "Categories",
  noCategories: "No categories",
  brands: "Brands",
  noBrands: "No brands",
  priceRange: "Price Range",
  anyPrice: "Any price",
  priceUnder: (price: string) => `Under ${price}`,
  priceOver: (price: string) => `Over ${price}`,
  priceBetween: (from: string, to: string) => `${from} – ${to}`,
  rating: "Rating",
  stars: (stars: number) => (stars === 1 ? "star" : "stars"),
  andUp: "& Up",
  ratingChip: (stars: number) => (stars >= 5 ? `${stars}★` : `${stars}★ & Up`),
  countryOfOrigin: "Country of Origin",
  availability: "Availability",
  inStockOnly: "In Stock Only",
  applyFilters: "Apply filters",
  /** Read out after an option's count. */
  productCount: (count: number) => (count === 1 ? " product" : " products"),
  activeFilters: "Active filters",
  removeFilter: (label: string) => `Remove filter: ${label}`,

  loadingProducts: "Loading products",
  noProducts: "No products found",
  tryAdjusting: "Try adjusting your search or filter criteria",
  clearAllFilters: "Clear all filters",
  viewAll: "View all products",

  pagination: "Pagination",
  previousPage: "Previous page",
  previous: "Previous",
  nextPage: "Next page",
  next: "Next",
  page: (page: number) => `Page ${page}`,
});
