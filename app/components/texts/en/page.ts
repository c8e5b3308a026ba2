import { defineText } from "~/i18n/text";

/** What every page's frame holds, the back office's too: the skip link, the 404 page, the error screen. */
export const pageText = defineText("page", {
  skipToMain: "Skip to main content",
  notFoundTitle: "Oops! Page not found",
  notFoundLead: "The page you are looking for does not exist or has moved.",
  returnHome: "Return to Home",
  notFoundMetaTitle: "Page not found",
  notFoundMetaDescription: "The page you are looking for does not exist.",
  crashTitle: "Something went wrong",
  refused: "This page could not handle that request. Please go back and try again.",
  failed: "Something went wrong while loading this page. Please try again.",
  /** Before and after the dealer's phone number. */
  callToOrder: "To order or book a repair now, call us on ",
  callToOrderEnd: ".",
  goHome: "Go Home",
  continueShopping: "Continue Shopping",
});
