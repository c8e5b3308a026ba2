import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The product page (app/routes/store/product.tsx) around the product's own data, which stays as stored. */
export const productText = defineText("product", {
  notFoundTitle: "Product not found",
  notFoundDescription: "The product you're looking for doesn't exist or has been removed.",
  backToShop: "Back to Shop",
  metaDescription: (title: string, offer: string, brand: string, replacementDays: number) =>
    `Buy the ${title} at ${offer} from ${dealer.name}, ${dealer.city}. Genuine ${brand} product with free delivery, manufacturer warranty and ${replacementDays}-day replacement.`,
  offer: (price: string, discountPct: number, mrp: string) => `${price} (${discountPct}% off MRP ${mrp})`,

  outOfStockRibbon: "Out of Stock",
  authorisedDealer: (brand: string) => `Authorised ${brand} dealer`,
  keyDetails: "Key details",
  energyRating: (stars: number) => `${stars} Star energy rating`,
  inStock: "In stock",
  outOfStock: "Currently out of stock",
  youSave: (amount: string) => `You save ${amount}`,

  quantity: "Quantity",
  decreaseQuantity: "Decrease quantity",
  increaseQuantity: "Increase quantity",

  deliveryHeading: "Delivery and services",
  deliveryBy: (date: string) => `Delivery by ${date}`,
  freeDelivery: "Free delivery",
  freeInstallation: "Free installation by our technicians",
  freeDemo: "Free demo by our technicians",
  paidInstallation: (charge: string) => `Installation by our technicians: ${charge}`,
  paidDemo: (charge: string) => `Demo by our technicians: ${charge}`,
  chooseVisit: "Choose the visit at checkout",
  warrantyTerms: "Warranty terms",
  replacement: (days: number) => `${days} Days Replacement`,
  forDefective: "For defective products",
  taxesIncluded: "Prices inclusive of all taxes",

  accessoryWarranty: "6 Months Warranty",
  noWarranty: "No Manufacturer Warranty",
  monthsWarranty: (months: number) => `${months} Months Manufacturer Warranty`,
  yearsWarranty: (years: number) => `${years} ${years === 1 ? "Year" : "Years"} Manufacturer Warranty`,

  highlights: "Highlights",
  specifications: "Specifications",
  specificationsOf: (title: string) => `Specifications of the ${title}`,
  noSpecifications: "Specifications are not available yet.",
  description: "Description",
  noDescription: "No description available.",
  declarations: "Product declarations",
  declarationsNote: "As the Legal Metrology (Packaged Commodities) Rules, 2011 require.",
  declarationsPending: "We are adding the manufacturer's details. Please call us for them before you buy.",
  related: "You May Also Like",
  allOf: (category: string) => `All ${category}`,

  images: "Product images",
  imageAlt: (title: string, view: string) => `${title}, ${view}`,
  sideView: "side view",
  detailView: "close-up of the details",
  backView: "back view",
  frontView: "front view",
  otherView: (number: number) => `view ${number}`,
  arrowKeys: "Use the left and right arrow keys to change the picture.",
  imageShown: (number: number, count: number, view: string) => `Image ${number} of ${count}: ${view}`,
  chooseImage: "Choose an image",
  showImage: (number: number, count: number, view: string) => `Show image ${number} of ${count}: ${view}`,
  previousImage: "Previous image",
  nextImage: "Next image",
  amcTitle: "Annual maintenance plans",
  amcPlan: (price: string, months: number, visits: number) =>
    `${price} ${months === 12 ? "a year" : `for ${months} months`}, ${visits === 1 ? "1 visit" : `${visits} visits`}`,
  amcPartsIn: "parts included",
  amcPartsOut: "parts extra",
  amcHow: "Buy one for your appliance from ",
  amcMyAppliances: "My Appliances",
  amcHowEnd: " once it is delivered.",
});
