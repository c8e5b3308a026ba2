import { dealer } from "~/lib/dealer";

import type { storeLocatorText } from "../en/store-locator";
import dealerAddress from "~/components/texts/ta/dealer-address";
import type { TamilOf } from "~/i18n/text";

export default {
  title: `கடை முகவரி, ${dealerAddress.city}`,
  description: `${dealer.name}, ${dealerAddress.full}. ஷோரூம் நேரம், சேவை நேரம், தொலைபேசி எண், செல்லும் வழி.`,
  businessDescription: `${dealerAddress.city} நகரில் அங்கீகரிக்கப்பட்ட டீலர் & சேவைக் கூட்டாளர்: வீட்டு உபயோகப் பொருள் விற்பனை, வீடு தேடி வரும் பழுது நீக்கம் மற்றும் சேவை.`,
  eyebrow: "கடை முகவரி",
  heading: "எங்கள் கடைக்கு வாருங்கள்",
  lead: `${dealerAddress.city} நகரில் உள்ள எங்கள் கடையில் புதிய பொருட்களைப் பாருங்கள், உதிரி பாகங்களை வாங்குங்கள், அல்லது எங்கள் சர்வீஸ் டெஸ்க்குடன் நேரில் பேசுங்கள்.`,
  tagline: "அங்கீகரிக்கப்பட்ட டீலர் & சேவைக் கூட்டாளர்",
  address: "முகவரி",
  phone: "தொலைபேசி",
  email: "மின்னஞ்சல்",
  showroomHours: "ஷோரூம் நேரம்",
  showroomHoursValue: "திங்கள்–சனி காலை 9 – இரவு 8",
  directions: "வழி காண",
  whatsapp: "வாட்ஸ்அப்பில் தொடர்புகொள்ள",
  whatsappMessage: "வணக்கம், உங்கள் கடைக்கு நேரில் வர விரும்புகிறேன்.",
  newTab: " (புதிய தாவலில் திறக்கும்)",
  serviceDeskHours: "சேவை மைய நேரம்",
  openInMaps: "வரைபடத்தில் திறக்க",
  atTheStore: "கடையில் கிடைப்பவை",
  "dealer.title": "அங்கீகரிக்கப்பட்ட டீலர்",
  "dealer.text": `${dealer.foundedYear} முதல்; நாங்கள் விற்கும் ஒவ்வொரு பொருளுக்கும் முழு பிராண்ட் உத்தரவாதத்துடன்.`,
  "showroom.title": "ஷோரூம்",
  "showroom.text": "டிவி, ஏசி, ஃப்ரிட்ஜ், வாஷிங் மெஷின், மின்விசிறிகள் காட்சிக்கு உள்ளன; நேர்மையான ஆலோசனையுடன்.",
  "parts.title": "உதிரி பாகங்கள் & துணைப் பொருட்கள்",
  "parts.text": "அசல் உதிரி பாகங்களும் துணைப் பொருட்களும் கடையிலேயே அல்லது டெலிவரி மூலம்.",
  "desk.title": "சர்வீஸ் டெஸ்க்",
  "desk.text":
    "வீடு தேடி வரும் பழுது நீக்கத்துக்கு முன்பதிவு செய்ய, அல்லது நடந்துகொண்டிருக்கும் பழுது நீக்கம் பற்றி நேரில் கேட்க.",
  "payment.title": "பணம் செலுத்துதல்",
  "payment.text": "ரொக்கம், UPI, நெட் பேங்கிங், கிரெடிட் அல்லது டெபிட் கார்டு.",
} satisfies TamilOf<typeof storeLocatorText>;
