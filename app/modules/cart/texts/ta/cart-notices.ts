import { maxUnitsPerLine } from "~/modules/cart/cart-rules";

import type { cartNoticesText } from "../en/cart-notices";
import type { TamilOf } from "~/i18n/text";

export default {
  limitTitle: "அதிகபட்ச எண்ணிக்கையை எட்டிவிட்டீர்கள்",
  limit: (title: string) =>
    `${title} ஒரே நேரத்தில் ${maxUnitsPerLine} வரை ஆர்டர் செய்யலாம்; உங்கள் கூடையில் ${maxUnitsPerLine} உள்ளன.`,
  fullTitle: "உங்கள் கூடை நிரம்பிவிட்டது",
  full: (title: string) => `${title} சேர்க்க, கூடையிலிருந்து ஒரு பொருளை நீக்குங்கள்.`,
  addedFromProductPage: (title: string) => `${title} கூடையில் சேர்க்கப்பட்டது`,
  addedTitle: "கூடையில் சேர்க்கப்பட்டது",
  added: (title: string) => `${title} உங்கள் கூடையில் சேர்க்கப்பட்டது`,
  removedTitle: "கூடையிலிருந்து நீக்கப்பட்டது",
  removed: (title: string) => `${title} உங்கள் கூடையிலிருந்து நீக்கப்பட்டது`,
} satisfies TamilOf<typeof cartNoticesText>;
