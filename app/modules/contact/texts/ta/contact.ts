import { dealer } from "~/lib/dealer";

import type { contactText } from "../en/contact";
import type { TamilOf } from "~/i18n/text";
import dealerAddress from "~/components/texts/ta/dealer-address";

const phoneHours = "காலை 9 – மாலை 7";

export default {
  title: "எங்களைத் தொடர்புகொள்ளுங்கள்",
  description: (hours: number) =>
    `${dealerAddress.city} நகரில் உள்ள ${dealer.name} நிறுவனத்தை அழையுங்கள், வாட்ஸ்அப் அல்லது மின்னஞ்சல் அனுப்புங்கள், நேரில் வாருங்கள், அல்லது விற்பனை, சேவை, இன்ஸ்டலேஷன், உத்தரவாதம் பற்றி எங்களுக்குச் செய்தி அனுப்புங்கள். மின்னஞ்சல்களுக்கு ${hours} மணி நேரத்துக்குள் பதில் அளிக்கிறோம்.`,
  eyebrow: "உதவ நாங்கள் இருக்கிறோம்",
  lead: `பொருள், பழுது நீக்கம், இன்ஸ்டலேஷன் அல்லது உத்தரவாதம் பற்றிக் கேள்விகளா? ${dealerAddress.city} நகரில் எங்களை அழையுங்கள், வாட்ஸ்அப் அல்லது மின்னஞ்சல் அனுப்புங்கள், நேரில் வாருங்கள், அல்லது கீழே செய்தி அனுப்புங்கள்.`,
  phoneHours: `தொலைபேசி: ${phoneHours}`,
  serviceReply: (minutes: number) => `சேவைக் கோரிக்கைகளுக்கு ${minutes} நிமிடங்களுக்குள் பதில்`,
  waysTitle: "எங்களைத் தொடர்புகொள்ளும் வழிகள்",
  formTitle: "எங்களுக்குச் செய்தி அனுப்புங்கள்",
  formLead: "உங்களுக்கு என்ன வேண்டும் என்று சொல்லுங்கள்; எங்கள் விற்பனை அல்லது சேவைக் குழுவில் உரியவர் பதில் அளிப்பார்.",
  brandsSubtitle: "இவற்றில் எந்த பிராண்டுக்கும் விற்பனை, இன்ஸ்டலேஷன் அல்லது பழுது நீக்கம் பற்றி எங்களிடம் கேளுங்கள்.",

  name: "முழுப் பெயர்",
  phone: "போன் எண்",
  email: "மின்னஞ்சல்",
  topic: "தலைப்பு",
  selectTopic: "தலைப்பைத் தேர்ந்தெடுக்கவும்",
  "topic.sales": "விற்பனை & பொருள் விசாரணை",
  "topic.service": "சேவை அல்லது பழுது நீக்கம்",
  "topic.installation": "இன்ஸ்டலேஷன்",
  "topic.warranty": "உத்தரவாதக் கோரிக்கை",
  "topic.other": "வேறு ஏதாவது",
  applianceType: "பொருளின் வகை",
  selectAppliance: "பொருளைத் தேர்ந்தெடுக்கவும்",
  brand: "பிராண்ட்",
  selectBrand: "பிராண்டைத் தேர்ந்தெடுக்கவும்",
  preferredDate: "விரும்பும் தேதி",
  preferredDateHint: "வருகை, திரும்ப அழைத்தல் அல்லது கடையில் சந்திப்புக்கு.",
  message: "செய்தி",
  messageHint: (min: number, max: number) => `${min} முதல் ${max} எழுத்துகள் வரை.`,
  charactersUsed: "பயன்படுத்திய எழுத்துகள்: ",
  messagePlaceholder: "எப்படி உதவலாம் என்று சொல்லுங்கள்: மாடல், பிரச்சினை, அல்லது நீங்கள் தேடும் பொருள்.",
  sending: "அனுப்புகிறோம்...",
  send: "செய்தியை அனுப்பு",
  emailReply: (hours: number) => `மின்னஞ்சல்களுக்கு ${hours} மணி நேரத்துக்குள் பதில் அளிக்கிறோம்.`,
  call: (phone: string) => `அழைக்க: ${phone}`,

  sentTitle: "நன்றி! உங்கள் செய்தி அனுப்பப்பட்டது",
  sentText: (hours: number) =>
    `உங்கள் செய்தி எங்கள் குழுவுக்குக் கிடைத்தது; ${hours} மணி நேரத்துக்குள் உங்களைத் தொடர்புகொள்வோம்.`,
  repairReply: (minutes: number) =>
    `பழுது நீக்க வேண்டுமா? சேவைக் கோரிக்கைகளுக்கு ${minutes} நிமிடங்களுக்குள் பதில் கிடைக்கும்.`,
  sendAnother: "வேறொரு செய்தி அனுப்பு",
  bookService: "சேவை முன்பதிவு",

  callUs: "அழையுங்கள்",
  callNote: `தொலைபேசி நேரம்: ${phoneHours}`,
  callNow: "இப்போதே அழைக்க",
  whatsapp: "வாட்ஸ்அப்",
  whatsappDetail: "எங்கள் குழுவுடன் சாட் செய்யுங்கள்",
  whatsappNote: "பழுதின் புகைப்படங்களையோ மாடல் எண்ணையோ அனுப்புங்கள்",
  whatsappMessage: "வணக்கம், எனக்கு ஒரு சந்தேகம் உள்ளது.",
  whatsappAction: "வாட்ஸ்அப்பில் பேச",
  emailUs: "மின்னஞ்சல் அனுப்புங்கள்",
  emailNote: (hours: number) => `${hours} மணி நேரத்துக்குள் பதில் அளிக்கிறோம்`,
  emailAction: "மின்னஞ்சல் எழுத",
  visitUs: "நேரில் வாருங்கள்",
  visitNote: `${dealerAddress.city} நகரில் ஷோரூம் மற்றும் சர்வீஸ் டெஸ்க்`,
  directions: "வழி காண",
  newTab: " (புதிய தாவலில் திறக்கும்)",

  serviceHours: "சேவை நேரம்",
  responseTimes: "பதில் அளிக்கும் நேரம்",
  serviceRequests: "சேவைக் கோரிக்கைகள்",
  withinMinutes: (minutes: number) => `${minutes} நிமிடங்களுக்குள்`,
  emailChannel: "மின்னஞ்சல்",
  withinHours: (hours: number) => `${hours} மணி நேரத்துக்குள்`,
  phoneChannel: "தொலைபேசி",
  phoneTime: phoneHours,
  moreHelp: "வேறு ஏதாவது தேடுகிறீர்களா?",
  bookTitle: "சேவை முன்பதிவு",
  bookText: "சான்றளிக்கப்பட்ட தொழில்நுட்ப வல்லுநர்களின் வீடு தேடி வரும் பழுது நீக்கம்",
  shopTitle: "பொருட்களை வாங்குங்கள்",
  shopText: "டிவி, ஏசி, ஃப்ரிட்ஜ் மற்றும் பல",
} satisfies TamilOf<typeof contactText>;
