import type { serviceSlotsText } from "../en/service-slots";
import type { TamilOf } from "~/i18n/text";

export default {
  legend: "வருகை நேரம்",
  hint: "திங்கள் முதல் சனி வரை: காலை, மதியம் அல்லது மாலை. ஞாயிறு: அவசர வருகைகள் மட்டும் (காலை 10 - மதியம் 2).",
  full: " (நிரம்பிவிட்டது)",
  started: " (தொடங்கிவிட்டது)",
  morning: "காலை",
  "morning.hours": "காலை 9 - மதியம் 12",
  afternoon: "மதியம்",
  "afternoon.hours": "மதியம் 12 - பிற்பகல் 3",
  evening: "மாலை",
  "evening.hours": "பிற்பகல் 3 - மாலை 6",
  emergency: "ஞாயிறு அவசர சேவை",
  "emergency.hours": "காலை 10 - மதியம் 2",
  "morning.brief": "காலை 9-12",
  "afternoon.brief": "மதியம் 12-3",
  "evening.brief": "மாலை 3-6",
  "emergency.brief": "காலை 10-2",
} satisfies TamilOf<typeof serviceSlotsText>;
