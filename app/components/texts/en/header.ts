import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The top bar, the header with its links and search field, the mobile menu, the cart and wishlist buttons. */
export const headerText = defineText("header", {
  loadingPage: "Loading page",
  callUs: "Call us: ",
  openHours: "Open ",
  hours: dealer.hours.topBar,
  /** The top bar's: on a phone it shares one line with the phone number. */
  hoursShort: dealer.hours.topBar,
  place: `${dealer.city}, ${dealer.state}`,
  tagline: dealer.tagline,
  mainNav: "Main",
  mobileNav: "Mobile",
  home: "Home",
  shop: "Shop",
  services: "Services",
  brands: "Brands",
  about: "About",
  contact: "Contact",
  bookService: "Book Service",
  toggleSearch: "Toggle search",
  searchProducts: "Search products",
  searchAppliances: "Search appliances...",
  search: "Search",
  openMenu: "Open menu",
  menu: "Menu",
  closeMenu: "Close menu",
  cart: "Cart",
  cartItems: (count: number) => `Cart (${count} ${count === 1 ? "item" : "items"})`,
  wishlist: "Wishlist",
  account: "My account",
  wishlistItems: (count: number) => `Wishlist (${count} ${count === 1 ? "item" : "items"})`,
  backToTop: "Back to top",
  breadcrumb: "Breadcrumb",
  notifications: "Notifications",
  closeNotification: "Close toast",
  /** Read out before the other language's name on the language switch. */
  language: "Language: ",
});
