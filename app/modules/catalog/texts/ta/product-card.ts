import type { productCardText } from "../en/product-card";
import type { TamilOf } from "~/i18n/text";

export default {
  price: "விலை ",
  mrp: "MRP ",
  off: (percent: number) => `${percent}% தள்ளுபடி`,
  stars: (stars: number) => `${stars} நட்சத்திரம்`,
  outOfStock: "கையிருப்பு இல்லை",
  rated: (rating: string, reviews: string) => `${reviews} மதிப்புரைகளின்படி 5-க்கு ${rating} மதிப்பீடு`,
} satisfies TamilOf<typeof productCardText>;
