import { dealer } from "~/lib/dealer";

import type { offersText } from "../en/offers";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "வீட்டு உபயோகப் பொருள் சலுகைகள்",
  description: (headline: string) =>
    `${dealer.name}: அங்கீகரிக்கப்பட்ட பிராண்டுகளின் டிவி, ஏசி, ஃப்ரிட்ஜ், வாஷிங் மெஷின், மின்விசிறிகளுக்கு ${headline}; இலவச டெலிவரி, முழு உற்பத்தியாளர் உத்தரவாதத்துடன்.`,
  upToOff: (percent: number) => `${percent}% வரை தள்ளுபடி`,
  current: "தற்போதைய சலுகைகள்",
  lead: "அங்கீகரிக்கப்பட்ட பிராண்டுகள் சிறந்த விலையில், முழு உற்பத்தியாளர் உத்தரவாதம் மற்றும் இலவச டெலிவரியுடன்.",
  upTo: "அதிகபட்சம்",
  percentOff: (percent: number) => `${percent}% தள்ளுபடி`,
  onOffer: (count: number) => `சலுகையில் ${count} ${count === 1 ? "பொருள்" : "பொருட்கள்"}`,
  biggestFirst: "அதிகத் தள்ளுபடி முதலில்",
  noneTitle: "இப்போது சலுகைகள் எதுவும் இல்லை",
  noneText:
    "புதிய சலுகைகள் அடிக்கடி வரும். அதுவரை, எங்கள் கடையின் ஒவ்வொரு பொருளுக்கும் இலவச டெலிவரியும் முழு உற்பத்தியாளர் உத்தரவாதமும் உண்டு.",
  browse: "கடையைப் பார்வையிட",
  "perk.shipping": "இலவச டெலிவரி",
  "perk.taxes": "அனைத்து வரிகளும் உட்பட்ட விலை",
  "perk.warranty": "1 ஆண்டு உற்பத்தியாளர் உத்தரவாதம்",
  "perk.replacement": (days: number) => `${days} நாள் மாற்றுப் பொருள் வசதி`,
} satisfies TamilOf<typeof offersText>;
