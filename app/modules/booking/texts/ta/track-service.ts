import { dealer } from "~/lib/dealer";

import type { trackServiceText } from "../en/track-service";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "உங்கள் சேவை நிலையை அறியுங்கள்",
  description: (hours: number) =>
    `${dealer.name} சேவை முன்பதிவை அதன் முன்பதிவு எண், உங்கள் போன் எண் மூலம் கண்காணியுங்கள்; வருகைக்கு ${hours} மணி நேரம் முன்பு வரை கட்டணமின்றி நேரத்தை மாற்றலாம் அல்லது ரத்து செய்யலாம்.`,
  eyebrow: "சேவை மையம்",
  lead: "உறுதிப்படுத்தலில் உள்ள முன்பதிவு எண்ணையும், முன்பதிவு செய்த மொபைல் எண்ணையும் உள்ளிடுங்கள்.",
  findTitle: "உங்கள் முன்பதிவைத் தேடுங்கள்",
  reference: "முன்பதிவு எண்",
  phone: "முன்பதிவு செய்த மொபைல் எண்",
  submit: "முன்பதிவைக் கண்காணி",

  cancelledNotice: "உங்கள் முன்பதிவு ரத்து செய்யப்பட்டது.",
  rescheduledNotice: (date: string, slot: string) =>
    `உங்கள் வருகை இப்போது ${date}, ${slot}. உறுதிசெய்ய உங்களை அழைப்போம்.`,
  ratedNotice: "உங்கள் மதிப்பீடு அனுப்பப்பட்டது.",

  booking: "முன்பதிவு ",
  appliance: "பொருள்",
  visit: "வருகை",
  address: "முகவரி",
  yourAppliance: "உங்கள் பொருள்",
  warranty: "உத்தரவாதம்",
  visitCharge: "வருகைக் கட்டணம்",
  none: "இல்லை",
  repairWarrantyUntil: (days: number) => `${days} நாள் பழுது நீக்க உத்தரவாதம் முடியும் நாள்`,
  progressLabel: "முன்பதிவு நிலவரம்",

  lateTitle: "இந்த வருகையை மாற்ற வேண்டுமா?",
  lateText: (hours: number) =>
    `உங்கள் வருகை ${hours} மணி நேரத்துக்குள் தொடங்குகிறது; எனவே இனி ஆன்லைனில் நேரத்தை மாற்றவோ ரத்து செய்யவோ முடியாது, வருகைக் கட்டணமும் வசூலிக்கப்படலாம். சேவை மையத்தை அழையுங்கள்.`,
  changeTitle: "நேரத்தை மாற்ற அல்லது ரத்து செய்ய",
  changeIntro: (hours: number) => `உங்கள் வருகை நேரம் தொடங்குவதற்கு ${hours} மணி நேரம் முன்பு வரை கட்டணம் இல்லை.`,
  rescheduleForm: "வருகை நேரத்தை மாற்று",
  newDate: "புதிய தேதி",
  rescheduling: "நேரத்தை மாற்றுகிறோம்...",
  reschedule: "வருகை நேரத்தை மாற்று",
  cancelForm: "முன்பதிவை ரத்து செய்",
  noLongerNeeded: "இனி வருகை தேவையில்லையா?",
  cancelling: "ரத்து செய்கிறோம்...",
  cancel: "முன்பதிவை ரத்து செய்",

  visitCodeBefore: "உங்கள் வருகைக் குறியீடு: ",
  visitCodeAfter: ". தொழில்நுட்ப வல்லுநர் வந்ததும் இதை அவரிடம் சொல்லுங்கள்.",
  rateTitle: "உங்கள் வருகையை மதிப்பிடுங்கள்",
  rateQuestion: "தொழில்நுட்ப வல்லுநரின் வருகை எப்படி இருந்தது?",
  stars: (stars: number) => `${stars} நட்சத்திரம்`,
  comment: "கருத்து",
  sending: "அனுப்புகிறோம்...",
  sendRating: "மதிப்பீட்டை அனுப்பு",
  rated: (stars: number) => `உங்கள் வருகையை மதிப்பிட்டதற்கு நன்றி: 5-க்கு ${stars} நட்சத்திரங்கள்.`,

  invoiceTitle: (number: string) => `சேவை இன்வாய்ஸ் ${number}`,
  issued: (when: string) => `வழங்கியது: ${when}`,
  charges: "வருகையின் கட்டணங்கள்",
  installation: "நிறுவல்",
  paidWithOrder: "ஆர்டருடன் செலுத்தப்பட்டது",
  waived: "தள்ளுபடி",
  labour: "பணிக் கட்டணம்",
  gst: (pct: number) => `பணி மற்றும் பாகங்களுக்கு ${pct}% GST`,
  totalPaid: "செலுத்திய மொத்தம்",
  paidBy: (method: string) => `செலுத்திய முறை: ${method}`,
  cash: "ரொக்கம்",
  upi: "UPI",
  invoiceWarranty: (until: string) => `பழுது நீக்க உத்தரவாதம் ${until} வரை`,
} satisfies TamilOf<typeof trackServiceText>;
