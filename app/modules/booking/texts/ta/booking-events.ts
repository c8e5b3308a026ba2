import type { bookingEventsText } from "../en/booking-events";
import type { TamilOf } from "~/i18n/text";

export default {
  received: "முன்பதிவு பெறப்பட்டது",
  bookedWithOrder: "ஆர்டருடன் முன்பதிவு செய்யப்பட்டது",
  confirmed: "சேவைப் பிரிவு உறுதிசெய்தது",
  completed: "வருகை முடிந்தது",
  cancelledByCustomer: "வாடிக்கையாளர் ரத்துசெய்தார்",
  cancelledByDesk: "சேவைப் பிரிவு ரத்துசெய்தது",
  orderCancelled: "ஆர்டர் ரத்துசெய்யப்பட்டது",
  startedByDesk: "வருகை தொடங்கியது",
  startedByTechnician: "வருகை தொடங்கியது: தொழில்நுட்ப வல்லுநர் வாடிக்கையாளருடன் இருக்கிறார்",
  technicianAssigned: (name: string) => `தொழில்நுட்ப வல்லுநர்: ${name}`,
  rescheduledByCustomer: (when: string) => `${when} க்கு மாற்றப்பட்டது`,
  rescheduledByDesk: (when: string) => `சேவைப் பிரிவு ${when} க்கு மாற்றியது`,
  waitingForPartsStock: (date: string) => `எங்கள் கடையிலிருந்து உதிரி பாகம் வரக் காத்திருக்கிறது, ${date}-க்குள் வரும்`,
  waitingForPartsBrand: (date: string) =>
    `நிறுவனத்திடம் ஆர்டர் செய்த உதிரி பாகத்துக்காகக் காத்திருக்கிறது, ${date}-க்குள் வரும்`,
  revisitBooked: (when: string) => `மறு வருகை ${when}-க்குப் பதிவாகியுள்ளது`,
  estimateSent: (amount: string) => `${amount} மதிப்பீடு வாடிக்கையாளருக்கு அனுப்பப்பட்டது`,
  estimateApprovedLink: "வாடிக்கையாளர் தன் கண்காணிப்புப் பக்கத்தில் மதிப்பீட்டை ஏற்றார்",
  estimateApprovedCode: "வாடிக்கையாளர் குறியீட்டைச் சொல்லி மதிப்பீட்டை ஏற்றார்",
  estimateDeclinedLink: "வாடிக்கையாளர் தன் கண்காணிப்புப் பக்கத்தில் மதிப்பீட்டை மறுத்தார்",
  estimateDeclinedOnSite: "வருகையின்போது வாடிக்கையாளர் மதிப்பீட்டை மறுத்தார்",
} satisfies TamilOf<typeof bookingEventsText>;
