export type ShellLink = { label: string; to: string };

/** The header's main navigation, in order. */
export const mainNavLinks: readonly ShellLink[] = [
  { label: "Home", to: "/" },
  { label: "Shop", to: "/shop" },
  { label: "Services", to: "/services" },
  { label: "Brands", to: "/brands" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

export const bookServiceHref = "/contact";

export const footerShopLinks: readonly ShellLink[] = [
  { label: "TVs", to: "/shop?category=tv" },
  { label: "Refrigerators", to: "/shop?category=refrigerator" },
  { label: "Washing Machines", to: "/shop?category=washing-machine" },
  { label: "ACs", to: "/shop?category=ac" },
  { label: "Air Coolers", to: "/shop?category=air-cooler" },
  { label: "Water Heaters", to: "/shop?category=water-heater" },
  { label: "Fans", to: "/shop?category=fan" },
];

export const footerServiceLinks: readonly ShellLink[] = [
  { label: "Book Service", to: "/services/book" },
  { label: "Track Service", to: "/track-service" },
  { label: "My Appliances", to: "/my-appliances" },
  { label: "Warranty", to: "/policies/warranty" },
  { label: "Repairs", to: "/services/repairs" },
  { label: "FAQ", to: "/faq" },
];

export const footerCompanyLinks: readonly ShellLink[] = [
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Store Locator", to: "/store-locator" },
];

export const footerPolicyLinks: readonly ShellLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms & Conditions", to: "/terms" },
  { label: "Shipping Policy", to: "/shipping" },
  { label: "Cancellation & Refund", to: "/cancellation-refund" },
];
