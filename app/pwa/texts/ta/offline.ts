import type { offlineText } from "../en/offline";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "இணைய இணைப்பு இல்லை",
  lead: "இப்போது கடையை அணுக முடியவில்லை. உங்கள் மொபைல் டேட்டா அல்லது வைஃபையைச் சரிபார்த்து மீண்டும் முயலவும்.",
  retry: "மீண்டும் முயலவும்",
  reachUs: "இணையதளம் திறக்காதபோதும் எங்கள் தொலைபேசியும் வாட்ஸ்அப்பும் செயல்படும்.",
  call: (phone: string) => `அழைக்க: ${phone}`,
  whatsapp: "வாட்ஸ்அப்பில் தொடர்புகொள்ள",
  lastOrder: "நீங்கள் கடைசியாகப் பார்த்த ஆர்டர்",
  lastBooking: "நீங்கள் கடைசியாகப் பார்த்த சேவை முன்பதிவு",
  savedNote: (days: number) =>
    `இந்த போனில் மட்டும், ${days} நாட்கள் வரை அல்லது நீங்கள் வெளியேறும் வரை சேமிக்கப்பட்டது. அதன் பிறகு மாறியிருக்கலாம்.`,
  lastUpdated: (time: string) => `கடைசியாகப் புதுப்பித்தது: ${time}`,
  status: "நிலை",
  forget: "இந்த போனிலிருந்து நீக்கவும்",
} satisfies TamilOf<typeof offlineText>;
