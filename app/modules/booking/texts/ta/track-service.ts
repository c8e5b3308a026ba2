import { dealer } from "~/lib/dealer";

import type { trackServiceText } from "../en/track-service";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "சேவை நிலவரம்",
  description: (hours: number) =>
    `${dealer.name} சேவை முன்பதிவை அதன் முன்பதிவு எண், உங்கள் போன் எண் மூலம் கண்காணியுங்கள்; வருகைக்கு ${hours} மணி நேரம் முன்பு வரை கட்டணமின்றி நேரத்தை மாற்றலாம் அல்லது ரத்து செய்யலாம்.`,
  eyebrow: "சர்வீஸ் டெஸ்க்",
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
    `உங்கள் வருகை ${hours} மணி நேரத்துக்குள் தொடங்குகிறது; எனவே இனி ஆன்லைனில் நேரத்தை மாற்றவோ ரத்து செய்யவோ முடியாது, வருகைக் கட்டணமும் வசூலிக்கப்படலாம். சர்வீஸ் டெஸ்க்கை அழையுங்கள்.`,
  changeTitle: "நேரத்தை மாற்ற அல்லது ரத்து செய்ய",
  changeIntro: (hours: number) => `உங்கள் வருகை நேரம் தொடங்குவதற்கு ${hours} மணி நேரம் முன்பு வரை கட்டணம் இல்லை.`,
  rescheduleForm: "வருகை நேரத்தை மாற்று",
  newDate: "புதிய தேதி",
  addPhotos: "பழுதின் புகைப்படங்களைச் சேர்க்கவும்",
  addPhotosHint:
    "ஒரு வருகைக்குப் பழுதின் புகைப்படங்கள் 4 வரை சேமிக்கப்படும் (JPEG, PNG, WebP அல்லது AVIF, ஒவ்வொன்றும் 8 MB வரை).",
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
  rated: (stars: number) => `உங்கள் வருகையை மதிப்பிட்டதற்கு நன்றி: 5-க்கு ${stars} நட்சத்திரம்.`,

  invoiceTitle: (number: string) => `சேவை இன்வாய்ஸ் ${number}`,
  issued: (when: string) => `வழங்கப்பட்டது: ${when}`,
  charges: "வருகையின் கட்டணங்கள்",
  installation: "இன்ஸ்டலேஷன்",
  paidWithOrder: "ஆர்டருடன் செலுத்தப்பட்டது",
  waived: "தள்ளுபடி",
  labour: "வேலைக் கட்டணம்",
  downloadPdf: "PDF-ஆகப் பதிவிறக்கு",
  taxInvoice: "வரி இன்வாய்ஸ் (Tax Invoice)",
  gstin: "GSTIN:",
  gstinSample: "(மாதிரி: பதிவு செய்யப்பட்ட GSTIN அல்ல)",
  billTo: "பில் பெறுநர்:",
  invoicePhone: "போன்:",
  placeOfSupply: "விநியோக இடம்: தமிழ்நாடு (33)",
  item: "விவரம்",
  code: "HSN/SAC",
  taxableValue: "வரிக்கு உட்பட்ட மதிப்பு",
  cgst: (pct: number) => `CGST ${pct}%`,
  sgst: (pct: number) => `SGST ${pct}%`,
  amount: "தொகை",
  forSeller: (seller: string) => `${seller} சார்பாக`,
  authorisedSignatory: "அங்கீகரிக்கப்பட்ட கையொப்பதாரர்",
  totalPaid: "செலுத்திய மொத்தம்",
  paidBy: (method: string) => `செலுத்திய முறை: ${method}`,
  cash: "ரொக்கம்",
  upi: "UPI",
  invoiceWarranty: (until: string) => `பழுது நீக்க உத்தரவாதம் ${until} வரை`,
  claimTitle: "உத்தரவாதத்தில் அடங்கும்",
  claimCovered: (brand: string) =>
    `இந்தப் பழுது நீக்கம் ${brand} உத்தரவாதத்தில் அடங்கும்: அது உள்ளடக்கும் வேலைக்கு நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை. அதை ${brand} நிறுவனத்திடம் நாங்கள் கோருகிறோம்.`,
  claimInvoiceBelow: "உத்தரவாதத்தில் அடங்காத உதிரி பாகங்கள் கீழே உள்ள உங்கள் இன்வாய்ஸில் உள்ளன.",
  amcTitle: "உங்கள் பராமரிப்பு ஒப்பந்தத்தில் அடங்கும்",
  amcCovered: (contract: string) =>
    `இந்த வருகை உங்கள் ஆண்டு பராமரிப்பு ஒப்பந்தம் ${contract}-இல் அடங்கும்: அது ஈடுசெய்யும் வேலைக்கு நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை.`,
  amcInvoiceBelow: "ஒப்பந்தத்தில் அடங்காத உதிரி பாகங்கள் கீழே உள்ள உங்கள் இன்வாய்ஸில் உள்ளன.",
  estimateTitle: "உங்கள் பழுது நீக்கத்துக்கான மதிப்பீடு",
  estimateLead:
    "பழுது நீக்க என்ன தேவை என்று தொழில்நுட்ப வல்லுநர் கண்டறிந்துள்ளார். நீங்கள் ஏற்கும் வரை அந்த வேலை செய்யப்படாது, கட்டணமும் வசூலிக்கப்படாது.",
  gst: (pct: number) => `GST ${pct}%`,
  estimateTotal: "மொத்தம்",
  estimateFromMessage:
    "இந்த மதிப்பீட்டை SMS அல்லது WhatsApp-இல் அனுப்பியுள்ளோம்: ஏற்க, அதிலுள்ள குறியீட்டைத் தொழில்நுட்ப வல்லுநரிடம் சொல்லுங்கள்; அல்லது அதன் இணைப்பைத் திறந்து ஏற்கலாம், மறுக்கலாம்.",
  estimateDeclineNote:
    "நீங்கள் மறுத்தால், தொழில்நுட்ப வல்லுநர் இந்த வேலையைச் செய்ய மாட்டார்; வருகைக் கட்டணம் இருந்தால் அதை மட்டும் செலுத்துவீர்கள்.",
  approveEstimate: "மதிப்பீட்டை ஏற்கிறேன்",
  declineEstimate: "மறுக்கிறேன்",
  estimateApproved: "நீங்கள் மதிப்பீட்டை ஏற்றீர்கள்: தொழில்நுட்ப வல்லுநர் வேலையைத் தொடர்வார்.",
  estimateDeclined: "நீங்கள் மதிப்பீட்டை மறுத்தீர்கள்: தொழில்நுட்ப வல்லுநர் இந்த வேலையைச் செய்ய மாட்டார்.",
} satisfies TamilOf<typeof trackServiceText>;
