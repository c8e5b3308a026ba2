import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The site footer: the dealer's line, link columns, address and policies. */
export const footerText = defineText("footer", {
  intro: (repairWarrantyDays: number) =>
    `${dealer.tagline} in ${dealer.city} since ${dealer.foundedYear}. Genuine appliances from leading brands, doorstep repairs by certified technicians and a ${repairWarrantyDays}-day repair warranty.`,
  followUs: "Follow us",
  shop: "Shop",
  service: "Service",
  company: "Company",
  /** The footer's short name for the air conditioner category. */
  acs: "ACs",
  bookService: "Book Service",
  trackService: "Track Service",
  myAppliances: "My Appliances",
  warranty: "Warranty",
  repairs: "Repairs",
  faq: "FAQ",
  about: "About",
  contact: "Contact",
  storeLocator: "Store Locator",
  visitOrCall: "Visit or call",
  grievanceOfficer: "Grievance officer",
  makeComplaint: "Make a complaint",
  allRightsReserved: ` ${dealer.name}. All rights reserved.`,
  policies: "Policies",
  privacy: "Privacy Policy",
  terms: "Terms & Conditions",
  shipping: "Shipping Policy",
  cancellationRefund: "Cancellation & Refund",
});
