/** A product as the shop grid and cards need it; safe to send to the browser. */
export type ProductSummary = {
  id: string;
  title: string;
  brand: string;
  brandSlug: string;
  category: string;
  pricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
  rating: number;
  reviewsCount: number;
  image: string;
  inStock: boolean;
  capacity: string | null;
  energyRating: number | null;
};

/** A brand as pages show it; safe to send to the browser. */
export type BrandSummary = {
  slug: string;
  name: string;
  logo: string;
  /** Staff's description, in Tamil on Tamil pages where they wrote one (then `descriptionInTamil`). */
  description: string | null;
  descriptionInTamil?: true;
  isPartner: boolean;
  position: number;
};
