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
} satisfies TamilOf<typeof bookingEventsText>;
