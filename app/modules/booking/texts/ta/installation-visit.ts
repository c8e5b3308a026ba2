import type { installationVisitText } from "../en/installation-visit";
import type { TamilOf } from "~/i18n/text";

export default {
  installationTitle: "இன்ஸ்டலேஷன் வருகை",
  demoTitle: "டெமோ வருகை",
  installationOf: (titles: string) => `${titles} இன்ஸ்டலேஷன்`,
  demoOf: (titles: string) => `${titles} டெமோ`,
  date: "தேதி",
  timeSlot: "நேரம்",
  bookingReference: "முன்பதிவு எண்",
  technician: (name: string) => `தொழில்நுட்ப வல்லுநர்: ${name}. `,
  confirmByPhone: "வருகைக்கு முந்தைய நாளுக்குள் போனில் உறுதிசெய்வோம். ",
  followOrChange: "முன்பதிவு எண், உங்கள் போன் எண் கொண்டு ‘சேவை நிலவரம்’ பக்கத்தில் இதைப் பின்தொடரலாம் அல்லது மாற்றலாம்.",
} satisfies TamilOf<typeof installationVisitText>;
