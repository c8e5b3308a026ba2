import { dealer } from "~/lib/dealer";

import type { faqText } from "../en/faq";
import type { TamilOf } from "~/i18n/text";
import dealerAddress from "~/components/texts/ta/dealer-address";

export default {
  title: "அடிக்கடி கேட்கப்படும் கேள்விகள்",
  description: `${dealer.name}, ${dealerAddress.city}: டெலிவரி நேரம், இலவச டெலிவரி, ரத்து, பணம் திரும்பப் பெறுதல், கட்டணம், அன்றே வீடு தேடி வரும் பழுது நீக்கம், சேவை நேரம் ஒதுக்கீடு, உத்தரவாதம் பற்றிய பதில்கள்.`,
  eyebrow: "உதவி மையம்",
  lead: "ஆர்டர், டெலிவரி, கட்டணம், பழுது நீக்கம், உத்தரவாதம் பற்றிய விரைவான பதில்கள். பதிலைக் காண ஒரு கேள்வியைத் தட்டவும்.",
  stillAsking: "இன்னும் கேள்வி உள்ளதா?",
  replyNote: "சேவைக் கோரிக்கைகளுக்கு 30 நிமிடங்களுக்குள் பதில் அளிக்கிறோம். தொலைபேசி நேரம்: ",
  phoneHours: "காலை 9 – மாலை 7",
  replyNoteEnd: ".",
  call: "அழைக்க: ",
  whatsapp: "வாட்ஸ்அப்பில் தொடர்புகொள்ள",
  whatsappMessage: "வணக்கம், எனக்கு ஒரு சந்தேகம் உள்ளது.",
  newTab: " (புதிய தாவலில் திறக்கும்)",
  sendMessage: "எங்களுக்குச் செய்தி அனுப்புங்கள்",
} satisfies TamilOf<typeof faqText>;
