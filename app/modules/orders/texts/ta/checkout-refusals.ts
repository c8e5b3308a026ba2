import type { checkoutRefusals } from "../en/checkout-refusals";
import type { TamilOf } from "~/i18n/text";

export default {
  hidden: (title: string) => `${title} இப்போது கிடைப்பதில்லை. அதைக் கூடையிலிருந்து நீக்கிவிட்டு மீண்டும் முயலவும்.`,
  atMost: (count: string, title: string) => `${title} அதிகபட்சம் ${count} மட்டுமே ஆர்டர் செய்யலாம்.`,
  outOfStock: (title: string) => `${title} கையிருப்பில் இல்லை.`,
  onlyLeft: (stock: string, title: string) =>
    `${title} கையிருப்பில் ${stock} மட்டுமே உள்ளது. எண்ணிக்கையைக் குறைத்து மீண்டும் முயலவும்.`,
  dateFrom: (date: string) =>
    `${date} அல்லது அதற்குப் பிந்தைய தேதியைத் தேர்ந்தெடுக்கவும்: அதற்குள் உங்கள் ஆர்டர் வந்திருக்கும்.`,
  dateUntil: (date: string) => `${date} வரையிலான ஒரு தேதியைத் தேர்ந்தெடுக்கவும்.`,
  tooManyLines: (count: string) => `ஒரே நேரத்தில் அதிகபட்சம் ${count} வெவ்வேறு பொருட்களை ஆர்டர் செய்யவும்.`,
} satisfies TamilOf<typeof checkoutRefusals>;
