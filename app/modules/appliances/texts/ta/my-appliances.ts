import { dealer } from "~/lib/dealer";
import { repairWarrantyDays, warrantyReminderDays } from "~/modules/appliances/warranty-rules";

import type { myAppliancesText } from "../en/my-appliances";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "என் சாதனங்கள்",
  description: `${dealer.name} கடையில் நீங்கள் வாங்கிய சாதனங்களை ஆர்டர் எண், போன் எண் கொண்டு கண்டறியுங்கள்: உத்தரவாத நிலை, இன்வாய்ஸ், ஒரே படியில் பழுதுநீக்க முன்பதிவு.`,
  eyebrow: "வாங்கிய பிறகு",
  lead: "எங்களிடம் வாங்கிய ஒவ்வொரு சாதனத்தின் உத்தரவாதத்தையும் பாருங்கள், இன்வாய்ஸை மீண்டும் பதிவிறக்குங்கள், ஒரே படியில் பழுது நீக்கம் முன்பதிவு செய்யுங்கள். ஆர்டர் எண்ணையும், ஆர்டர் செய்யும்போது கொடுத்த மொபைல் எண்ணையும் உள்ளிடுங்கள்.",
  formTitle: "உங்கள் சாதனங்களைத் தேடுங்கள்",
  orderNumber: "ஆர்டர் எண்",
  phone: "ஆர்டர் செய்யும்போது கொடுத்த மொபைல் எண்",
  submit: "என் சாதனங்களைக் காட்டு",
  fromOrder: "ஆர்டரில் வாங்கிய சாதனங்கள்:",
  cancelled: "இந்த ஆர்டர் ரத்து செய்யப்பட்டது.",
  notDelivered: "ஆர்டர் டெலிவரி ஆனதும் உங்கள் சாதனங்கள் இங்கே தோன்றும்.",
  serialNumber: "சீரியல் எண்",
  notRecorded: "பதிவு செய்யப்படவில்லை",
  purchaseDate: "வாங்கிய தேதி",
  manufacturerWarranty: "உற்பத்தியாளர் உத்தரவாதம்",
  repairWarrantyUntil: `${repairWarrantyDays} நாள் பழுதுநீக்க உத்தரவாதம் முடியும் நாள்`,
  bookRepair: "பழுது நீக்கம் முன்பதிவு",
  downloadInvoice: "இன்வாய்ஸைப் பதிவிறக்கு",
  deliveredNote: "டெலிவரி ஆனது: ஒவ்வொரு சாதனத்தின் உத்தரவாதத்தையும் பார்க்கவும் பழுது நீக்கம் பதிவு செய்யவும் ",
  myAppliances: "என் சாதனங்கள்",
  deliveredNoteEnd: " பக்கத்துக்குச் செல்லுங்கள்.",
  amcActive: (until: string) => `பராமரிப்புத் திட்டம் ${until} வரை`,
  amcPending: "பராமரிப்புத் திட்டம் பணம் செலுத்தக் காத்திருக்கிறது",
  openContract: "ஒப்பந்தத்தைத் திறக்கவும்",
  buyPlan: "பராமரிப்புத் திட்டங்கள்",
  reminderOffer: `உற்பத்தியாளர் உத்தரவாதம் முடிவதற்கு ${warrantyReminderDays} நாள் முன் ஒரு செய்தி வேண்டுமா? எப்போது வேண்டுமானாலும் நிறுத்தலாம்.`,
  remindMe: "நினைவூட்டுங்கள்",
  reminderOn: `நினைவூட்டல் இயக்கத்தில் உள்ளது: உற்பத்தியாளர் உத்தரவாதம் முடிவதற்கு ${warrantyReminderDays} நாள் முன் செய்தி அனுப்புவோம்.`,
  reminderSaved: `சரி. உற்பத்தியாளர் உத்தரவாதம் முடிவதற்கு ${warrantyReminderDays} நாள் முன் செய்தி அனுப்புவோம்.`,
  reminderStopped: "நினைவூட்டல் நிறுத்தப்பட்டது. இந்த உத்தரவாதம் பற்றி செய்தி அனுப்ப மாட்டோம்.",
  stopReminder: "நினைவூட்டலை நிறுத்து",
} satisfies TamilOf<typeof myAppliancesText>;
