import type { NewBrand, NewProduct } from "./schema";

export const seedBrands: NewBrand[] = [
  { slug: "samsung", name: "Samsung", logo: "/images/brands/samsung.svg", isPartner: true, position: 5 },
];

export const seedProducts: NewProduct[] = [
  {
    id: 1,
    title: "Samsung 108 cm (43 inch) Crystal 4K UHD Smart LED TV",
    brandSlug: "samsung",
    category: "tv",
    pricePaise: 3_199_000,
    mrpPaise: 4_199_000,
    discountPct: 0,
    rating: 4.3,
    reviewsCount: 1240,
    image: "/images/products/1.svg",
    images: ["/images/products/1.svg"],
    stock: 8,
  },
];
