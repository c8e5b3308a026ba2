import { dealer } from "~/lib/dealer";
import { customerCancelWindowHours } from "~/modules/orders/cancel-window";

import type { trackOrderText } from "../en/track-order";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "ஆர்டர் நிலவரம்",
  description: `${dealer.name} ஆர்டரை அதன் ஆர்டர் எண், உங்கள் போன் எண் மூலம் கண்காணியுங்கள்; இன்வாய்ஸை அச்சிடுங்கள்; ஆர்டர் செய்த ${customerCancelWindowHours} மணி நேரத்துக்குள் ரத்து செய்யுங்கள்.`,
  eyebrow: "ஆர்டர்கள்",
  lead: "உறுதிப்படுத்தலில் உள்ள ஆர்டர் எண்ணையும், ஆர்டர் செய்யும்போது கொடுத்த மொபைல் எண்ணையும் உள்ளிடுங்கள்.",
  formTitle: "உங்கள் ஆர்டரைத் தேடுங்கள்",
  orderNumber: "ஆர்டர் எண்",
  phone: "ஆர்டர் செய்யும்போது கொடுத்த மொபைல் எண்",
  submit: "ஆர்டரைக் கண்காணி",
  cancelledNotice: (orderNumber: string) => `உங்கள் ஆர்டர் ${orderNumber} ரத்து செய்யப்பட்டது.`,
  refundNotice: " பணத்தைத் திருப்பி அனுப்பும் நடைமுறை 3-5 வேலை நாட்களுக்குள் தொடங்கும்.",
  codConfirmedNotice: "நன்றி. உங்கள் ஆர்டர் உறுதிசெய்யப்பட்டது; விரைவில் அனுப்புவோம்.",
  order: "ஆர்டர்",
  placedAt: "ஆர்டர் செய்த நேரம்",
  estimatedDelivery: "எதிர்பார்க்கும் டெலிவரி",
  deliverTo: "டெலிவரி முகவரி",
  courierTrackingId: "கூரியர் டிராக்கிங் எண்",
  payment: "கட்டணம்",
  payNow: "இப்போது செலுத்துங்கள்",
  progressLabel: "ஆர்டர் நிலவரம்",
  items: "பொருட்கள்",
  youSaved: "நீங்கள் சேமித்தது",
  shipping: "டெலிவரி கட்டணம்",
  free: "இலவசம்",
  installation: "இன்ஸ்டலேஷன்",
  total: "மொத்தம்",
  creditNoteLink: (number: string) => `கிரெடிட் நோட் ${number}`,
  printInvoice: "இன்வாய்ஸை அச்சிடு",
  cancelHelpTitle: "இந்த ஆர்டரை ரத்து செய்யவோ மாற்றவோ வேண்டுமா?",
  cancelTitle: "ஆர்டரை ரத்து செய்",
  cancelIntro: `ஆர்டர் செய்த ${customerCancelWindowHours} மணி நேரத்துக்குள், நாங்கள் பேக் செய்வதற்கு முன்பு வரை, ஆன்லைனில் ரத்து செய்யலாம்.`,
  cancelQuestion: (orderNumber: string) => `ஆர்டர் ${orderNumber}-ஐ ரத்து செய்யவா? இதைத் திரும்பப் பெற இயலாது.`,
  cancelling: "ரத்து செய்கிறோம்...",
  confirmCancel: "ஆம், என் ஆர்டரை ரத்து செய்",
  keepOrder: "ஆர்டரை வைத்துக்கொள்கிறேன்",
  cancelButton: "ஆர்டரை ரத்து செய்",
  codTitle: "உங்கள் கேஷ் ஆன் டெலிவரி ஆர்டரை உறுதிசெய்யுங்கள்",
  codIntro: (amount: string) =>
    `ஆர்டர் வந்ததும் ${amount} பணமாகச் செலுத்துவீர்கள் என்பதை உறுதிசெய்யுங்கள்; அதன் பிறகு அனுப்புவோம்.`,
  codDeadline: (when: string) => `${when}-க்குள் உறுதிசெய்யாவிட்டால், ஆர்டர் ரத்து செய்யப்படும்.`,
  codSignIn: "ஒருமுறைக் குறியீட்டுடன் உள்நுழையவும்",
  codConfirming: "உறுதிசெய்கிறோம்...",
  codConfirm: "என் ஆர்டரை உறுதிசெய்",
  replacementOf: (orderNumber: string) =>
    `ஆர்டர் ${orderNumber}-க்கான கட்டணமில்லா மாற்றுப் பொருள்: செலுத்த வேண்டியது எதுவுமில்லை, டெலிவரி சலானுடன் வரும்.`,
} satisfies TamilOf<typeof trackOrderText>;
