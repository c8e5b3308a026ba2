import type { pageText } from "../en/page";
import type { TamilOf } from "~/i18n/text";

export default {
  skipToMain: "முதன்மை உள்ளடக்கத்துக்குச் செல்ல",
  notFoundTitle: "மன்னிக்கவும்! பக்கம் கிடைக்கவில்லை",
  notFoundLead: "நீங்கள் தேடும் பக்கம் இல்லை அல்லது வேறு முகவரிக்கு மாற்றப்பட்டுள்ளது.",
  returnHome: "முகப்புக்குத் திரும்பு",
  notFoundMetaTitle: "பக்கம் கிடைக்கவில்லை",
  notFoundMetaDescription: "நீங்கள் தேடும் பக்கம் இல்லை.",
  crashTitle: "ஏதோ தவறு நடந்துவிட்டது",
  refused: "இந்தப் பக்கத்தால் அந்தக் கோரிக்கையைக் கையாள முடியவில்லை. பின்சென்று மீண்டும் முயலவும்.",
  failed: "இந்தப் பக்கத்தை ஏற்றும்போது ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்.",
  callToOrder: "இப்போதே ஆர்டர் செய்ய அல்லது பழுதுநீக்கத்துக்குப் பதிவு செய்ய, ",
  callToOrderEnd: " என்ற எண்ணில் எங்களை அழைக்கவும்.",
  goHome: "முகப்புக்குச் செல்ல",
  continueShopping: "தொடர்ந்து வாங்குங்கள்",
} satisfies TamilOf<typeof pageText>;
