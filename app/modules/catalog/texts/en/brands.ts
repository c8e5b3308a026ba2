import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The partner brands page (app/routes/store/brands.tsx). */
export const brandsText = defineText("brands", {
  title: "Our Partner Brands",
  description: (names: string) =>
    `${dealer.name} is an authorised dealer and service partner${names ? ` for ${names}` : ""} in ${dealer.city}. Shop genuine appliances or book brand service.`,
  eyebrow: dealer.tagline,
  lead: "We sell and service appliances from India's most trusted names. Buy with the full brand warranty, and get repairs done with genuine parts by technicians who know your appliance.",
  seeAll: "See all brands",
  listTitle: "Authorised Partner Brands",
  listText: "Shop each brand's range or book a service visit from our brand-trained team.",
  empty: "Our partner brands will be listed here shortly. ",
  emptyLink: "Browse the shop",
  emptyEnd: " in the meantime.",
  fallbackDescription: (brand: string) => `Genuine ${brand} appliances with authorised warranty and service.`,
  logo: (brand: string) => `${brand} logo`,
  shop: (brand: string) => `Shop ${brand}`,
  bookService: "Book Service",
  forBrand: (brand: string) => ` for ${brand}`,
  partnershipsTitle: "About Our Partnerships",
  partnershipsText: `Since ${dealer.foundedYear}, ${dealer.name} has worked directly with each brand as an authorised dealer and service partner in ${dealer.city}. That means you get the same promise you would get from the brand itself.`,
  "warranty.title": "Authorized Warranty",
  "warranty.text":
    "Every appliance comes with the full manufacturer warranty, registered and honoured through the brand.",
  "parts.title": "Genuine Parts",
  "parts.text":
    "We use only original spare parts and accessories sourced from the brands and their authorised suppliers.",
  "technicians.title": "Certified Technicians",
  "technicians.text":
    "Our technicians are trained and certified on each partner brand's products, from installation to repair.",
  featuredTitle: "Featured Brands",
  featuredText: "Popular with our customers this season.",
  explore: (brand: string) => `Explore ${brand}`,
  ctaTitle: "Ready to upgrade or need a repair?",
  ctaText:
    "Browse genuine appliances from every partner brand, or book a doorstep service visit with our certified technicians.",
  shopAll: "Shop All Appliances",
  bookAService: "Book a Service",
});
