import type { InstallationNeed } from "../../../../../db/enums";
import { processingDays, type DeliveryEstimate } from "~/modules/orders/delivery-estimate";

import type { checkoutText } from "../en/checkout";
import type { TamilOf } from "~/i18n/text";

type Visit = Exclude<InstallationNeed, "none">;
const visitName = (need: Visit) => (need === "demo" ? "டெமோ" : "இன்ஸ்டலேஷன்");
const dispatch = `ஆர்டர்கள் ${processingDays.min}-${processingDays.max} வேலை நாட்களுக்குள் அனுப்பப்படும்.`;

/** The metro cities of delivery-estimate.ts, as "to Chennai" reads in Tamil. */
const toCity: Readonly<Record<string, string>> = {
  Delhi: "டெல்லிக்கு",
  Ahmedabad: "அகமதாபாத்துக்கு",
  Mumbai: "மும்பைக்கு",
  Pune: "புனேவுக்கு",
  Hyderabad: "ஹைதராபாத்துக்கு",
  Bengaluru: "பெங்களூருக்கு",
  Chennai: "சென்னைக்கு",
  Madurai: "மதுரைக்கு",
  Coimbatore: "கோயம்புத்தூருக்கு",
  Kolkata: "கொல்கத்தாவுக்கு",
};

