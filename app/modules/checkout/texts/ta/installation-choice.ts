import type { InstallationNeed } from "../../../../../db/enums";

import type { installationChoiceText } from "../en/installation-choice";
import type { TamilOf } from "~/i18n/text";

type Visit = Exclude<InstallationNeed, "none">;
const visitName = (need: Visit) => (need === "demo" ? "டெமோ" : "இன்ஸ்டலேஷன்");

export default {
  question: (need: Visit) => (need === "demo" ? "டெமோ யார் காட்டுவது?" : "யார் இன்ஸ்டால் செய்வது?"),
  dealer: (need: Visit) =>
    need === "demo" ? "எங்கள் தொழில்நுட்ப வல்லுநர்கள் டெமோ காட்டுவார்கள்" : "எங்கள் தொழில்நுட்ப வல்லுநர்கள் இன்ஸ்டால் செய்வார்கள்",
  dealerCharge: (amount: string) => `${amount}, ஆர்டருடன் செலுத்த வேண்டும்`,
  dealerFree: "இலவசம்",
  dealerHint: "டெலிவரிக்குப் பிறகு, கீழே நீங்கள் தேர்ந்தெடுக்கும் நாளிலும் நேரத்திலும் ஒரு வருகை.",
  brand: (need: Visit) =>
    need === "demo" ? "பிராண்டின் சர்வீஸ் சென்டர் டெமோ காட்டும்" : "பிராண்டின் சர்வீஸ் சென்டர் இன்ஸ்டால் செய்யும்",
  brandHint: "டெலிவரிக்குப் பிறகு பிராண்டை அழைத்து உங்கள் இன்வாய்ஸ் எண்ணைக் கொடுங்கள். இதற்கு இங்கே எந்தக் கட்டணமும் இல்லை.",
  none: (need: Visit) => (need === "demo" ? "எனக்கு டெமோ தேவையில்லை" : "எனக்கு இன்ஸ்டலேஷன் தேவையில்லை"),
  noneHint: (need: Visit) =>
    need === "demo"
      ? "இந்தச் சாதனம் உங்களுக்கு ஏற்கெனவே தெரியும். கட்டணம் இல்லை."
      : "நீங்களே இன்ஸ்டால் செய்துகொள்வீர்கள் அல்லது வேறு வழியில் செய்துகொள்வீர்கள். கட்டணம் இல்லை.",
  visitDate: "வருகைத் தேதி",
  visitDateHint: (date: string) => `${date} முதல் (அதற்குள் உங்கள் ஆர்டர் வந்திருக்கும்), திங்கள் முதல் சனி வரை.`,
  visitSlotHint: "காலை, மதியம் அல்லது மாலை. நிரம்பிய நேரங்களைத் தேர்ந்தெடுக்க முடியாது.",
  visitFor: (need: Visit) => `எங்கள் ${visitName(need)} வருகை`,
} satisfies TamilOf<typeof installationChoiceText>;
