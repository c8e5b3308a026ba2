import type { addToCartText } from "../en/add-to-cart";
import type { TamilOf } from "~/i18n/text";

export default {
  add: "கூடையில் சேர்",
  adding: "சேர்க்கப்படுகிறது...",
  added: "சேர்க்கப்பட்டது",
  "in-cart": "கூடையில் உள்ளது",
  "out-of-stock": "கையிருப்பு இல்லை",
  buyNow: "இப்போதே வாங்கு",
  needsJavaScript: "கூடை இயங்க JavaScript தேவை. அதை இயக்குங்கள், அல்லது ஆர்டர் செய்ய ",
  needsJavaScriptEnd: " என்ற எண்ணில் அழையுங்கள்.",
} satisfies TamilOf<typeof addToCartText>;