export default {
  title: "ஆர்டர் செய்தல்",
  description:
    "டெலிவரி விவரங்களை உள்ளிட்டு, செலுத்தும் முறையைத் தேர்ந்தெடுங்கள்: டெலிவரியின்போது ரொக்கம், UPI அல்லது ஆன்லைன்.",
  backToCart: "கூடைக்குத் திரும்பு",
  emptyTitle: "உங்கள் கூடை காலியாக உள்ளது",
  emptyLead: "ஆர்டர் செய்யும் முன் ஒரு பொருளைக் கூடையில் சேர்க்கவும்.",
  continueShopping: "தொடர்ந்து வாங்குங்கள்",
  seeOffers: "சலுகைகளைப் பார்",
  contact: "தொடர்பு விவரம்",
  name: "முழுப் பெயர்",
  email: "மின்னஞ்சல்",
  phone: "போன் எண்",
  shipping: "டெலிவரி முகவரி",
  address: "முகவரி",
  addressPlaceholder: "வீட்டு எண், தெரு, பகுதி",
  address2: "ஃபிளாட்/வீட்டு எண், அருகிலுள்ள அடையாளம் (லேண்ட்மார்க்)",
  city: "நகரம்",
  state: "மாநிலம்",
  selectState: "மாநிலத்தைத் தேர்ந்தெடுக்கவும்",
  pincode: "பின்கோடு",
  country: "நாடு",
  india: "இந்தியா",
  deliveryEstimate: (estimate: DeliveryEstimate) =>
    `அனுப்பிய பின் ${estimate.minDays}-${estimate.maxDays} வேலை நாட்களில் ${estimate.city ? (toCity[estimate.city] ?? `${estimate.city}-க்கு`) : "உங்கள் பகுதிக்கு"} டெலிவரி.`,
  dispatchFree: ` ${dispatch} டெலிவரி இலவசம்.`,
  claimGst: "GST உள்ளீட்டு வரி வரவு (input credit) வேண்டும்: என் நிறுவன GSTIN-ஐ இன்வாய்ஸில் சேர்க்கவும்",
  gstin: "GSTIN",
  gstinHint: "15 எழுத்துகள், டெலிவரி மாநிலத்தில் பதிவானது.",
  businessName: "நிறுவனத்தின் பெயர்",
  businessNameHint: "GST-யில் பதிவான பெயர்.",
  visitTitle: "இன்ஸ்டலேஷன் வருகை",
  visitIntro: (need: Visit) => `டெலிவரிக்குப் பிறகு எங்கள் தொழில்நுட்ப வல்லுநர் ${visitName(need)} செய்ய வருவார். `,
  visitCharge: (amount: string) => `இன்ஸ்டலேஷன் கட்டணம்: ${amount}`,
  visitFree: (need: Visit) => `${visitName(need)} இலவசம்.`,
  visitDate: "வருகைத் தேதி",
  visitDateHint: (date: string) => `${date} முதல் (அதற்குள் உங்கள் ஆர்டர் வந்திருக்கும்), திங்கள் முதல் சனி வரை.`,
  visitSlotHint: "காலை, மதியம் அல்லது மாலை. நிரம்பிய நேரங்களைத் தேர்ந்தெடுக்க முடியாது.",
  payment: "பணம் செலுத்தும் முறை",
  codLabel: "கேஷ் ஆன் டெலிவரி (டெலிவரியின்போது பணம்)",
  codHint: "ஆர்டர் வந்ததும் பணமாகச் செலுத்துங்கள்.",
  cardLabel: "ஆன்லைனில் செலுத்துங்கள்",
  cardHint: "கார்டு, நெட் பேங்கிங், UPI அல்லது வாலெட் மூலம், ஆர்டர் செய்த உடனே Razorpay-யின் பாதுகாப்பான பக்கத்தில்.",
  upiLabel: "UPI",
  upiHint: "ஆர்டர் செய்த பிறகு, எந்த UPI செயலியிலும் செலுத்த QR குறியீடும் கட்டண இணைப்பும் கிடைக்கும்.",
  agreeBefore: "நான் ",
  terms: "விதிமுறைகள் மற்றும் நிபந்தனைகளை",
  agreeAfter: " ஏற்கிறேன்",
  saveInfo: "அடுத்த முறைக்கு என் விவரங்களைச் சேமி",
  saveInfoHint: "இந்த உலாவியில் மட்டுமே சேமிக்கப்படும்.",
  reviewCart: "உங்கள் கூடையைச் சரிபாருங்கள்",
  errorTitle: "பிழை",
  processing: "செயலாக்குகிறோம்...",
  placeOrder: "ஆர்டர் செய்",
  blocked: "உங்கள் கூடையில் உள்ள ஒரு பொருளை ஆர்டர் செய்ய முடியாது. கூடையைப் புதுப்பியுங்கள்.",
  totalToPay: (amount: string) => `செலுத்த வேண்டிய மொத்தம் ${amount}`,
  payWhenCod: "ஆர்டர் டெலிவரி ஆகும்போது ரொக்கமாகச் செலுத்துவீர்கள்.",
  payWhenUpi: "ஆர்டர் செய்த உடனே UPI மூலம் செலுத்துவீர்கள்.",
  payWhenCard: "ஆர்டர் செய்த உடனே அடுத்த பக்கத்தில் ஆன்லைனில் செலுத்துவீர்கள்.",
  summaryTitle: "ஆர்டர் சுருக்கம்",
  loadingCart: "உங்கள் கூடை ஏற்றப்படுகிறது",
  lineUnavailable: "இப்போது கிடைப்பதில்லை: கூடையிலிருந்து நீக்குங்கள்.",
  lineOutOfStock: "கையிருப்பு இல்லை: கூடையிலிருந்து நீக்குங்கள்.",
  lineShort: "கூடையில் உள்ளதைவிடக் குறைவாகவே கையிருப்பு உள்ளது.",
  checkingPrices: "தற்போதைய விலையும் கையிருப்பும் சரிபார்க்கப்படுகின்றன...",
  pricesFailed:
    "இப்போது தற்போதைய விலைகளைச் சரிபார்க்க முடியவில்லை. நீங்கள் ஆர்டர் செய்யும்போது எங்கள் கடை விலையைக் கணக்கிடும்.",
  taxes: "விலைகளில் எல்லா வரிகளும் அடங்கும்.",
  freeDelivery: `இந்தியா முழுவதும் இலவச டெலிவரி. ${dispatch}`,
  needHelp: "உங்கள் ஆர்டருக்கு உதவி வேண்டுமா?",
  contactSupport: "உதவிக்குத் தொடர்புகொள்ள",
} satisfies TamilOf<typeof checkoutText>;
