import { bookingHorizonDays } from "~/modules/booking/booking-slots";
import {
  bookingNameMaxLength,
  bookingNameMinLength,
  issueMaxLength,
  visitAddressMaxLength,
} from "~/modules/booking/service-rules";

import type { bookingMessages } from "../en/booking-messages";
import type { TamilOf } from "~/i18n/text";

export default {
  nameRequired: "பெயர் தேவை",
  nameLength: `பெயர் ${bookingNameMinLength} முதல் ${bookingNameMaxLength} எழுத்துகளுக்குள் இருக்க வேண்டும்.`,
  phoneRequired: "போன் எண் தேவை",
  phoneInvalid: "6, 7, 8 அல்லது 9-இல் தொடங்கும் சரியான 10 இலக்க மொபைல் எண்ணை உள்ளிடுங்கள்.",
  emailInvalid: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.",
  applianceRequired: "ஒரு பொருளைத் தேர்ந்தெடுக்கவும்.",
  brandRequired: "ஒரு பிராண்டைத் தேர்ந்தெடுக்கவும்.",
  issueRequired: "பிரச்சினையை விவரியுங்கள்.",
  issueLength: `விவரம் ${issueMaxLength} எழுத்துகளுக்குள் இருக்கட்டும்.`,
  dateRequired: "விரும்பும் தேதியைத் தேர்ந்தெடுக்கவும்.",
  dateInvalid: "சரியான தேதியைத் தேர்ந்தெடுக்கவும்.",
  datePast: "இன்றைக்கு முந்தைய தேதியைத் தேர்ந்தெடுக்க முடியாது.",
  dateHorizon: `அடுத்த ${bookingHorizonDays} நாட்களுக்குள் ஒரு தேதியைத் தேர்ந்தெடுக்கவும்.`,
  slotRequired: "ஒரு நேரத்தைத் தேர்ந்தெடுக்கவும்.",
  sundaySlot: "ஞாயிற்றுக்கிழமைகளில் அவசர சேவை நேரம் மட்டுமே உண்டு.",
  weekdaySlot: "அவசர சேவை நேரம் ஞாயிற்றுக்கிழமைகளுக்கு மட்டுமே. வேறு நேரத்தைத் தேர்ந்தெடுக்கவும்.",
  slotFull: "இந்த நேரம் நிரம்பிவிட்டது. வேறு நேரத்தைத் தேர்ந்தெடுக்கவும்.",
  slotStarted: "இந்த நேரம் ஏற்கெனவே தொடங்கிவிட்டது. பிந்தைய நேரத்தைத் தேர்ந்தெடுக்கவும்.",
  addressRequired: "வருகைக்கான முகவரியை உள்ளிடுங்கள்.",
  addressShort: "முழு முகவரியை உள்ளிடுங்கள்: வீட்டு எண், தெரு, பகுதி.",
  addressLength: `முகவரி ${visitAddressMaxLength} எழுத்துகளுக்குள் இருக்கட்டும்.`,
  pincodeRequired: "பின்கோடை உள்ளிடுங்கள்.",
  pincodeInvalid: "சரியான 6 இலக்கப் பின்கோடை உள்ளிடுங்கள்.",
  termsRequired: "விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்க வேண்டும்.",
  photosTooMany: "பழுதின் புகைப்படங்களை 4 வரை மட்டுமே சேர்க்கவும்.",
  photoUnsupported: "புகைப்படங்கள் JPEG, PNG, WebP அல்லது AVIF படங்களாக இருக்க வேண்டும்.",
  photoTooLarge: "ஒவ்வொரு புகைப்படமும் 8 MB-க்குள் இருக்க வேண்டும்.",
  photoTooManyPixels: "ஒரு புகைப்படத்தில் பிக்சல்கள் அதிகம். 25 மெகாபிக்சலுக்குள் உள்ள படத்தைத் தேர்ந்தெடுங்கள்.",
  photoUnreadable: "ஒரு புகைப்படத்தைப் படிக்க முடியவில்லை. அதை மீண்டும் தேர்ந்தெடுங்கள்.",
  tooManyBookings:
    "உங்கள் இணைப்பிலிருந்து அதிகமான முன்பதிவுகள் வந்துள்ளன. ஒரு மணி நேரம் கழித்து மீண்டும் முயலவும், அல்லது எங்களை அழையுங்கள்.",
  tooManyBookingsForNumber:
    "இந்த மொபைல் எண்ணில் இன்று அதிகமான முன்பதிவுகள் செய்யப்பட்டுள்ளன. மேலும் முன்பதிவு செய்ய உங்கள் மொபைல் எண்ணில் உள்நுழையவும், அல்லது எங்களை அழையுங்கள்.",
  repairLinkInvalid:
    "இந்தப் பழுது நீக்க இணைப்பு காலாவதியானது அல்லது செல்லாதது. கீழே உள்ள படிவத்தை நிரப்புங்கள், அல்லது உங்கள் பொருளுக்கு முன்பதிவு செய்ய ‘என் சாதனங்கள்’ பக்கத்தை மீண்டும் திறங்கள்.",
} satisfies TamilOf<typeof bookingMessages>;
