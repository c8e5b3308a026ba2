import type { orderConfirmRuleText } from "../en/order-confirm-rule";
import type { TamilOf } from "~/i18n/text";

export default {
  confirmNote: (amount: string, hours: number) =>
    `${amount}-க்கு மேல் கேஷ் ஆன் டெலிவரி, அல்லது இன்ஸ்டலேஷன் வருகையுடன்: ஆர்டரை உறுதிசெய்ய உங்கள் மொபைலுக்கு ஒரு செய்தி அனுப்புவோம்; ${hours} மணி நேரத்துக்குள் உறுதிசெய்யாவிட்டால் ரத்து செய்வோம். அதே எண்ணில் உள்நுழைந்திருந்தால் உறுதிசெய்ய வேண்டியதில்லை, எல்லா தகவல்களும் வரும்.`,
  confirmSignIn: "உங்கள் மொபைல் எண்ணில் உள்நுழையவும்",
} satisfies TamilOf<typeof orderConfirmRuleText>;
